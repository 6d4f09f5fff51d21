import type { JournalRecord } from '../state/types';

/** A journal entry of an answered GET, with the fields a test names. */
export function journalRecord(fields: Partial<Omit<JournalRecord, 'seq'>> = {}): Omit<JournalRecord, 'seq'> {
  return {
    at: 0,
    method: 'GET',
    url: '/api/setting',
    truncated: false,
    status: 200,
    durationMs: 1,
    member: null,
    outcome: 'answered',
    fault: null,
    stub: null,
    requestHeaders: {},
    requestBody: null,
    responseHeaders: {},
    responseBody: null,
    bodyTruncated: false,
    ...fields,
  };
}
