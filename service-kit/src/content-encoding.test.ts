import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, type Encoding, encodedVariants, pickVariant } from './content-encoding';

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

describe('pickVariant', () => {
  it('answers with the body of the encoding the client accepts best, which decompresses to the original', () => {
    const body = Buffer.from('สวัสดี '.repeat(50));
    const variants = encodedVariants(body);
    const br = pickVariant(variants, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(body);
    expect(gunzipSync(pickVariant(variants, 'gzip').body)).toEqual(body);
    expect(pickVariant(variants, undefined)).toEqual({ encoding: 'identity', body });
  });
});
