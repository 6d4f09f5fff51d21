import { bangkokDay, bangkokDayStart, DAY_MS, firstOfNextMonth, shiftDay } from '@site/contract/bangkok-time';

// The console's clock buttons and inputs, on the contract's one Bangkok calendar.

/** The next Bangkok midnight after the instant. */
export function nextBangkokMidnight(instant: number): number {
  return bangkokDayStart(shiftDay(bangkokDay(instant), 1));
}

/** Midnight Bangkok on the first day of the next month. */
export function nextBangkokMonth(instant: number): number {
  return bangkokDayStart(firstOfNextMonth(bangkokDay(instant)));
}

/** Whole Bangkok days from one instant's day to another's (negative when going back). */
export function bangkokDaysBetween(from: number, to: number): number {
  return Math.round((bangkokDayStart(bangkokDay(to)) - bangkokDayStart(bangkokDay(from))) / DAY_MS);
}

/** The value of an <input type="datetime-local"> read as Bangkok wall time. */
export function fromBangkokInput(value: string): number {
  return Date.parse(value.length === 16 ? `${value}:00+07:00` : `${value}+07:00`);
}

/** An instant as the value of an <input type="datetime-local"> in Bangkok wall time. */
export function toBangkokInput(instant: number): string {
  const day = bangkokDay(instant);
  // the time into the Bangkok day, read as a time into 1970-01-01 UTC
  return `${day}T${new Date(instant - bangkokDayStart(day)).toISOString().slice(11, 16)}`;
}
