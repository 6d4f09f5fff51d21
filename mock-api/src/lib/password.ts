import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a lowered cost: the mock hashes every seeded member at namespace creation,
 * and N=2^10 keeps that in milliseconds while still never storing a password in clear.
 */
const COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
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
