import { BUSINESS_TIME_ZONE } from '@site/contract/bangkok-time';

const dateTimeFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** An ISO instant as Thai date and time in Bangkok, e.g. 21 พ.ย. 2569 17:00. */
export function formatDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

const shortDayFormatter = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormatter = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' });

/** A Bangkok calendar day (YYYY-MM-DD) in Thai, e.g. 21 พ.ย. 2569 (or 21 พ.ย. when short). */
export function formatDay(day: string, short = false): string {
  const at = new Date(`${day}T00:00:00Z`);
  return (short ? shortDayFormatter : longDayFormatter).format(at);
}
