import { QueryClient } from '@tanstack/react-query';
import type { ClientInferRequest } from '@ts-rest/core';
import type { mockControlContract } from '@site/contract/mock-control';

/** The activity page's filters: the journal query without its limit. */
export type ActivityFilter = Omit<NonNullable<ClientInferRequest<typeof mockControlContract.journal>['query']>, 'limit'>;

export const queryClient = new QueryClient({
  defaultOptions: {
    // The mock changes under the console (the member site, scenarios): read it fresh on focus.
    queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

/** Query keys: everything the console reads belongs to one namespace. */
export const keys = {
  namespaces: ['namespaces'] as const,
  namespace: (namespace: string) => ['ns', namespace] as const,
  state: (namespace: string) => ['ns', namespace, 'state'] as const,
  site: (namespace: string) => ['ns', namespace, 'site'] as const,
  catalogue: (namespace: string, words: string) => ['ns', namespace, 'catalogue', words] as const,
  members: (namespace: string, q: string) => ['ns', namespace, 'members', q] as const,
  routes: ['routes'] as const,
  /** Named snapshots belong to the mock, not to a namespace. */
  savedSnapshots: ['saved-snapshots'] as const,
  faults: (namespace: string) => ['ns', namespace, 'faults'] as const,
  stubs: (namespace: string) => ['ns', namespace, 'stubs'] as const,
  activity: (namespace: string, filter: ActivityFilter) => ['ns', namespace, 'activity', filter] as const,
  money: (namespace: string, username: string) => ['ns', namespace, 'money', username] as const,
  scenarioLibrary: ['scenario-library'] as const,
  scenarioRuns: ['scenario-runs'] as const,
  scenarioRun: (id: string) => ['scenario-runs', id] as const,
  memberDay: (namespace: string, username: string) => ['ns', namespace, 'member-day', username] as const,
};
