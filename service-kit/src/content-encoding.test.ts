import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './content-encoding';

const all = new Set<Encoding>(['br', 'gzip', 'identity']);

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, identity', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });

  it('only offers what exists', () => {
    expect(chooseEncoding('br, gzip', new Set<Encoding>(['gzip', 'identity']))).toBe('gzip');
  });
});
