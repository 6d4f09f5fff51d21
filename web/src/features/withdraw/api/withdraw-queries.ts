import { skipToken, useQueryClient } from '@tanstack/react-query';
import { withdrawContract } from '@site/contract/domains/withdraw';
import { createApiClient } from '@/lib/api-client';
import { invalidateCreditMovement, memberKeys, type MemberRef } from '@/lib/member-keys';

const withdrawApi = createApiClient(withdrawContract);

export const withdrawKeys = {
  all: ['withdraw'] as const,
  requests: (uuid: string) => memberKeys.withdrawRequests(uuid),
  history: (uuid: string) => [...withdrawKeys.all, 'history', uuid] as const,
};

/** Pending and failed requests, and the member's limits right now. */
export function useWithdrawRequests(uuid: string | undefined) {
  return withdrawApi.requests.useQuery({
    queryKey: withdrawKeys.requests(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useWithdrawHistory(uuid: string | undefined) {
  return withdrawApi.history.useQuery({
    queryKey: withdrawKeys.history(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}

/** One key per attempt: a double submit or a network retry never withdraws twice. */
export function newIdempotencyKey(): string {
  // randomUUID is Chrome 92+, Safari 15.4+, Firefox 95+.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function useAfterWithdrawal(member: MemberRef) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: withdrawKeys.history(member.uuid) }),
      invalidateCreditMovement(queryClient, member),
    ]);
}

export function useCreateWithdrawal(member: MemberRef) {
  const after = useAfterWithdrawal(member);
  return withdrawApi.create.useMutation({ onSuccess: after });
}

/** POST /api/auth/user/transfer/to/bank: the whole credit to the registered account (spec 7). */
export function useTransferAllToBank(member: MemberRef) {
  const after = useAfterWithdrawal(member);
  return withdrawApi.transferToBank.useMutation({ onSuccess: after });
}

export function useRetryWithdrawal(member: MemberRef) {
  const after = useAfterWithdrawal(member);
  return withdrawApi.retry.useMutation({ onSettled: after });
}
