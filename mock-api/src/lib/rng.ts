/**
 * mulberry32: a tiny seeded PRNG whose whole state is one 32-bit integer, so a namespace's
 * draws (wheel, cards, game rounds) survive a JSON snapshot and replay identically.
 */
export interface RngState {
  state: number;
}

export function nextFloat(rng: RngState): number {
  rng.state = (rng.state + 0x6d2b79f5) | 0;
  let t = rng.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Draws an index with probability weight[i] / sum(weights). */
export function drawWeighted(rng: RngState, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let ticket = nextFloat(rng) * total;
  for (let i = 0; i < weights.length; i += 1) {
    ticket -= weights[i] ?? 0;
    if (ticket < 0) return i;
  }
  return weights.length - 1;
}

/** A stable 32-bit hash of a string, for deterministic per-input choices (FNV-1a). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A uuid-shaped id derived from text, so the same namespace gives the same address id. */
export function deterministicUuid(text: string): string {
  const hex = Array.from({ length: 4 }, (_, i) => hashString(`${text}:${i}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
