import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a lowered cost: the mock hashes every seeded member at namespace creation,
 * and N=2^10 keeps that in milliseconds while still never storing a password in clear.
 */
const COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * Seeded members get the same salt in every namespace of a seed, so their hashes are computed
 * once per process: a new namespace then costs no scrypt work.
 */
const seededHashes = new Map<string, string>();
const MAX_CACHED_HASHES = 10_000;

export function hashPassword(password: string, salt?: string): string {
  if (salt === undefined) return derive(password, randomBytes(16).toString('hex'));
  const cacheKey = `${salt}:${password}`;
  let hash = seededHashes.get(cacheKey);
  if (hash === undefined) {
    hash = derive(password, salt);
    if (seededHashes.size >= MAX_CACHED_HASHES) seededHashes.clear();
    seededHashes.set(cacheKey, hash);
  }
  return hash;
}

function derive(password: string, salt: string): string {
  const key = scryptSync(password, salt, KEY_LENGTH, COST).toString('hex');
  return `scrypt$${salt}$${key}`;
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !keyHex) return Promise.resolve(false);
  const expected = Buffer.from(keyHex, 'hex');
  return new Promise((resolve) => {
    scrypt(password, salt, KEY_LENGTH, COST, (error, key) => {
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected));
    });
  });
}
