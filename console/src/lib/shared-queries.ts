import { MEMBERS_PAGE } from '@site/contract/mock-control';
import { useControlApi } from './control';
import { keys } from './query';

/** The namespace's QA members, as many as one answer holds, for pickers. */
export function useQaMembers() {
  const { namespace, api } = useControlApi();
  return api.members.useQuery({
    queryKey: keys.members(namespace, ''),
    queryData: { query: { include: 'all', limit: MEMBERS_PAGE.max } },
    select: (response) => response.body,
  });
}

/** The namespace's state (clock, counts); `dataUpdatedAt` is when it was read, for a clock that runs on screen. */
export function useMockState() {
  const { namespace, api } = useControlApi();
  return api.state.useQuery({ queryKey: keys.state(namespace), select: (response) => response.body });
}
