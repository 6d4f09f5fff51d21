import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

/**
 * WOFF 1.0 to the plain font (sfnt) it wraps: the tables, each inflated where it was compressed,
 * behind a new offset table. resvg reads TTF and OTF only, and the web app's own Noto Sans Thai
 * comes as WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + 16 * tableCount);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= tableCount) {
    power *= 2;
    log2 += 1;
  }
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let position = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(position, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    position += padded.length;
  });
  return Buffer.concat(parts);
}

const FAMILY = 'Noto Sans Thai';
const fonts = new Map<number, string[]>();
/**
 * The web app's face in one weight, Thai and Latin, as font files resvg can read (it takes paths
 * only): written once to the temporary folder, named by their content, and shared by every mock
 * process after. One weight at a time: resvg takes Latin glyphs, missing from the Thai file, from
 * any face it has loaded, whatever its weight.
 */
function fontFiles(weight: 400 | 700): string[] {
  const known = fonts.get(weight);
  if (known) return known;
  const require = createRequire(import.meta.url);
  const files = ['thai', 'latin'].map((subset) => {
    const font = woffToSfnt(
      readFileSync(require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`)),
    );
    const file = join(tmpdir(), `mock-art-${createHash('sha1').update(font).digest('hex').slice(0, 16)}.ttf`);
    if (!existsSync(file)) {
      // written whole under another name first: a process reading it never sees half a font
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, font);
      renameSync(partial, file);
    }
    return file;
  });
  fonts.set(weight, files);
  return files;
}

const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const POINTS_PER_COMMAND: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3, Z: 0 };

/**
 * Absolute path data (as resvg writes it: M, L, Q, C and Z) as relative commands on a grid of
 * `1 / scale` units: the same outline in about a third of the characters.
 */
export function compactPathData(data: string, scale: number): string {
  const tokens = data.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const number = (units: number) => String(units / scale).replace(/^(-?)0\./, '$1.');
  let out = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let first = true;
  for (let index = 0; index < tokens.length;) {
    const command = tokens[index++] ?? '';
    const points = POINTS_PER_COMMAND[command];
    if (points === undefined) throw new Error(`path command ${command} not handled`);
    if (command === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const values: string[] = [];
    let endX = x;
    let endY = y;
    for (let point = 0; point < points; point++) {
      const px = Math.round(Number(tokens[index++]) * scale);
      const py = Math.round(Number(tokens[index++]) * scale);
      values.push(number(first ? px : px - x), number(first ? py : py - y));
      endX = px;
      endY = py;
    }
    out += (first ? 'M' : command.toLowerCase()) + values.join(' ').replace(/ -/g, '-');
    first = false;
    x = endX;
    y = endY;
    if (command === 'M') {
      startX = x;
      startY = y;
    }
  }
  return out;
}

/**
 * SARA AM as the NIKHAHIT and SARA AA it is drawn with, the NIKHAHIT before a tone mark on the
 * same letter, as HarfBuzz's Thai shaper does: resvg's shaper draws the whole SARA AM with no
 * width, over the next letter.
 */
function splitSaraAm(words: string): string {
  return words.replace(/([\u0e48-\u0e4b]?)\u0e33/g, '\u0e4d$1\u0e32');
}

/**
 * Every `<text>` of an SVG as the outlines of its glyphs in the site's face, in a group labelled
 * with the words and their size (docs/design/brands.md#artwork). A picture shown by `<img>` cannot use the page's
 * web fonts: its words were set in whatever Thai face the phone has, and the browser looked fonts
 * up and shaped them for every picture, on the main thread.
 */
export function outlineText(svg: string): string {
  return svg.replace(TEXT, (_whole, attributes: string, words: string) => {
    const size = Number(/font-size="([\d.]+)"/.exec(attributes)?.[1] ?? 16);
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><text${attributes}>${splitSaraAm(words)}</text></svg>`;
    const weight = /font-weight="bold"/.test(attributes) ? 700 : 400;
    const drawn = new Resvg(alone, {
      font: { loadSystemFonts: false, fontFiles: fontFiles(weight), defaultFontFamily: FAMILY },
    }).toString();
    // whole units where the words are large, tenths where they are small
    const scale = size >= 24 ? 1 : 10;
    const paths = [...drawn.matchAll(/<path\b[^>]*?fill="([^"]*)"[^>]*?\bd="([^"]*)"/g)].map(
      ([, fill, data]) => `<path fill="${fill}" d="${compactPathData(data ?? '', scale)}"/>`,
    );
    const opacity = /\sopacity="([^"]*)"/.exec(attributes)?.[1];
    return `<g data-text="${words}" data-font-size="${size}"${opacity === undefined ? '' : ` opacity="${opacity}"`}>${paths.join('')}</g>`;
  });
}
