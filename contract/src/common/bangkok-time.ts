/**
 * Bangkok calendar arithmetic, the one copy every workspace uses (`@site/contract/bangkok-time`):
 * days start at midnight Asia/Bangkok for check-in, withdrawal counts and daily caps, wheel and
 * card plays (docs/conventions.md, money and time). Days are YYYY-MM-DD strings; instants are
 * epoch milliseconds, ISO strings or Dates. Plain arithmetic on UTC+7, no Intl: a page that
 * only needs today's date does not pay for building a time-zone formatter (tens of milliseconds
 * on a phone's first use).
 */

/** The business time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';
/** Bangkok has no daylight saving: UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as epoch milliseconds, an ISO string or a Date. */
export type Instant = number | string | Date;

/** The Bangkok calendar day of an instant, YYYY-MM-DD: the UTC date of the instant 7 hours on. */
export function bangkokDay(instant: Instant): string {
  const shifted = new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Invalid time value');
  const year = shifted.getUTCFullYear();
  const month = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  const day = String(shifted.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/** Day of month (1-31) in Bangkok: the check-in day of spec 4. */
export function bangkokDayOfMonth(instant: Instant): number {
  return Number(bangkokDay(instant).slice(8, 10));
}

/** YYYY-MM of the Bangkok calendar month. */
export function bangkokMonth(instant: Instant): string {
  return bangkokDay(instant).slice(0, 7);
}

/** The instant (epoch ms) a Bangkok day starts. */
export function bangkokDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS;
}

/** The Bangkok day `delta` days after (or, negative, before) `day`. */
export function shiftDay(day: string, delta: number): string {
  return bangkokDay(bangkokDayStart(day) + delta * DAY_MS + 60_000);
}

/** The Monday that starts the Bangkok week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The first day of the Bangkok month after `day`'s. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The ISO instant of a Bangkok wall-clock time (HH:MM:SS) on `day`. */
export function bangkokInstant(day: string, time: string): string {
  return new Date(`${day}T${time}+07:00`).toISOString();
}
