/**
 * Generated artwork: every image the mock refers to is an SVG drawn from data (docs/design/brands.md#artwork).
 * Each kind of picture has its own drawing (brand logo, level badge, reward, game thumbnail,
 * provider logo, banner, background) so members see distinct, recognisable art; everything is
 * deterministic from the item's id, so the same URL always draws the same picture. Words are
 * written as `<text>` in the site's face and served as outlines (outline-text.ts).
 */
import { hashString } from '../lib/rng';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function svgDocument(width: number, height: number, label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    body,
    '</svg>',
  ].join('');
}

/** A font size that fits `text` in `maxWidth` (Thai and Latin glyphs average ~0.6 em). */
function fittedSize(text: string, maxWidth: number, largest: number): number {
  return Math.round(Math.max(10, Math.min(largest, maxWidth / (Math.max(text.length, 3) * 0.6))));
}

function label(text: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(text)}</text>`;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;
}

/** A provider's hue: the same for all its games and its logo, different between providers. */
export function providerHue(code: string): number {
  return hashString(`provider:${code}`) % 360;
}

/** ฿ drawn as strokes (a glyph would make the picture a text document for the browser to lay out). */
function bahtSign(ink: string, x: number, y: number, scale: number): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M-12-22V22M-12-22H1A10 10 0 0 1 1-2H-12M-12-2H3A12 12 0 0 1 3 22H-12M-4-30V30" fill="none" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`;
}

// Motifs drawn in a 100×100 box centred on (0,0); `fill` and `ink` are the two colours; shapes only, no text.
const MOTIFS: Record<string, (fill: string, ink: string) => string> = {
  star: (fill, ink) =>
    `<path d="M0-46 13-15 46-14 20 7 29 40 0 21-29 40-20 7-46-14-13-15Z" fill="${fill}" stroke="${ink}" stroke-width="3"/>`,
  diamond: (fill, ink) =>
    `<path d="M-40-14-22-36H22L40-14 0 40Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-40-14H40M-22-36-8-14 0 40 8-14 22-36" fill="none" stroke="${ink}" stroke-width="2" opacity=".6"/>`,
  coin: (fill, ink) =>
    `<circle r="42" fill="${fill}" stroke="${ink}" stroke-width="4"/><circle r="31" fill="none" stroke="${ink}" stroke-width="2" opacity=".7"/>${bahtSign(ink, 0, 0, 1)}`,
  crown: (fill, ink) =>
    `<path d="M-42 26-46-26-20 0 0-36 20 0 46-26 42 26Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="-42" y="26" width="84" height="12" rx="3" fill="${ink}"/>`,
  seven: (fill, ink) =>
    `<circle r="44" fill="${ink}" opacity=".35"/><path d="M-28-36H30V-22L2 40H-18L10-20H-28Z" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
  cherry: (fill, ink) =>
    `<path d="M-18 14C-14-14 0-34 24-42M18 14C14-10 12-26 24-42" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="-20" cy="22" r="19" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle cx="20" cy="22" r="19" fill="${fill}" stroke="${ink}" stroke-width="3"/>`,
  fish: (fill, ink) =>
    `<path d="M-40 0C-20-30 20-30 30 0-20 30-20 30-40 0ZM28 0 48-20V20Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle cx="-22" cy="-4" r="5" fill="${ink}"/>`,
  card: (fill, ink) =>
    `<rect x="-30" y="-42" width="60" height="84" rx="8" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M0-24C-6-14-22-6-22 6C-22 16-10 20-3 13L-7 24H7L3 13C10 20 22 16 22 6C22-6 6-14 0-24Z" fill="${ink}"/>`,
  chip: (fill, ink) =>
    `<circle r="42" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle r="42" fill="none" stroke="${ink}" stroke-width="10" stroke-dasharray="14 19"/><circle r="24" fill="${ink}" opacity=".5"/>`,
  ball: (fill, ink) =>
    `<circle r="42" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M0-14 13-5 8 11H-8L-13-5Z" fill="${ink}"/><path d="M0-14V-42M13-5 40-13M8 11 24 34M-8 11-24 34M-13-5-40-13" stroke="${ink}" stroke-width="3"/>`,
  lottery: (fill, ink) =>
    `<circle cx="-20" cy="8" r="26" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle cx="22" cy="-6" r="22" fill="${ink}" opacity=".8"/><circle cx="-20" cy="8" r="12" fill="#ffffff" stroke="${ink}" stroke-width="2"/><circle cx="22" cy="-6" r="10" fill="${fill}"/>`,
  gadget: (fill, ink) =>
    `<rect x="-26" y="-44" width="52" height="88" rx="9" fill="${ink}"/><rect x="-21" y="-35" width="42" height="64" rx="3" fill="${fill}"/><circle cy="36" r="4" fill="${fill}"/>`,
  ticket: (fill, ink) =>
    `<path d="M-46-26H46V-8A8 8 0 0 0 46 8V26H-46V8A8 8 0 0 0-46-8Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-18-26V26" stroke="${ink}" stroke-width="2" stroke-dasharray="5 4"/>`,
  coins: (fill, ink) =>
    [30, 16, 2].map((y) => `<ellipse cx="-8" cy="${y}" rx="32" ry="11" fill="${fill}" stroke="${ink}" stroke-width="3"/>`).join('') +
    `<circle cx="20" cy="-18" r="24" fill="${fill}" stroke="${ink}" stroke-width="3"/>${bahtSign(ink, 20, -18, 0.6)}`,
  medal: (fill, ink) =>
    `<path d="M-20-46H20L8-14H-8Z" fill="${ink}"/><circle cy="8" r="30" fill="${fill}" stroke="${ink}" stroke-width="4"/>`,
  // the slot games' names: one motif for each first word, so the picture shows what the name says
  dragon: (fill, ink) =>
    `<path d="M-20-28-36-48-8-36ZM-2-34-6-50 10-34Z" fill="${ink}"/><path d="M-42 12C-42-18-20-36 4-34L30-28C40-26 46-18 44-10L18-6 40 6C36 16 24 20 10 16L-12 30C-26 36-42 28-42 12Z" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><circle cx="8" cy="-22" r="5" fill="${ink}"/><path d="M-30 4C-22 10-14 10-6 4M-26 16C-18 22-10 22-2 16" fill="none" stroke="${ink}" stroke-width="2" opacity=".6"/>`,
  tiger: (fill, ink) =>
    `<path d="M-34-20-30-46-10-34ZM34-20 30-46 10-34Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle r="38" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M0-38V-24M-11-36-7-24M11-36 7-24M-38-2H-24M-36 10H-24M38-2H24M36 10H24" stroke="${ink}" stroke-width="4" stroke-linecap="round"/><circle cx="-13" cy="-6" r="5" fill="${ink}"/><circle cx="13" cy="-6" r="5" fill="${ink}"/><path d="M-7 8H7L0 16Z" fill="${ink}"/><path d="M0 16V22C-4 27-10 27-12 22M0 22C4 27 10 27 12 22" fill="none" stroke="${ink}" stroke-width="3"/>`,
  panda: (_fill, ink) =>
    `<circle cx="-27" cy="-28" r="13" fill="${ink}"/><circle cx="27" cy="-28" r="13" fill="${ink}"/><circle r="38" fill="#f4f4f4" stroke="${ink}" stroke-width="3"/><ellipse cx="-14" cy="-4" rx="9" ry="13" transform="rotate(30 -14 -4)" fill="${ink}"/><ellipse cx="14" cy="-4" rx="9" ry="13" transform="rotate(-30 14 -4)" fill="${ink}"/><circle cx="-12" cy="-6" r="3" fill="#ffffff"/><circle cx="12" cy="-6" r="3" fill="#ffffff"/><ellipse cy="14" rx="7" ry="5" fill="${ink}"/>`,
  flame: (fill, ink) =>
    `<path d="M0-46C16-26 34-12 30 12C27 32 14 44 0 44C-14 44-27 32-30 12C-33-6-20-16-14-30C-10-18-6-12 0-10C4-22 4-34 0-46Z" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><path d="M0 2C8 12 14 20 12 28C10 36 5 40 0 40C-5 40-10 36-12 28C-13 18-6 12 0 2Z" fill="${ink}" opacity=".45"/>`,
  temple: (fill, ink) =>
    `<path d="M0-50 4-28H-4Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M-22 10C-22-8-10-22 0-28C10-22 22-8 22 10Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="-32" y="10" width="64" height="12" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="-42" y="22" width="84" height="16" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-14-6H14M-18 2H18" stroke="${ink}" stroke-width="2" opacity=".6"/>`,
  chest: (fill, ink) =>
    `<path d="M-40-8V-18C-40-34-20-40 0-40C20-40 40-34 40-18V-8Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="-40" y="-8" width="80" height="46" rx="4" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="-40" y="-12" width="80" height="8" fill="${ink}"/><rect x="-8" y="-8" width="16" height="20" rx="3" fill="${ink}"/><circle cy="0" r="3" fill="${fill}"/>`,
  mango: (fill, ink) =>
    `<path d="M-30 20C-44-6-22-40 10-38C36-36 44-6 30 18C18 38-18 42-30 20Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M6-36C12-50 30-52 40-46C32-36 18-34 6-36Z" fill="${ink}" opacity=".75"/><path d="M-18 10C-20-4-10-20 4-24" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".45"/>`,
  elephant: (fill, ink) =>
    `<ellipse cx="-30" cy="-6" rx="20" ry="28" fill="${fill}" stroke="${ink}" stroke-width="3"/><ellipse cx="30" cy="-6" rx="20" ry="28" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle cy="-10" r="26" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M0 6C0 24 4 36 14 42" fill="none" stroke="${ink}" stroke-width="15" stroke-linecap="round"/><path d="M0 6C0 24 4 36 14 42" fill="none" stroke="${fill}" stroke-width="9" stroke-linecap="round"/><circle cx="-10" cy="-14" r="4" fill="${ink}"/><circle cx="10" cy="-14" r="4" fill="${ink}"/><path d="M-12 6C-16 14-20 16-26 16M12 6C16 14 20 16 26 16" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
  clover: (fill, ink) =>
    `<path d="M4 8C14 24 16 36 12 46" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
    [0, 90, 180, 270]
      .map(
        (angle) =>
          `<path transform="rotate(${angle})" d="M0 0C-6-10-26-14-26-30C-26-42-10-44 0-32C10-44 26-42 26-30C26-14 6-10 0 0Z" fill="${fill}" stroke="${ink}" stroke-width="3"/>`,
      )
      .join(''),
  // the sports and table games a name calls for
  basketball: (fill, ink) =>
    `<circle r="42" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-42 0H42M0-42V42M-30-30C-14-16-14 16-30 30M30-30C14-16 14 16 30 30" fill="none" stroke="${ink}" stroke-width="3"/>`,
  glove: (fill, ink) =>
    `<path d="M-30 10V-18C-30-36-16-44 0-44H12C28-44 38-32 38-16V6C38 20 28 28 14 28H-14C-24 28-30 20-30 10Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-30-4H-8C0-4 4 4 0 10" fill="none" stroke="${ink}" stroke-width="3"/><rect x="-22" y="28" width="44" height="18" rx="4" fill="${ink}"/>`,
  gamepad: (fill, ink) =>
    `<path d="M-28-22H28C40-22 48-10 48 4L46 22C44 34 30 36 22 26L14 16H-14L-22 26C-30 36-44 34-46 22L-48 4C-48-10-40-22-28-22Z" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-28-6V10M-36 2H-20" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><circle cx="24" cy="-4" r="5" fill="${ink}"/><circle cx="34" cy="6" r="5" fill="${ink}"/>`,
  tennis: (fill, ink) =>
    `<circle r="40" fill="${fill}" stroke="${ink}" stroke-width="3"/><path d="M-28-28C-10-14-10 14-28 28M28-28C10-14 10 14 28 28" fill="none" stroke="#ffffff" stroke-width="5"/>`,
  roulette: (fill, ink) =>
    `<circle r="44" fill="${ink}"/><circle r="38" fill="${fill}"/>` +
    Array.from(
      { length: 12 },
      (_, i) => `<path transform="rotate(${i * 30})" d="M0 0L-10-37A38 38 0 0 1 10-37Z" fill="${i % 2 ? ink : '#c1121f'}" opacity=".85"/>`,
    ).join('') +
    `<circle r="14" fill="${fill}" stroke="${ink}" stroke-width="3"/><circle cx="0" cy="-28" r="4" fill="#ffffff"/>`,
  dice: (fill, ink) =>
    `<rect x="-40" y="-24" width="44" height="44" rx="8" fill="${fill}" stroke="${ink}" stroke-width="3" transform="rotate(-12)"/><rect x="0" y="-10" width="40" height="40" rx="8" fill="#ffffff" stroke="${ink}" stroke-width="3" transform="rotate(10)"/><circle cx="-18" cy="-2" r="5" fill="${ink}"/><circle cx="20" cy="10" r="4" fill="${ink}"/><circle cx="10" cy="0" r="4" fill="${ink}"/><circle cx="30" cy="20" r="4" fill="${ink}"/>`,
  // the rewards: what each one is
  headphones: (fill, ink) =>
    `<path d="M-34 14V0C-34-24-18-38 0-38C18-38 34-24 34 0V14" fill="none" stroke="${ink}" stroke-width="8"/><rect x="-44" y="2" width="22" height="36" rx="9" fill="${fill}" stroke="${ink}" stroke-width="3"/><rect x="22" y="2" width="22" height="36" rx="9" fill="${fill}" stroke="${ink}" stroke-width="3"/>`,
  battery: (fill, ink) =>
    `<rect x="-28" y="-42" width="56" height="86" rx="9" fill="${ink}"/><rect x="-21" y="-34" width="42" height="70" rx="4" fill="${fill}"/><path d="M5-26-12 4H0L-5 28 13-4H1Z" fill="${ink}"/>`,
  watch: (fill, ink) =>
    `<rect x="-16" y="-48" width="32" height="96" rx="6" fill="${ink}"/><rect x="-28" y="-28" width="56" height="56" rx="14" fill="${fill}" stroke="${ink}" stroke-width="4"/><path d="M0-14V0H11" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
  cup: (fill, ink) =>
    `<path d="M-12-28C-18-36-6-40-12-48M6-28C0-36 12-40 6-48" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/><path d="M26-6C44-6 44 22 22 22" fill="none" stroke="${ink}" stroke-width="6"/><path d="M-32-20H28L21 36C20 42 15 44 11 44H-15C-19 44-24 42-25 36Z" fill="${fill}" stroke="${ink}" stroke-width="3"/>`,
  simcard: (fill, ink) =>
    `<path d="M-30-44H14L30-28V44H-30Z" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><rect x="-18" y="-6" width="36" height="30" rx="4" fill="${ink}" opacity=".75"/><path d="M-18 9H18M0-6V24" stroke="${fill}" stroke-width="2"/>`,
};
export type Motif = keyof typeof MOTIFS;

/**
 * Any game's motif from a word of its name, as its art would show it: a sport's ball for
 * "บาสเกตบอล SBO", a glove for "มวยไทย", a pad for "E-Sports"; the first word that matches wins.
 */
const WORD_MOTIFS: readonly [RegExp, Motif][] = [
  [/บาส|basket/i, 'basketball'],
  [/มวย|boxing/i, 'glove'],
  [/e-?sports?/i, 'gamepad'],
  [/เทนนิส|tennis/i, 'tennis'],
  [/roulette|รูเล็ต/i, 'roulette'],
  [/dice|ไฮโล|sic ?bo/i, 'dice'],
];

/** A slot game's motif from the first word of its name: a panda for "Panda Jackpot", a koi for "Koi Wilds". */
const NAME_MOTIFS: Record<string, Motif> = {
  Golden: 'coin',
  Dragon: 'dragon',
  Lucky: 'clover',
  Fortune: 'diamond',
  Tiger: 'tiger',
  Panda: 'panda',
  Phoenix: 'flame',
  Koi: 'fish',
  Temple: 'temple',
  Treasure: 'chest',
  Mango: 'mango',
  Elephant: 'elephant',
};

const SLOT_MOTIFS = ['star', 'diamond', 'coin', 'crown', 'seven', 'cherry'] as const;
const CATEGORY_MOTIF: Record<string, Motif> = {
  fishing: 'fish',
  card: 'card',
  casino: 'chip',
  sport: 'ball',
  lotto: 'lottery',
  hot: 'star',
};

function motif(name: string, x: number, y: number, scale: number, fill: string, ink: string): string {
  const known = name in MOTIFS ? name : 'star';
  return `<g data-motif="${known}" transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[known]?.(fill, ink) ?? ''}</g>`;
}

/** The motif a game's thumbnail draws: its category's, or for a slot game the one its name calls for. */
export function gameMotif(game: { id: string; name: string; gameType: string }): Motif {
  const byName = NAME_MOTIFS[game.name.split(' ')[0] ?? ''];
  if (game.gameType === 'slot' && byName) return byName;
  const byWord = WORD_MOTIFS.find(([pattern]) => pattern.test(game.name))?.[1];
  if (byWord) return byWord;
  return CATEGORY_MOTIF[game.gameType] ?? SLOT_MOTIFS[hashString(game.id) % SLOT_MOTIFS.length] ?? 'star';
}

/** Faint sparkles scattered deterministically from `seed`. */
function sparkles(width: number, height: number, seed: number, colour: string): string {
  return Array.from({ length: 7 }, (_, i) => {
    const x = ((seed * 37 + i * 173) % 100) / 100;
    const y = ((seed * 53 + i * 97) % 100) / 100;
    const r = (((seed + i * 31) % 4) + 2) * Math.min(width, height) * 0.006;
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${r.toFixed(1)}" fill="${colour}" opacity=".35"/>`;
  }).join('');
}

/** A sunburst of `count` faint rays round (cx, cy), turned by `seed`: the light real game and banner art puts behind its hero. */
function rays(cx: number, cy: number, reach: number, seed: number, colour: string, count = 12): string {
  const half = (Math.PI / count) * 0.45;
  const tip = (angle: number) => `${(cx + Math.cos(angle) * reach).toFixed(0)} ${(cy + Math.sin(angle) * reach).toFixed(0)}`;
  const paths = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI + (seed % 30) / 30;
    return `M${cx} ${cy}L${tip(angle - half)}L${tip(angle + half)}Z`;
  });
  return `<path d="${paths.join('')}" fill="${colour}" opacity=".1"/>`;
}

/** A soft light of `colour` fading out from its centre (`url(#glow)`). */
function glowGradient(colour: string): string {
  return `<radialGradient id="glow"><stop offset="0" stop-color="${colour}" stop-opacity=".45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** The bevelled gold frame of a 300×300 tile (game, reward), drawn over it with `GOLD_FRAME_GRADIENT` in its defs. */
const GOLD_FRAME_GRADIENT = gradient('frame', hsl(45, 95, 72), hsl(30, 80, 32), true);
const GOLD_FRAME = [
  `<rect x="5" y="5" width="290" height="290" rx="21" fill="none" stroke="url(#frame)" stroke-width="7"/>`,
  `<rect x="12" y="12" width="276" height="276" rx="16" fill="none" stroke="#000000" stroke-opacity=".35" stroke-width="2"/>`,
].join('');

export interface GameArt {
  id: string;
  /** The game's name: the picture's accessible label only, as every page prints it under the picture. */
  name: string;
  providerCode: string;
  gameType: string;
}

/**
 * A game's thumbnail: the provider's colours and the motif of its name or category, with no words.
 * Every tile prints the game and provider names beside it; written into the picture too, they
 * read two or three times per tile, and each line of SVG text costs the browser a layout.
 */
export function gameThumbnail(game: GameArt): string {
  const size = 300;
  const seed = hashString(game.id);
  const hue = providerHue(game.providerCode) + ((seed % 5) - 2) * 8;
  // A lobby tile as real game art is drawn: a sunburst behind the hero, a stage it stands on, a
  // soft shadow under it and a bevelled frame, rather than a shape on a gradient.
  return svgDocument(
    size,
    size,
    game.name,
    [
      `<defs>${gradient('bg', hsl(hue, 75, 42), hsl(hue + 40, 80, 10), true)}${GOLD_FRAME_GRADIENT}<radialGradient id="glow"><stop offset="0" stop-color="${hsl(hue + 20, 100, 75)}" stop-opacity=".9"/><stop offset="1" stop-color="${hsl(hue, 80, 30)}" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="300" height="300" rx="24" fill="url(#bg)"/>`,
      rays(150, 132, 260, seed, '#ffffff'),
      `<circle cx="150" cy="132" r="120" fill="url(#glow)"/>`,
      `<ellipse cx="150" cy="262" rx="150" ry="56" fill="${hsl(hue + 40, 70, 8)}" opacity=".75"/>`,
      sparkles(size, size, seed, '#fff6d5'),
      `<ellipse cx="150" cy="236" rx="78" ry="12" fill="#000000" opacity=".45"/>`,
      motif(gameMotif(game), 150, 138, 1.85, hsl(hue + 180, 90, 62), '#1a1a1a'),
      `<path d="M104 92C116 76 134 70 150 70" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`,
      GOLD_FRAME,
    ].join(''),
  );
}

/**
 * A wide logo's name: on one line when it fits at 3/4 of the largest size; else its leading words
 * as the name, large, and its last word under them as a smaller descriptor (Xtreme /
 * Entertainment), as a logo sets them, rather than both shrunk to the longer word.
 */
function wideName(name: string, maxWidth: number, largest: number): { text: string; size: number; descriptor?: boolean }[] {
  const words = name.split(' ');
  if (words.length < 2 || fittedSize(name, maxWidth, largest) >= largest * 0.75)
    return [{ text: name, size: fittedSize(name, maxWidth, largest) }];
  const main = words.slice(0, -1).join(' ');
  const last = words.at(-1) ?? '';
  const size = fittedSize(main, maxWidth, largest);
  return [
    { text: main, size },
    { text: last, size: Math.min(Math.round(size * 0.6), fittedSize(last, maxWidth, largest)), descriptor: true },
  ];
}

function stackedAround<Line extends { size: number }>(lines: Line[], middle: number): (Line & { y: number })[] {
  let bottom = middle - lines.reduce((sum, line) => sum + line.size * 1.1, 0) / 2;
  return lines.map((line) => {
    bottom += line.size * 1.1;
    return { ...line, y: bottom - line.size * 0.2 };
  });
}

/** The emblem on each provider's logo: a mark of its own (never its code), fitting what it offers. */
const PROVIDER_EMBLEMS: Readonly<Record<string, Motif>> = {
  JK: 'crown',
  AC: 'star',
  SG: 'diamond',
  XE: 'flame',
  SA: 'chip',
  SEXY: 'cherry',
  DG: 'card',
  WM: 'seven',
  SBO: 'ball',
  UFA: 'medal',
  KM: 'clover',
  FH: 'fish',
  HUAY: 'lottery',
  YEEKEE: 'ticket',
  HANOI: 'coin',
  EVO: 'dragon',
  PT: 'tiger',
  SABA: 'gadget',
  JL: 'elephant',
  LAO: 'temple',
  STOCK: 'coins',
};
const OTHER_EMBLEMS: readonly Motif[] = ['crown', 'star', 'diamond', 'flame', 'clover', 'medal'];

/** A provider's emblem, the same wherever its logo is drawn. */
export function providerEmblem(code: string): Motif {
  return PROVIDER_EMBLEMS[code] ?? OTHER_EMBLEMS[hashString(`emblem:${code}`) % OTHER_EMBLEMS.length] ?? 'star';
}

/**
 * A provider's logo: its emblem on a disc and its name, in the provider's colours; a tall
 * picture (a lobby tile) stacks them and adds the category under the name. The code stays out of
 * it: members know a provider by its name.
 */
export function providerLogo(provider: { code: string; name: string; caption?: string | undefined }, width = 240, height = 96): string {
  const hue = providerHue(provider.code);
  const tall = height / width > 0.5;
  const disc = tall ? height * 0.24 : height * 0.36;
  const discX = tall ? width / 2 : height / 2;
  const discY = tall ? height * 0.32 : height / 2;
  const nameX = tall ? width / 2 : height + 2;
  const anchor = tall ? 'middle' : 'start';
  // A tall tile: the name on one line under the disc. A wide logo: its lines stacked beside the
  // disc, the block centred on it (each baseline a fifth of its size above the line's bottom).
  const lines = tall
    ? [{ text: provider.name, size: fittedSize(provider.name, width * 0.9, height * 0.16), y: height * 0.74 }]
    : stackedAround(wideName(provider.name, width - height - 12, height * 0.3), height / 2);
  return svgDocument(
    width,
    height,
    provider.name,
    [
      `<defs>${gradient('bg', hsl(hue, 65, 30), hsl(hue + 30, 70, 12))}</defs>`,
      `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 6)}" fill="url(#bg)"/>`,
      tall ? sparkles(width, height, hashString(provider.code), '#ffffff') : '',
      `<circle cx="${discX}" cy="${discY}" r="${disc.toFixed(0)}" fill="${hsl(hue + 180, 85, 60)}" stroke="#ffffff" stroke-width="3"/>`,
      motif(providerEmblem(provider.code), discX, discY, (disc * 1.3) / 100, '#ffffff', '#111111'),
      lines
        .map(
          (line) =>
            `<text x="${nameX.toFixed(0)}" y="${line.y.toFixed(0)}" font-size="${line.size}" ${line.descriptor ? `fill="${hsl(hue + 180, 85, 82)}"` : 'font-weight="bold" fill="#ffffff"'} text-anchor="${anchor}">${escapeXml(line.text)}</text>`,
        )
        .join(''),
      tall && provider.caption
        ? label(provider.caption, width / 2, Math.round(height * 0.9), Math.round(height * 0.1), hsl(hue + 180, 85, 78))
        : '',
    ].join(''),
  );
}

/** A brand's logo: the first letter of its name on a badge, then the whole name, in its palette. */
export function brandLogo(brand: { nameTh: string; colors: { primary: string; accent: string } }): string {
  const { primary, accent } = brand.colors;
  // leading Thai vowels (เ แ โ ใ ไ) are written before the consonant they follow in speech
  const initial = [...brand.nameTh.replace(/^[\u0E40-\u0E44]/, '')][0] ?? '?';
  const nameSize = fittedSize(brand.nameTh, 236, 46);
  return svgDocument(
    360,
    120,
    brand.nameTh,
    [
      `<defs>${gradient('badge', primary, '#111111')}</defs>`,
      `<rect x="8" y="12" width="96" height="96" rx="24" fill="url(#badge)" stroke="${accent}" stroke-width="4"/>`,
      label(initial, 56, 80, 56, accent, 'font-weight="bold"'),
      `<text x="118" y="${68}" font-size="${nameSize}" font-weight="bold" fill="${accent}">${escapeXml(brand.nameTh)}</text>`,
      `<rect x="120" y="84" width="${Math.min(232, brand.nameTh.length * nameSize * 0.55)}" height="6" rx="3" fill="${primary}"/>`,
    ].join(''),
  );
}

/** A level's badge: a shield in the level's colour, one star per level, its Thai name. */
export function levelBadge(level: { id: number; nameTh: string; color: string; caption: string }): string {
  const stars = Array.from({ length: level.id }, (_, i) => {
    const spread = Math.min(24, 120 / level.id);
    const x = 100 + (i - (level.id - 1) / 2) * spread;
    return motif('star', x, 44, 0.2, '#ffd166', '#5a3b00');
  }).join('');
  const nameSize = fittedSize(level.nameTh, 130, 30);
  return svgDocument(
    200,
    200,
    level.nameTh,
    [
      `<defs>${gradient('shield', level.color, '#111111', true)}</defs>`,
      `<path d="M100 8 178 36V96C178 146 144 178 100 194 56 178 22 146 22 96V36Z" fill="url(#shield)" stroke="#ffffff" stroke-opacity=".8" stroke-width="5"/>`,
      stars,
      label(level.nameTh, 100, 118, nameSize, '#ffffff', 'font-weight="bold"'),
      label(level.caption, 100, 150, 18, '#ffffff', 'opacity=".85"'),
    ].join(''),
  );
}

/** Where glints may shine on a 300×300 prize picture: round the prize, never on it. */
const GLINT_SPOTS = [
  [52, 62],
  [248, 56],
  [44, 150],
  [256, 142],
  [96, 34],
  [206, 38],
  [40, 206],
  [262, 204],
] as const;

/** Four-pointed glints, as light catches a prize: `count` of the spots round it, chosen by `seed`. */
function glints(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = GLINT_SPOTS[(seed + i * 3) % GLINT_SPOTS.length] ?? GLINT_SPOTS[0];
    const scale = 0.5 + ((seed + i) % 3) * 0.3;
    return `<path transform="translate(${x} ${y}) scale(${scale.toFixed(1)})" d="M0-10Q1-1 10 0Q1 1 0 10Q-1 1-10 0Q-1-1 0-10Z" fill="#ffffff" opacity=".8"/>`;
  }).join('');
}

/**
 * A reward's picture: its own motif (headphones for earbuds) or its category's, in its category's
 * colours, with no words (the reward list prints each name under its picture, as the game tiles do).
 * Drawn as a prize on show, to the game tiles' finish: under a spotlight with rays, on a podium
 * with its shadow, a shine on it, glints round it and a bevelled gold frame.
 */
export function rewardPicture(reward: { id: string; name: string; motif: Motif; hue: number }): string {
  const seed = hashString(reward.id);
  const hue = reward.hue + ((seed % 7) - 3) * 6;
  return svgDocument(
    300,
    300,
    reward.name,
    [
      `<defs>${gradient('bg', hsl(hue, 70, 40), hsl(hue + 30, 75, 9), true)}${GOLD_FRAME_GRADIENT}${gradient('podium', hsl(hue, 35, 32), hsl(hue, 45, 12), true)}<radialGradient id="glow" cy=".42"><stop offset="0" stop-color="${hsl(hue + 20, 100, 78)}" stop-opacity=".85"/><stop offset="1" stop-color="${hsl(hue, 80, 30)}" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="300" height="300" rx="24" fill="url(#bg)"/>`,
      rays(150, 118, 260, seed, '#ffffff', 16),
      `<rect width="300" height="300" rx="24" fill="url(#glow)"/>`,
      `<path d="M58 232V262A92 18 0 0 0 242 262V232Z" fill="url(#podium)"/>`,
      `<ellipse cx="150" cy="232" rx="92" ry="18" fill="${hsl(hue, 40, 46)}" stroke="${hsl(45, 95, 66)}" stroke-width="3"/>`,
      `<ellipse cx="150" cy="232" rx="58" ry="9" fill="#000000" opacity=".45"/>`,
      motif(reward.motif, 150, 140, 1.6, hsl(hue + 180, 85, 65), '#1a1a1a'),
      `<path d="M108 96C118 82 134 76 150 76" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`,
      glints(seed, 4),
      GOLD_FRAME,
    ].join(''),
  );
}

/** Characters that take width: Thai vowel and tone marks sit above or below the letter before them. */
function spacingLength(text: string): number {
  return text.replace(/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g, '').length;
}

/**
 * A poster title's lines and size: one line where it fits at two thirds of the largest size,
 * else two, split at the word that evens them.
 */
function posterTitle(title: string, maxWidth: number, largest: number): { lines: string[]; size: number } {
  const sizeOf = (line: string) => Math.round(Math.max(10, Math.min(largest, maxWidth / (Math.max(spacingLength(line), 3) * 0.6))));
  const words = title.split(' ');
  if (words.length < 2 || sizeOf(title) >= largest * 0.66) return { lines: [title], size: sizeOf(title) };
  const splits = words.slice(1).map((_, index) => [words.slice(0, index + 1).join(' '), words.slice(index + 1).join(' ')]);
  const lines = splits.reduce((best, split) => (Math.min(...split.map(sizeOf)) > Math.min(...best.map(sizeOf)) ? split : best));
  return { lines, size: Math.min(...lines.map(sizeOf)) };
}

/**
 * A movie poster, 2:3: a spotlight on the film's motif in its genre's colour, the title set
 * large at the foot as posters do, over a fade to black that keeps it readable.
 */
export function moviePoster(movie: { id: string; title: string; motif: Motif; hue: number }): string {
  const seed = hashString(movie.id);
  const { lines, size } = posterTitle(movie.title, 180, 32);
  // Thai stacks marks above and below its letters: lines closer than 1.4 em touch
  const lineHeight = size * 1.4;
  const top = 286 - lines.length * lineHeight;
  return svgDocument(
    200,
    300,
    movie.title,
    [
      `<defs>${gradient('bg', hsl(movie.hue, 60, 32), hsl(movie.hue + 30, 70, 7), true)}${gradient('fade', 'rgba(0,0,0,0)', 'rgba(0,0,0,.85)', true)}<radialGradient id="spot" cy=".35"><stop offset="0" stop-color="${hsl(movie.hue + 20, 100, 75)}" stop-opacity=".6"/><stop offset="1" stop-color="${hsl(movie.hue, 80, 30)}" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="200" height="300" fill="url(#bg)"/>`,
      sparkles(200, 300, seed, '#ffffff'),
      `<rect width="200" height="300" fill="url(#spot)"/>`,
      motif(movie.motif, 100, 112, 1.15, hsl(movie.hue + 180, 85, 62), '#111111'),
      `<rect y="170" width="200" height="130" fill="url(#fade)"/>`,
      lines
        .map((line, index) => label(line, 100, Math.round(top + (index + 1) * lineHeight), size, '#ffffff', 'font-weight="bold"'))
        .join(''),
    ].join(''),
  );
}

/** A picture of the brand's configuration art: its size, title, palette, motif and sparkle seed. */
export type BrandArt = { width: number; height: number; title: string; primary: string; accent: string; motif: string; seed: number };

/** A banner or tile: a headline and a line under it beside a motif, in the brand's palette. */
export function banner(spec: BrandArt & { subtitle?: string | undefined }): string {
  const { width, height, primary, accent } = spec;
  const wide = width / height >= 2;
  const motifSize = Math.min(height * 0.7, width * 0.35);
  const textX = wide ? width * 0.06 : width / 2;
  const textWidth = wide ? width - motifSize - width * 0.12 : width * 0.9;
  const titleSize = fittedSize(spec.title, textWidth, height * (wide ? 0.24 : 0.2));
  // Two thirds of the title where it fits: at half, a phone showed the line at about 8 px.
  const subtitleSize = spec.subtitle ? fittedSize(spec.subtitle, textWidth, Math.round(titleSize * 0.68)) : 0;
  const anchor = wide ? 'start' : 'middle';
  const titleY = wide ? height / 2 - (spec.subtitle ? titleSize * 0.1 : -titleSize * 0.35) : height * 0.8;
  const [artX, artY] = wide ? [width - motifSize * 0.7, height / 2] : [width / 2, height * 0.4];
  const art = [
    rays(artX, artY, Math.max(width, height), spec.seed, accent, 16),
    `<circle cx="${artX.toFixed(0)}" cy="${artY.toFixed(0)}" r="${(motifSize * 0.75).toFixed(0)}" fill="url(#glow)"/>`,
    motif(spec.motif, artX, artY, motifSize / (wide ? 100 : 110), accent, '#111111'),
  ].join('');
  return svgDocument(
    width,
    height,
    spec.subtitle ? `${spec.title} ${spec.subtitle}` : spec.title,
    [
      `<defs>${gradient('bg', primary, '#0c0d11')}${glowGradient(accent)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      sparkles(width, height, spec.seed, accent),
      art,
      `<text x="${textX.toFixed(0)}" y="${titleY.toFixed(0)}" font-size="${titleSize}" font-weight="bold" fill="${accent}" text-anchor="${anchor}">${escapeXml(spec.title)}</text>`,
      spec.subtitle && (wide || height >= 160)
        ? `<text x="${textX.toFixed(0)}" y="${(titleY + titleSize * 0.35 + subtitleSize).toFixed(0)}" font-size="${subtitleSize}" fill="#ffffff" text-anchor="${anchor}">${escapeXml(spec.subtitle)}</text>`
        : '',
    ].join(''),
  );
}

/** How much of a media hub tile its motif spans: room around it, as the lobby's game art has. */
const MEDIA_TILE_MOTIF_SHARE = 0.5;

/**
 * A picture shown beside or above its own label (bottom bar, top menu): the motif alone, with no
 * text to read twice.
 */
export function menuIcon(spec: BrandArt): string {
  const { width, height, primary, accent } = spec;
  return svgDocument(
    width,
    height,
    spec.title,
    [
      `<defs>${gradient('bg', primary, '#0c0d11')}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      sparkles(width, height, spec.seed, accent),
      motif(spec.motif, width / 2, height / 2, Math.min(width, height) / 130, accent, '#111111'),
    ].join(''),
  );
}

/**
 * A media hub tile: the motif on a stage in the brand's palette (rays and light behind it, its
 * shadow on a floor, a frame in the accent), drawn as a game's art is, with no text (the tile
 * prints its label).
 */
export function mediaTile(spec: BrandArt): string {
  const { width, height, primary, accent } = spec;
  const side = Math.min(width, height);
  const [cx, cy] = [width / 2, height * 0.46];
  return svgDocument(
    width,
    height,
    spec.title,
    [
      `<defs>${gradient('bg', primary, '#0c0d11', true)}${glowGradient(accent)}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      rays(cx, cy, Math.max(width, height), spec.seed, accent, 14),
      `<circle cx="${cx}" cy="${cy.toFixed(0)}" r="${(side * 0.42).toFixed(0)}" fill="url(#glow)"/>`,
      `<ellipse cx="${cx}" cy="${height}" rx="${width * 0.7}" ry="${(height * 0.2).toFixed(0)}" fill="#000000" opacity=".35"/>`,
      sparkles(width, height, spec.seed, accent),
      `<ellipse cx="${cx}" cy="${(cy + side * MEDIA_TILE_MOTIF_SHARE * 0.55).toFixed(0)}" rx="${(side * 0.24).toFixed(0)}" ry="${(side * 0.04).toFixed(0)}" fill="#000000" opacity=".45"/>`,
      motif(spec.motif, cx, cy, (side * MEDIA_TILE_MOTIF_SHARE) / 100, accent, '#111111'),
      `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="${(side * 0.06).toFixed(0)}" fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="4"/>`,
    ].join(''),
  );
}

/** The page background: the brand's colours in soft light, no text (pages carry their own). */
export function pageBackground(spec: { width: number; height: number; primary: string; accent: string }): string {
  const { width, height, primary, accent } = spec;
  return svgDocument(
    width,
    height,
    '',
    [
      `<defs><radialGradient id="a" cx=".15" cy="0" r=".9"><stop offset="0" stop-color="${primary}" stop-opacity=".55"/><stop offset="1" stop-color="${primary}" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="b" cx=".9" cy="1" r=".7"><stop offset="0" stop-color="${accent}" stop-opacity=".18"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="#0c0d11"/>`,
      `<rect width="${width}" height="${height}" fill="url(#a)"/>`,
      `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    ].join(''),
  );
}
