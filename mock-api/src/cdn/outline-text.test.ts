import { describe, expect, it } from 'vitest';
import { compactPathData, outlineText } from './outline-text';

/** Relative path data back to absolute points, one list per command. */
function absolutePoints(data: string): Array<[string, number[]]> {
  const tokens = data.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const counts: Record<string, number> = { m: 1, l: 1, q: 2, c: 3, z: 0 };
  const commands: Array<[string, number[]]> = [];
  let x = 0;
  let y = 0;
  let start = [0, 0];
  for (let index = 0; index < tokens.length;) {
    const letter = tokens[index++] ?? '';
    const relative = letter !== 'M';
    const values: number[] = [];
    for (let point = 0; point < (counts[letter.toLowerCase()] ?? 0); point++) {
      const px = Number(tokens[index++]) + (relative ? x : 0);
      const py = Number(tokens[index++]) + (relative ? y : 0);
      values.push(Math.round(px * 10) / 10, Math.round(py * 10) / 10);
      if (point === (counts[letter.toLowerCase()] ?? 0) - 1) [x, y] = [px, py];
    }
    if (letter.toLowerCase() === 'm') start = [x, y];
    if (letter === 'z') [x, y] = start as [number, number];
    commands.push([letter.toUpperCase(), values]);
  }
  return commands;
}

describe('compactPathData', () => {
  it('writes the same outline in relative commands, on the grid it is given, with no drift', () => {
    const absolute = 'M 10.04 20.46 L 30.51 20.44 Q 35.2 25.26 30.5 30.04 C 20.1 40 12 35.55 10.04 20.46 Z M 50 50 L 60 60 Z L 70 70';
    const compact = compactPathData(absolute, 10);
    expect(compact).toBe('M10 20.5l20.5-.1q4.7 4.9 0 9.6c-10.4 10-18.5 5.6-20.5-9.5zm40 29.5l10 10zl20 20');
    expect(absolutePoints(compact)).toEqual([
      ['M', [10, 20.5]],
      ['L', [30.5, 20.4]],
      ['Q', [35.2, 25.3, 30.5, 30]],
      ['C', [20.1, 40, 12, 35.6, 10, 20.5]],
      ['Z', []],
      ['M', [50, 50]],
      ['L', [60, 60]],
      ['Z', []],
      ['L', [70, 70]],
    ]);
    expect(compactPathData('M 10.4 20.6 L 30.5 20.4', 1)).toBe('M10 21l21-1');
  });

  it('refuses a command it does not know rather than drawing something else', () => {
    expect(() => compactPathData('M 0 0 A 5 5 0 0 1 10 10', 1)).toThrow(/A/);
  });
});

describe('outlineText', () => {
  const picture = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">${text}</svg>`;

  it('replaces each text with the outlines of its glyphs, Thai and Latin, in its colour, labelled with its words and size', () => {
    const outlined = outlineText(
      picture(
        '<rect width="600" height="200" fill="#111"/><text x="20" y="80" font-size="40" font-weight="bold" fill="#ffd166">โบนัส 50%</text>',
      ),
    );
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain('<rect width="600" height="200" fill="#111"/>');
    expect(outlined).toMatch(/<g data-text="โบนัส 50%" data-font-size="40"><path fill="#ffd166" d="M[^"]+"\/>/);
    // the Latin digits come from the face's Latin file: words with them draw more than without
    const withoutDigits = outlineText(picture('<text x="20" y="80" font-size="40" font-weight="bold" fill="#ffd166">โบนัส</text>'));
    expect(outlined.length).toBeGreaterThan(withoutDigits.length + 200);
  });

  it('draws bold words in the bold face, Latin as well as Thai, and keeps the text’s opacity', () => {
    const line = (weight: string) =>
      outlineText(picture(`<text x="20" y="80" font-size="40" ${weight} fill="#fff" opacity=".85">50%</text>`));
    const bold = line('font-weight="bold"');
    const regular = line('');
    expect(bold).not.toBe(regular);
    expect(regular).toContain('data-font-size="40" opacity=".85"><path');
  });

  it('centres words the way the text did, around its x', () => {
    const start = outlineText(picture('<text x="300" y="80" font-size="40" fill="#fff">สยาม</text>'));
    const middle = outlineText(picture('<text x="300" y="80" font-size="40" fill="#fff" text-anchor="middle">สยาม</text>'));
    const firstX = (svg: string) => Number(/d="M(-?[\d.]+)/.exec(svg)?.[1]);
    expect(firstX(start)).toBeGreaterThanOrEqual(300);
    expect(firstX(middle)).toBeLessThan(300);
  });

  it('gives SARA AM its width: the letter after it does not draw over it', () => {
    const rightEdge = (words: string) => {
      const outlined = outlineText(picture(`<text x="20" y="80" font-size="40" fill="#fff">${words}</text>`));
      const xs = [...outlined.matchAll(/ d="([^"]*)"/g)].flatMap(([, data]) =>
        absolutePoints(data ?? '').flatMap(([, values]) => values.filter((_, index) => index % 2 === 0)),
      );
      return Math.max(...xs);
    };
    // SARA AM is NIKHAHIT over SARA AA: the word is as wide as with SARA AA alone
    expect(Math.abs(rightEdge('ทำงาน') - rightEdge('ทางาน'))).toBeLessThan(2);
    expect(Math.abs(rightEdge('น้ำ') - rightEdge('น้า'))).toBeLessThan(2);
  });
});
