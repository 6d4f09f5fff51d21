import { describe, expect, it } from 'vitest';
import { bangkokDaysBetween, fromBangkokInput, nextBangkokMidnight, nextBangkokMonth, toBangkokInput } from './bangkok';

// 2026-12-31 23:30 in Bangkok is 16:30 UTC
const lateOnNewYearsEve = Date.parse('2026-12-31T16:30:00Z');

describe("the console's Bangkok clock helpers", () => {
  it('finds the next Bangkok midnight and the next Bangkok month across a year end', () => {
    expect(new Date(nextBangkokMidnight(lateOnNewYearsEve)).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(new Date(nextBangkokMonth(lateOnNewYearsEve)).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(new Date(nextBangkokMonth(Date.parse('2026-11-25T08:00:00Z'))).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('counts Bangkok days, not 24-hour spans', () => {
    expect(bangkokDaysBetween(lateOnNewYearsEve, lateOnNewYearsEve + 60 * 60 * 1000)).toBe(1);
    expect(bangkokDaysBetween(lateOnNewYearsEve, lateOnNewYearsEve - 20 * 60 * 60 * 1000)).toBe(0);
    expect(bangkokDaysBetween(lateOnNewYearsEve, lateOnNewYearsEve - 24 * 60 * 60 * 1000)).toBe(-1);
  });

  it('reads and writes datetime-local values as Bangkok wall time', () => {
    expect(toBangkokInput(lateOnNewYearsEve)).toBe('2026-12-31T23:30');
    expect(fromBangkokInput('2026-12-31T23:30')).toBe(lateOnNewYearsEve);
    expect(fromBangkokInput('2026-12-31T23:30:15')).toBe(lateOnNewYearsEve + 15_000);
    expect(fromBangkokInput('')).toBeNaN();
  });
});
