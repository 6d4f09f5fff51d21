import { useQuery } from '@tanstack/react-query';
import type { MockState } from '@site/contract/mock-control';
import { controlClient, requireOk } from '../../lib/control';
import { keys } from '../../lib/query';

export function useMockState(namespace: string) {
  return useQuery({
    queryKey: keys.state(namespace),
    queryFn: async () => ({ state: requireOk<MockState>(await controlClient(namespace).state()), readAt: Date.now() }),
  });
}
