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
