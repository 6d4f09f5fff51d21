import { ALL_GAMES, type GAME_CATEGORIES, type GAME_MARKS, PROVIDER_NAMES, SLOT_PROVIDERS } from '@site/contract/rules';
import type { Game, GameTile } from '@site/contract';
import { hashString, nextFloat, type RngState } from '../lib/rng';

/**
 * The game catalogue at a real lobby's scale: the slot providers with hundreds of games each,
 * and the casino, sport, fishing, card and lotto providers such sites carry. Made from the seed
 * and a size (MOCK_GAMES). Each game is drawn from the seed and its own id, so a small
 * catalogue (tests) holds the same first games as a large one.
 */
type Category = (typeof GAME_CATEGORIES)[number];
type GameMark = (typeof GAME_MARKS)[number];

export { PROVIDER_NAMES };

/** The smallest catalogue: every provider keeps at least one game and each slot provider a dozen. */
export const MIN_CATALOGUE_SIZE = 70;

/** Providers by the kind of game they carry, with the share of the catalogue each one takes. */
const PROVIDERS: ReadonlyArray<{ gameType: Exclude<Category, 'hot'> | 'slot'; code: string; weight: number }> = [
  ...SLOT_PROVIDERS.map((code) => ({ gameType: 'slot' as const, code, weight: 80 })),
  ...['SA', 'SEXY', 'DG', 'WM', 'EVO', 'PT'].map((code) => ({ gameType: 'casino' as const, code, weight: 3 })),
  ...['SBO', 'UFA', 'SABA'].map((code) => ({ gameType: 'sport' as const, code, weight: 1 })),
  ...['FH', 'JK', 'JL'].map((code) => ({ gameType: 'fishing' as const, code, weight: 3 })),
  ...['KM', 'JL'].map((code) => ({ gameType: 'card' as const, code, weight: 3 })),
  ...['HUAY', 'YEEKEE', 'HANOI', 'LAO', 'STOCK'].map((code) => ({ gameType: 'lotto' as const, code, weight: 1 })),
];

// Slot names as real lobbies carry them: English pairs and Thai names, some with a sequel's mark.
const SLOT_FIRST = [
  'Golden',
  'Dragon',
  'Lucky',
  'Fortune',
  'Tiger',
  'Panda',
  'Phoenix',
  'Koi',
  'Temple',
  'Treasure',
  'Mango',
  'Elephant',
  'Mystic',
  'Royal',
  'Wild',
  'Jungle',
  'Ocean',
  'Samurai',
  'Candy',
  'Neko',
  'Pharaoh',
  'Viking',
  'Cosmic',
  'Jade',
  'Thunder',
  'Sakura',
  'Emperor',
  'Crystal',
  'Buffalo',
  'Monkey',
];
const SLOT_SECOND = [
  'Riches',
  'Spin',
  'Legend',
  'Bonanza',
  'Quest',
  'Wilds',
  'Gems',
  'Festival',
  'Empire',
  'Rush',
  'Kingdom',
  'Jackpot',
  'Blaze',
  'Fever',
  'Magic',
  'Hunter',
  'Warrior',
  'Dreams',
  'Party',
  'Gold',
  'Sisters',
  'Palace',
  'Megaways',
  'Link',
];
const THAI_FIRST = ['มังกร', 'เสือ', 'ช้าง', 'นาคา', 'กินรี', 'ปลาทอง', 'หงส์', 'สิงห์', 'ครุฑ', 'แมวกวัก', 'เทพ', 'ยักษ์', 'ลิง', 'ไก่'];
const THAI_SECOND = ['ทองคำ', 'นำโชค', 'มหาเฮง', 'พันล้าน', 'ร่ำรวย', 'สยาม', 'ไฟลุก', 'เงินไหลมา', 'ราชา', 'มหาสมบัติ'];
const SEQUELS = ['', '', '', '', ' 2', ' Deluxe', ' Megaways', ' 1000', ' ภาค 2'];

const TABLE_NAMES: Record<Exclude<Category, 'hot'>, readonly string[]> = {
  casino: [
    'บาคาร่า',
    'Baccarat Speed',
    'เสือมังกร',
    'Roulette',
    'ไฮโล Sic Bo',
    'Blackjack',
    'Baccarat Squeeze',
    'Fan Tan',
    'น้ำเต้าปูปลา',
    'Poker Texas',
  ],
  sport: ['ฟุตบอล', 'บาสเกตบอล', 'มวยไทย', 'E-Sports', 'เทนนิส', 'Virtual Football', 'วอลเลย์บอล'],
  fishing: [
    'Ocean King',
    'Fishing War',
    'Golden Shark',
    'Mermaid Hunt',
    'Crab Avenger',
    'ยิงปลามังกร',
    'Jackpot Fishing',
    'Dinosaur Tycoon',
    'ตกปลาทอง',
  ],
  card: ['ไพ่ป๊อกเด้ง', 'ไฮโล', 'น้ำเต้าปูปลา', 'เสือมังกร', 'ดัมมี่', 'เก้าเก', 'แคง', 'Rummy', 'Teen Patti', 'สามกอง'],
  lotto: ['หวยรัฐบาลไทย', 'ยี่กี 5 นาที', 'ฮานอยปกติ', 'หวยลาวพัฒนา', 'หุ้นไทยเย็น', 'ยี่กี 15 นาที', 'ฮานอยวีไอพี', 'หุ้นนิเคอิ', 'หวยออมสิน', 'หุ้นดาวโจนส์'],
};

/** The names the first games always had: links, tests and the seeded history name them. */
const FIRST_NAMES: Record<string, string> = {
  'casino-SA-1': 'บาคาร่า SA',
  'casino-SEXY-1': 'Sexy Baccarat',
  'casino-DG-1': 'Dream Baccarat',
  'casino-WM-1': 'WM Roulette',
  'sport-SBO-1': 'SBOBET Sports',
  'sport-UFA-1': 'UFA ฟุตบอล',
  'fishing-FH-1': 'Ocean King',
  'fishing-JK-1': 'Fish Hunter 2',
  'card-KM-1': 'ไพ่ป๊อกเด้ง',
};

/** A game's picture on the mock's CDN, drawn from what the namespace knows of the game. */
export function gameImage(id: string): string {
  return `/mock-cdn/games/art/${encodeURIComponent(id)}.svg`;
}

function pick<T>(rng: RngState, items: readonly T[]): T {
  const item = items[Math.floor(nextFloat(rng) * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

function slotName(rng: RngState): string {
  const thai = nextFloat(rng) < 0.3;
  const name = thai ? `${pick(rng, THAI_FIRST)}${pick(rng, THAI_SECOND)}` : `${pick(rng, SLOT_FIRST)} ${pick(rng, SLOT_SECOND)}`;
  return `${name}${pick(rng, SEQUELS)}`;
}

function tableName(gameType: Exclude<Category, 'hot'>, code: string, index: number): string {
  const names = TABLE_NAMES[gameType];
  const base = names[index % names.length] ?? code;
  const round = Math.floor(index / names.length);
  // a provider's table: its name with the provider's short name, numbered once the names repeat
  return `${base} ${code}${round > 0 ? ` ${round + 1}` : ''}`;
}

function drawMarks(rng: RngState, gameType: string): GameMark[] | undefined {
  const marks: GameMark[] = [];
  if (nextFloat(rng) < 0.06) marks.push('new');
  if (nextFloat(rng) < 0.05) marks.push('hot');
  if (gameType === 'slot' || gameType === 'fishing' ? nextFloat(rng) < 0.08 : false) marks.push('jackpot');
  return marks.length > 0 ? marks : undefined;
}

/** How many games each provider carries in a catalogue of `size`: the shares, each at least one, slots take the rest. */
function providerSizes(size: number): number[] {
  const total = PROVIDERS.reduce((sum, p) => sum + p.weight, 0);
  const others = PROVIDERS.map((p) => (p.gameType === 'slot' ? 0 : Math.max(1, Math.round((size * p.weight) / total))));
  const left = size - others.reduce((sum, n) => sum + n, 0);
  const slotCount = SLOT_PROVIDERS.length;
  let slotIndex = 0;
  return PROVIDERS.map((p, i) => {
    if (p.gameType !== 'slot') return others[i] ?? 1;
    const share = Math.floor(left / slotCount) + (slotIndex < left % slotCount ? 1 : 0);
    slotIndex += 1;
    return share;
  });
}

function buildGames(seed: number, size: number): Game[] {
  const games: Game[] = [];
  const sizes = providerSizes(size);
  PROVIDERS.forEach(({ gameType, code }, p) => {
    const names = new Set<string>();
    for (let i = 0; i < (sizes[p] ?? 0); i += 1) {
      const id = gameType === 'slot' ? `${code}-${String(i + 1).padStart(3, '0')}` : `${gameType}-${code}-${i + 1}`;
      // each game from the seed and its id alone: the first games are the same at any size
      const rng: RngState = { state: hashString(`${seed}:${id}`) };
      let name = FIRST_NAMES[id] ?? (gameType === 'slot' ? slotName(rng) : tableName(gameType, code, i));
      // a provider never carries two games of one name: draw again, then number the last resort
      for (let tries = 0; names.has(name) && gameType === 'slot' && tries < 8; tries += 1) name = slotName(rng);
      for (let n = 2; names.has(name); n += 1) name = `${name.replace(/ #\d+$/, '')} #${n}`;
      names.add(name);
      const marks = drawMarks(rng, gameType);
      // a slot provider's 12th game and every 50th after it are under maintenance: the closed state is always there
      const enabled = !(gameType === 'slot' && i % 50 === 11);
      games.push({ id, name, gameType, gameCate: code, image: gameImage(id), enabled, ...(marks ? { marks } : {}) });
    }
  });
  return games;
}

/**
 * A namespace's games: the mock's own (`drawn` from the seed), and in a namespace loaded from a
 * recording staging's games too (docs/design/mock.md#recordings). Listed by provider, by category's
 * tiles, or all; QA's maintenance applied by the caller.
 */
export class GameCatalogue {
  private readonly byId: ReadonlyMap<string, Game>;
  readonly providers: ReadonlySet<string>;

  constructor(readonly games: readonly Game[]) {
    this.byId = new Map(games.map((game) => [game.id, game]));
    this.providers = new Set(games.map((game) => game.gameCate));
  }

  /** The mock's own catalogue of `size` games drawn from the seed. */
  static drawn(seed: number, size: number): GameCatalogue {
    if (size < MIN_CATALOGUE_SIZE) throw new RangeError(`a catalogue holds at least ${MIN_CATALOGUE_SIZE} games`);
    return new GameCatalogue(buildGames(seed, size));
  }

  /** This catalogue with a recording's games listed first, each in place of a game of the same id. */
  withRecorded(recorded: readonly Game[]): GameCatalogue {
    const ids = new Set(recorded.map((game) => game.id));
    return new GameCatalogue([...recorded, ...this.games.filter((game) => !ids.has(game.id))]);
  }

  find(id: string): Game | undefined {
    return this.byId.get(id);
  }

  /** Games of a type and provider, any case; `all` for both: every game. */
  of(gameType: string, gameCate: string): Game[] {
    if (gameType === ALL_GAMES && gameCate === ALL_GAMES) return [...this.games];
    const type = gameType.toLowerCase();
    const cate = gameCate.toLowerCase();
    return this.games.filter((g) => g.gameType.toLowerCase() === type && (cate === ALL_GAMES || g.gameCate.toLowerCase() === cate));
  }

  private providerTile(category: Category, gameCate: string, list: readonly Game[]): GameTile {
    const only = list.length === 1 ? list[0] : undefined;
    return {
      id: only ? only.id : `${category}-${gameCate}`,
      name: PROVIDER_NAMES[gameCate] ?? gameCate,
      category,
      gameType: category,
      gameCate,
      image: `/mock-cdn/games/tiles/${category}-${gameCate}.svg`,
      direct: only !== undefined,
    };
  }

  /** A category's providers as tiles, in the order the catalogue lists them (a one-game provider opens directly); hot: the games marked hot, each a tile. */
  categoryTiles(category: Category): GameTile[] {
    if (category === 'hot') {
      return this.games
        .filter((g) => g.marks?.includes('hot'))
        .map((g) => ({ id: g.id, name: g.name, category, gameType: g.gameType, gameCate: g.gameCate, image: g.image, direct: true }));
    }
    const byProvider = new Map<string, Game[]>();
    for (const game of this.of(category, ALL_GAMES)) {
      const list = byProvider.get(game.gameCate);
      if (list) list.push(game);
      else byProvider.set(game.gameCate, [game]);
    }
    return [...byProvider].map(([gameCate, list]) => this.providerTile(category, gameCate, list));
  }
}

/** Outcomes of a demo round: multiplier and weight; expected return 96%. */
export const ROUND_OUTCOMES: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 57 },
  { multiplier: 0.5, weight: 10 },
  { multiplier: 1, weight: 12 },
  { multiplier: 2, weight: 12 },
  { multiplier: 5, weight: 7 },
  { multiplier: 10, weight: 2 },
];

/**
 * The home page's hot games, as configuration entries `home.hotGame.N` (docs/design/brands.md#artwork): the
 * thumbnail in `path`, the game's and provider's names, the provider's logo. A fixed pick so
 * the lobby and its screenshots stay stable.
 */
const HOT_GAME_IDS = ['JK-001', 'SG-002', 'AC-003', 'XE-003', 'casino-SA-1', 'fishing-FH-1', 'JK-010', 'card-KM-1'] as const;
export const HOT_GAME_KEYS = HOT_GAME_IDS.map((_, index) => `home.hotGame.${index + 1}` as const);

/** The demo provider's free play of a game: no account, pretend credit, nothing on the ledger. */
export function demoPath(gameId: string): string {
  return `/mock-cdn/games/play.html?demo=${encodeURIComponent(gameId)}`;
}

export function providerLogoPath(code: string): string {
  return `/mock-cdn/providers/logos/${code}.svg`;
}

export function hotGameEntryData(
  catalogue: GameCatalogue,
  key: string,
): { path: string; title: string; caption: string; logo: string; demo: string } | null {
  const index = (HOT_GAME_KEYS as readonly string[]).indexOf(key);
  const game = index >= 0 ? catalogue.find(HOT_GAME_IDS[index] ?? '') : undefined;
  if (!game) return null;
  return {
    path: game.image,
    title: game.name,
    caption: PROVIDER_NAMES[game.gameCate] ?? game.gameCate,
    logo: providerLogoPath(game.gameCate),
    demo: demoPath(game.id),
  };
}
