/** An instant (epoch ms) as the ISO string the contract's IsoDateTime carries. */
export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
