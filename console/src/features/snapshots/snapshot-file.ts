/** A snapshot is a JSON object; a file holding anything else is refused before the mock is asked. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The mock's clock in a snapshot (the frozen instant, or now, plus the offset), for the file's name. */
export function snapshotClockInstant(snapshot: Record<string, unknown>, now = Date.now()): number {
  const clock = snapshot.clock;
  if (typeof clock !== 'object' || clock === null) return now;
  const frozenAt = 'frozenAt' in clock && typeof clock.frozenAt === 'number' ? clock.frozenAt : now;
  const offsetMs = 'offsetMs' in clock && typeof clock.offsetMs === 'number' ? clock.offsetMs : 0;
  return frozenAt + offsetMs;
}
