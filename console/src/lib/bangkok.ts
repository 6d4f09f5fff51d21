/** Bangkok is UTC+7 all year (no daylight saving), so its calendar is UTC shifted by 7 hours. */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function shifted(instant: number): Date {
  return new Date(instant + OFFSET_MS);
}

/** YYYY-MM-DD of the Bangkok day the instant falls in. */
export function bangkokDay(instant: number): string {
  return shifted(instant).toISOString().slice(0, 10);
}

/** The next Bangkok midnight after the instant. */
export function nextBangkokMidnight(instant: number): number {
  const local = shifted(instant);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - OFFSET_MS;
}

/** Midnight Bangkok on the first day of the next month. */
export function nextBangkokMonth(instant: number): number {
  const local = shifted(instant);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS;
}

/** Whole Bangkok days from one instant's day to another's (negative when going back). */
export function bangkokDaysBetween(from: number, to: number): number {
  return Math.round((Date.parse(bangkokDay(to)) - Date.parse(bangkokDay(from))) / DAY_MS);
}

/** The value of an <input type="datetime-local"> read as Bangkok wall time. */
export function fromBangkokInput(value: string): number {
  return Date.parse(value.length === 16 ? `${value}:00+07:00` : `${value}+07:00`);
}

/** An instant as the value of an <input type="datetime-local"> in Bangkok wall time. */
export function toBangkokInput(instant: number): string {
  return shifted(instant).toISOString().slice(0, 16);
}
