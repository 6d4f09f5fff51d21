import { keepPreviousData } from '@tanstack/react-query';
import { useControlApi } from '@/lib/control';
import { keys, type ActivityFilter } from '@/lib/query';

/** The page asks the mock for new calls this often while it is open. */
export const ACTIVITY_POLL_MS = 2000;

/** The newest `limit` member API calls that match the filter, newest first, following the mock as it answers. */
export function useActivity(filter: ActivityFilter, limit: number) {
  const { namespace, api } = useControlApi();
  return api.journal.useQuery({
    queryKey: keys.activity(namespace, filter),
    queryData: { query: { limit, ...filter } },
    select: (response) => [...response.body].reverse(),
    refetchInterval: ACTIVITY_POLL_MS,
    // a new filter keeps the last list on screen until its own answer arrives
    placeholderData: keepPreviousData,
  });
}
