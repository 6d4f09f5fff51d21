import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { controlRouterOptions } from './common';
import { Fault } from './faults';

const c = initContract();

/**
 * How a journalled request ended: the mock answered it (itself, a fault's status or a stub),
 * a fault is holding it (latency or a timeout, no answer yet), or a fault dropped its connection.
 */
export const JOURNAL_OUTCOMES = ['answered', 'held', 'dropped'] as const;

/** Headers as the journal keeps them: lower-case names, secrets masked, each value cut at JOURNAL_HEADER_MAX. */
export const JournalHeaders = z.record(z.string());

export const JournalEntry = looseObject({
  /** 1, 2, 3… in the order the namespace received its requests (a held one is numbered when it arrived). */
  seq: z.number().int(),
  /** The namespace's clock when the answer went out (when the fault took it, for a held or dropped request). */
  at: IsoDateTime,
  method: z.string(),
  /** Path and query; a bank account id in the path and secret query values are masked. */
  url: z.string(),
  /** Null while held and when dropped: no answer went out. */
  status: z.number().int().nullable(),
  durationMs: z.number(),
  /** Username of the member the request acted as (its session, or the login it made); null when anonymous. */
  member: z.string().nullable(),
  /** True when the URL was longer than JOURNAL_URL_MAX and is kept cut (a byte budget per namespace, docs/design/mock.md#bounds). */
  truncated: z.boolean(),
  outcome: z.enum(JOURNAL_OUTCOMES),
  /** The fault that took the request (its status answered, its latency delayed, it held or dropped it); null: none. */
  fault: Fault.nullable(),
  /** The stub that answered it (docs/design/mock.md#stubs); null: none. */
  stub: z.object({ id: z.string(), route: z.string(), offContract: z.boolean() }).nullable(),
  requestHeaders: JournalHeaders,
  /** As sent, secrets masked (`***`), cut at JOURNAL_BODY_MAX characters; null: no body. */
  requestBody: z.string().nullable(),
  responseHeaders: JournalHeaders,
  responseBody: z.string().nullable(),
  /** True when a body was longer than JOURNAL_BODY_MAX and is kept cut. */
  bodyTruncated: z.boolean(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** Requests one namespace's journal keeps: a ring, the oldest goes first (docs/design/mock.md#journal). */
export const JOURNAL_MAX = 500;
/** The journal keeps a URL up to this many characters, then cuts it and marks the entry `truncated` (docs/design/mock.md#bounds). */
export const JOURNAL_URL_MAX = 512;
/** Characters kept of each request and response body, after masking. */
export const JOURNAL_BODY_MAX = 2_000;
/** Characters kept of each header value. */
export const JOURNAL_HEADER_MAX = 200;
/** What a masked secret reads as, in bodies, headers and URLs. */
export const MASKED = '***';

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
        limit: z.coerce.number().int().min(1).max(JOURNAL_MAX).default(100),
        /** The member's username, any case. */
        member: z.string().max(64).optional(),
        method: z.string().max(10).optional(),
        /** Part of the URL, any case. */
        path: z.string().max(200).optional(),
        /** "METHOD /path" with `*` for any characters, as a fault names its route: the whole line must match. */
        route: z.string().max(200).optional(),
        /** A status class (`4xx`) or one status (`503`). */
        status: z
          .string()
          .regex(/^[2-5](xx|\d\d)$/)
          .optional(),
        /** Part of the request or response body, any case (masked secrets cannot be found). */
        text: z.string().max(200).optional(),
        outcome: z.enum(JOURNAL_OUTCOMES).optional(),
      }),
      responses: { 200: z.array(JournalEntry) },
    },
  },
  controlRouterOptions,
);
