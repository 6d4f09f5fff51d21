import type { ServerInferRequest } from '@ts-rest/core';
import type { JournalEntry, mockControlContract } from '@site/contract/mock-control';
import { iso } from '../../lib/iso-instant';
import type { NamespaceState } from '../../state/namespace-state';

type JournalQuery = ServerInferRequest<typeof mockControlContract.journal>['query'];

/** The namespace's newest requests that pass every filter given (member and path any case), oldest first. */
export function journalEntries(state: NamespaceState, query: JournalQuery): JournalEntry[] {
  const member = query.member?.trim().toLowerCase();
  const method = query.method?.trim().toUpperCase();
  const path = query.path?.trim().toLowerCase();
  return state.data.journal
    .filter(
      (entry) =>
        (!member || entry.member?.toLowerCase() === member) &&
        (!method || entry.method === method) &&
        (!path || entry.url.toLowerCase().includes(path)) &&
        (query.status === undefined || `${String(entry.status)[0]}xx` === query.status),
    )
    .slice(-query.limit)
    .map((entry) => ({ ...entry, at: iso(entry.at) }));
}
