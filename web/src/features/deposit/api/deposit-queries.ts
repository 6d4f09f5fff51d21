import { skipToken, useQueryClient } from '@tanstack/react-query';
import { depositContract } from '@site/contract/domains/deposit';
import { slipContract } from '@site/contract/domains/slip';
import { createApiClient } from '@/lib/api-client';
import { invalidateCreditMovement, type MemberRef } from '@/lib/member-keys';

const depositApi = createApiClient(depositContract);
const slipApi = createApiClient(slipContract);

export const depositKeys = {
  all: ['deposit'] as const,
  member: (uuid: string) => [...depositKeys.all, 'member', uuid] as const,
  slipRequests: () => [...depositKeys.all, 'slip-requests'] as const,
};

/** Where to transfer, the member's own account, and the deposit history. */
export function useMemberDeposits(uuid: string | undefined) {
  return depositApi.member.useQuery({
    queryKey: depositKeys.member(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useMySlipRequests() {
  return slipApi.myRequests.useQuery({
    queryKey: depositKeys.slipRequests(),
    select: (response) => response.body.data,
  });
}

/** Reading a slip changes nothing on the server but the member's request list. */
export function useVerifySlip() {
  const queryClient = useQueryClient();
  return slipApi.verify.useMutation({ onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }) });
}

export function useConfirmSlip() {
  const queryClient = useQueryClient();
  return slipApi.confirm.useMutation({ onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }) });
}

/** The deposit is credited: credit, history, level progress, deposit history and slip requests. */
export function useRequestSlipDeposit(member: MemberRef) {
  const queryClient = useQueryClient();
  return slipApi.requestDeposit.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }),
        queryClient.invalidateQueries({ queryKey: depositKeys.member(member.uuid) }),
        invalidateCreditMovement(queryClient, member, { level: true }),
      ]),
  });
}
