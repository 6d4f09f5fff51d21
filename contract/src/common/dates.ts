import { z } from 'zod';
import { validationMessages as m } from './messages';

/** ISO 8601 instant with offset, e.g. 2026-11-21T17:00:00.000Z. */
export const IsoDateTime = z.string().datetime({ offset: true, message: m.invalid });
/** A calendar day in Asia/Bangkok, YYYY-MM-DD. */
export const DateOnly = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m.dateFormat);

export const DateRange = z
  .object({ start: DateOnly, end: DateOnly })
  .refine((r) => r.start <= r.end, { message: m.dateRange, path: ['end'] });
