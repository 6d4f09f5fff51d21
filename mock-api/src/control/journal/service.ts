import type { ServerInferRequest } from '@ts-rest/core';
import type { JournalEntry, mockControlContract } from '@site/contract/mock-control';
import { iso } from '../../lib/iso-instant';
import { faultMatcher } from '../../plugins/faults';
import type { NamespaceState } from '../../state/namespace-state';
import type { JournalRecord } from '../../state/types';

type JournalQuery = ServerInferRequest<typeof mockControlContract.journal>['query'];

/** One status (`503`) or a class (`5xx`); a request with no answer has neither. */
function statusMatches(status: number | null, wanted: string): boolean {
  if (status === null) return false;
  return wanted.endsWith('xx') ? `${String(status)[0]}xx` === wanted : String(status) === wanted;
}

/** The namespace's newest requests that pass every filter given (member, path and text any case), oldest first. */
export function journalEntries(state: NamespaceState, query: JournalQuery): JournalEntry[] {
  const member = query.member?.trim().toLowerCase();
  const method = query.method?.trim().toUpperCase();
  const path = query.path?.trim().toLowerCase();
  const text = query.text?.trim().toLowerCase();
  const route = query.route?.trim() ? faultMatcher(query.route) : null;
  const passes = (entry: JournalRecord) =>
    (!member || entry.member?.toLowerCase() === member) &&
    (!method || entry.method === method) &&
    (!path || entry.url.toLowerCase().includes(path)) &&
    (!route || route.test(`${entry.method} ${entry.url.split('?')[0] ?? ''}`)) &&
    (query.status === undefined || statusMatches(entry.status, query.status)) &&
    (query.outcome === undefined || entry.outcome === query.outcome) &&
    (!text || `${entry.requestBody ?? ''}\n${entry.responseBody ?? ''}`.toLowerCase().includes(text));
  return state.data.journal
    .filter(passes)
    .slice(-query.limit)
    .map((entry) => ({ ...entry, at: iso(entry.at) }));
}
