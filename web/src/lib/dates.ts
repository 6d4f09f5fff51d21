import { BUSINESS_TIME_ZONE } from '@site/contract';

const dateTimeFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** An ISO instant as Thai date and time in Bangkok, e.g. 21 พ.ย. 2569 17:00. */
export function formatDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

/** The Bangkok calendar day (YYYY-MM-DD) of an instant, `days` later. */
export function bangkokDay(at: Date, days = 0): string {
  return dayFormatter.format(new Date(at.getTime() + days * 86_400_000));
}

const shortDayFormatter = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' });

/** A Bangkok calendar day (YYYY-MM-DD) in Thai, e.g. 21 พ.ย. 2569 (or 21 พ.ย. when short). */
export function formatDay(day: string, short = false): string {
  const at = new Date(`${day}T00:00:00Z`);
  return (short ? shortDayFormatter : longDayFormatter).format(at);
}

/** Day of month (1-31) in Bangkok of an instant: the check-in day of spec 4. */
export function bangkokDayOfMonth(at: Date): number {
  return Number(bangkokDay(at).slice(8, 10));
}
