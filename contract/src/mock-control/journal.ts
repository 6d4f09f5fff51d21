import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { controlRouterOptions } from './common';

const c = initContract();

export const JournalEntry = looseObject({
  /** 1, 2, 3… in the order the namespace answered. */
  seq: z.number().int(),
  /** The namespace's clock when the answer went out. */
  at: IsoDateTime,
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  /** Username of the member the request acted as (its session, or the login it made); null when anonymous. */
  member: z.string().nullable(),
  /** True when the URL was longer than JOURNAL_URL_MAX and is kept cut (a byte budget per namespace, docs/design/mock.md#bounds). */
  truncated: z.boolean(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** The journal keeps a URL up to this many characters, then cuts it and marks the entry `truncated` (docs/design/mock.md#bounds). */
export const JOURNAL_URL_MAX = 512;

/** Status classes the journal can be filtered by. */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

/** The requests a namespace received. */
export const journalControl = c.router(
  {
    journal: {
      method: 'GET',
      path: '/__mock/journal',
      summary: 'Requests the namespace received (the member API, not the control API), newest last; filters combine',
      query: z.object({
        limit: z.coerce.number().int().min(1).max(1000).default(100),
        /** The member's username, any case. */
        member: z.string().max(64).optional(),
        method: z.string().max(10).optional(),
        /** Part of the URL, any case. */
        path: z.string().max(200).optional(),
        status: z.enum(STATUS_CLASSES).optional(),
      }),
      responses: { 200: z.array(JournalEntry) },
    },
  },
  controlRouterOptions,
);
