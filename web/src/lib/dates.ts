import { BUSINESS_TIME_ZONE } from '@site/contract/bangkok-time';
import { onFirstUse } from './on-first-use';

/** A th-TH date formatter, made on first use. */
function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat('th-TH', options));
}

// Named fields, not dateStyle/timeStyle: Safari before 14.1 ignores those and showed a bare date
// without its time. In th-TH these give the same text as dateStyle 'medium' and timeStyle 'short'.
const MEDIUM_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateTimeFormatter = formatterOnFirstUse({ ...MEDIUM_DATE, hour: '2-digit', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/**
 * Spaces that do not break: a date is read as one unit, and in a narrow column one broke
 * between day and month, or left the time or the year alone on the next line.
 */
function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** An ISO instant as Thai date and time in Bangkok, e.g. 21 พ.ย. 2569 17:00. */
export function formatDateTime(iso: string): string {
  return unbroken(dateTimeFormatter().format(new Date(iso)));
}

const shortDayFormatter = formatterOnFirstUse({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormatter = formatterOnFirstUse({ ...MEDIUM_DATE, timeZone: 'UTC' });

/** A Bangkok calendar day (YYYY-MM-DD) in Thai, e.g. 21 พ.ย. 2569 (or 21 พ.ย. when short). */
export function formatDay(day: string, short = false): string {
  const at = new Date(`${day}T00:00:00Z`);
  return unbroken((short ? shortDayFormatter : longDayFormatter)().format(at));
}

const weekdayFormatter = formatterOnFirstUse({ weekday: 'narrow', timeZone: 'UTC' });

/** The weekday of a Bangkok calendar day (YYYY-MM-DD) in a letter or two, e.g. พ or พฤ. */
export function formatWeekday(day: string): string {
  return weekdayFormatter().format(new Date(`${day}T00:00:00Z`));
}
