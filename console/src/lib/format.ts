import { BUSINESS_TIME_ZONE } from '@site/contract/bangkok-time';
import { LEVELS, THAI_BANKS } from '@site/contract/rules';
import { formatBaht as formatBahtAmount } from '@site/web/lib/money';
import { th } from '../i18n/th';

const dateTimeFormatter = new Intl.DateTimeFormat('th-TH', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'medium',
});
const shortDateTimeFormatter = new Intl.DateTimeFormat('th-TH', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const timeFormatter = new Intl.DateTimeFormat('th-TH', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

/** e.g. วันอังคารที่ 10 มีนาคม พ.ศ. 2569 เวลา 12:00:00 (Bangkok). */
export function formatBangkok(instant: string | number): string {
  return dateTimeFormatter.format(new Date(instant));
}

export function formatBangkokShort(instant: string | number): string {
  return shortDateTimeFormatter.format(new Date(instant));
}

/** e.g. 10/3/69 12:00:05: a log line's time, to the second. */
export function formatBangkokTime(instant: string | number): string {
  return timeFormatter.format(new Date(instant));
}

/** The member site's one money formatter (docs/conventions.md, money and time), with the unit. */
export function formatBaht(amount: number): string {
  return th.app.baht(formatBahtAmount(amount));
}

export function levelName(id: number): string {
  const level = LEVELS.find((l) => l.id === id);
  return level ? `${id} · ${level.nameTh}` : String(id);
}

export function bankName(code: string): string {
  return THAI_BANKS.find((b) => b.code === code)?.nameTh ?? code;
}
