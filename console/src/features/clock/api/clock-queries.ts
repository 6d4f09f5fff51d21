import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInferRequest } from '@ts-rest/core';
import type { MemberDay, mockControlContract } from '@site/contract/mock-control';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

export type ClockBody = ClientInferRequest<typeof mockControlContract.clock>['body'];

export type ClockMove = { before: string; after: string; member: { before: MemberDay; after: MemberDay } | null };

/**
 * Moves the namespace's clock, reading the clock (and the watched member's day, when one is
 * watched) before and after, so the page can show what the move changed. Everything of the
 * namespace is read again afterwards: the clock drives every rule.
 */
export function useMoveClock() {
  const { namespace, api } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, watched }: { body: ClockBody; watched: string }): Promise<ClockMove> => {
      const day = async () => (watched === '' ? null : okBody(await api.memberDay.query({ params: { username: watched } })));
      const before = okBody(await api.state.query());
      const memberBefore = await day();
      const after = okBody(await api.clock.mutate({ body }));
      const memberAfter = await day();
      return {
        before: before.now,
        after: after.now,
        member: memberBefore && memberAfter ? { before: memberBefore, after: memberAfter } : null,
      };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) }),
  });
}
