import type { Readable, Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those we have: br, then gzip, then identity. */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get('*');
  const weight = (encoding: string) => accepted.get(encoding) ?? wildcard ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.has(encoding) && weight(encoding) > 0) return encoding;
  }
  return 'identity';
}

/** gzip at level 6 and brotli at quality 5: quick enough to make on a request and within a few per cent of the smallest. */
const GZIP_LEVEL = 6;
const BROTLI_PARAMS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A body made on the server, once, in every encoding. */
export function encodedVariants(body: Buffer): Record<Encoding, Buffer> {
  return { identity: body, gzip: encodeBody(body, 'gzip'), br: encodeBody(body, 'br') };
}

/** One body in one encoding as it passes: a Buffer at once, a stream as it flows. */
export function encodeBody<Body extends Buffer | Readable>(
  body: Body,
  encoding: Exclude<Encoding, 'identity'>,
): Body extends Buffer ? Buffer : Transform;
export function encodeBody(body: Buffer | Readable, encoding: Exclude<Encoding, 'identity'>): Buffer | Transform {
  if (Buffer.isBuffer(body)) return encoding === 'br' ? brotliCompressSync(body, BROTLI_PARAMS) : gzipSync(body, { level: GZIP_LEVEL });
  const encoder = encoding === 'br' ? createBrotliCompress(BROTLI_PARAMS) : createGzip({ level: GZIP_LEVEL });
  // an upstream body that fails midway ends the member's answer the same way
  body.once('error', (error: Error) => encoder.destroy(error));
  return body.pipe(encoder);
}

const EVERY_ENCODING: ReadonlySet<Encoding> = new Set(['br', 'gzip', 'identity']);

/** Of a body's variants from `encodedVariants`, the one the client accepts best. */
export function pickVariant(variants: Record<Encoding, Buffer>, acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer } {
  const encoding = chooseEncoding(acceptEncoding, EVERY_ENCODING);
  return { encoding, body: variants[encoding] };
}
