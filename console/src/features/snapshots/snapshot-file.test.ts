import { describe, expect, it } from 'vitest';
import { isJsonObject, snapshotClockInstant } from './snapshot-file';

describe('snapshot files', () => {
  it('takes only a JSON object for a snapshot', () => {
    expect(isJsonObject({ clock: {} })).toBe(true);
    expect(isJsonObject([{ clock: {} }])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject('snapshot')).toBe(false);
  });

  it("names the file by the mock's clock: the frozen instant plus the offset, or now plus the offset", () => {
    const now = Date.parse('2026-11-25T08:00:00Z');
    const frozen = Date.parse('2026-03-10T05:00:00Z');
    expect(snapshotClockInstant({ clock: { frozenAt: frozen, offsetMs: 60_000 } }, now)).toBe(frozen + 60_000);
    expect(snapshotClockInstant({ clock: { frozenAt: null, offsetMs: -60_000 } }, now)).toBe(now - 60_000);
    expect(snapshotClockInstant({ members: [] }, now)).toBe(now);
    expect(snapshotClockInstant({ clock: 'broken' }, now)).toBe(now);
  });
});
