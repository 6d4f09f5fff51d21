import { BUSINESS_TIME_ZONE } from '@site/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Bangkok has no daylight saving: UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Bangkok calendar day of an instant, YYYY-MM-DD. */
export function bangkokDay(epochMs: number): string {
  return dayFormat.format(new Date(epochMs));
}

/** Day of month (1-31) in Bangkok. */
export function bangkokDayOfMonth(epochMs: number): number {
  return Number(bangkokDay(epochMs).slice(8, 10));
}

/** YYYY-MM of the Bangkok calendar month. */
export function bangkokMonth(epochMs: number): string {
  return bangkokDay(epochMs).slice(0, 7);
}

/** The instant a Bangkok day (YYYY-MM-DD) starts. */
export function bangkokDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS;
}

/** The Bangkok day before or after `day` by `delta` days. */
export function shiftDay(day: string, delta: number): string {
  return bangkokDay(bangkokDayStart(day) + delta * DAY_MS + 60_000);
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** The Monday that starts the Bangkok week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}
