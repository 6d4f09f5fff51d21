import { describe, expect, it } from 'vitest';
import { isSpecialHost } from './special-host';

const LIST = ['lanna-club.example', '*.mirror.example', 'Andaman-Bet.Example.'];

describe('isSpecialHost (spec 6 special-host list)', () => {
  it('flags a listed host, whatever its case or trailing dot', () => {
    expect(isSpecialHost('lanna-club.example', LIST)).toBe(true);
    expect(isSpecialHost('LANNA-CLUB.EXAMPLE.', LIST)).toBe(true);
    expect(isSpecialHost('andaman-bet.example', LIST)).toBe(true);
  });

  it('flags subdomains only through a wildcard entry', () => {
    expect(isSpecialHost('a.mirror.example', LIST)).toBe(true);
    expect(isSpecialHost('b.a.mirror.example', LIST)).toBe(true);
    expect(isSpecialHost('mirror.example', LIST)).toBe(false);
    expect(isSpecialHost('www.lanna-club.example', LIST)).toBe(false);
    expect(isSpecialHost('evilmirror.example', LIST)).toBe(false);
  });

  it('flags nothing for other hosts or an empty list (the default brand)', () => {
    expect(isSpecialHost('siamgames.example', LIST)).toBe(false);
    expect(isSpecialHost('lanna-club.example.evil', LIST)).toBe(false);
    expect(isSpecialHost('lanna-club.example', [])).toBe(false);
    expect(isSpecialHost('', LIST)).toBe(false);
  });
});
