import { createHmac } from 'node:crypto';

/** Signs a JWT by hand, so tests can forge expired, foreign-algorithm or unsigned tokens. */
export function signJwt(payload: Record<string, unknown>, secret: string, alg: 'HS256' | 'HS512' | 'none' = 'HS256'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  const signature = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}
