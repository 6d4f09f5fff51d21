/**
 * Registration data for scenarios: valid Thai mobiles, usernames and bank accounts. Seeded, so a
 * run against the mock is reproducible; against another target the runner seeds it from the
 * clock, so members registered by earlier runs never collide.
 */
export interface DataGenerator {
  /** A Thai mobile number (09xxxxxxxx). */
  phone(): string;
  /** A username of letters and digits, 10 characters. */
  username(): string;
  /** A 10-digit bank account number. */
  bankId(): string;
  /** A Thai full name. */
  thaiName(): string;
  /** An integer in [0, bound). */
  int(bound: number): number;
}

const FIRST_NAMES = ['สมชาย', 'สมหญิง', 'วิชัย', 'มาลี', 'ประเสริฐ', 'กนกวรรณ', 'ธนพล', 'ศิริพร'] as const;
const LAST_NAMES = ['ใจดี', 'รักไทย', 'ทองมา', 'สุขสันต์', 'ศรีสุข', 'บุญมา', 'แก้วกล้า', 'พรหมมา'] as const;

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, good enough for test data. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createDataGenerator(seed: string): DataGenerator {
  const next = rng(hashSeed(seed));
  const int = (bound: number) => Math.floor(next() * bound);
  const digits = (count: number) => Array.from({ length: count }, () => String(int(10))).join('');
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return {
    phone: () => `09${digits(8)}`,
    username: () => `qa${Array.from({ length: 8 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'.charAt(int(32))).join('')}`,
    bankId: () => `1${digits(9)}`,
    thaiName: () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
    int,
  };
}
