import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bangkokDay,
  bangkokDayOfMonth,
  bangkokDayStart,
  bangkokInstant,
  bangkokMonth,
  firstOfNextMonth,
  shiftDay,
  weekStart,
} from './bangkok-time';

describe('Bangkok calendar arithmetic', () => {
  it('starts a day at midnight Bangkok (17:00 UTC the day before), whatever the instant is given as', () => {
    expect(bangkokDay(Date.parse('2026-11-23T16:59:59.999Z'))).toBe('2026-11-23');
    expect(bangkokDay('2026-11-23T17:00:00.000Z')).toBe('2026-11-24');
    expect(bangkokDay(new Date('2026-11-23T17:00:00.000Z'))).toBe('2026-11-24');
    expect(bangkokDayStart('2026-11-24')).toBe(Date.parse('2026-11-23T17:00:00.000Z'));
    expect(bangkokDayOfMonth('2026-11-30T18:00:00.000Z')).toBe(1);
    expect(bangkokMonth('2026-12-31T17:30:00.000Z')).toBe('2027-01');
  });

  it('moves by days across months and years, and finds the Monday and the next month', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-11-24', -29)).toBe('2026-10-26');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01');
  });

  it('gives the day Intl gives for Asia/Bangkok, for any instant from 1970 to 2100', () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.parse('2100-01-01T00:00:00Z') }), (ms) => {
        expect(bangkokDay(ms)).toBe(intlDay.format(new Date(ms)));
      }),
      { numRuns: 2_000 },
    );
    expect(() => bangkokDay('not a date')).toThrow(RangeError);
  });

  it('turns a Bangkok wall-clock time into an ISO instant', () => {
    expect(bangkokInstant('2026-11-24', '00:05:00')).toBe('2026-11-23T17:05:00.000Z');
    expect(bangkokDay(bangkokInstant('2026-11-24', '23:55:00'))).toBe('2026-11-24');
  });
});
