import { skipToken, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { invalidateCreditMovement, type MemberRef } from '@/lib/member-keys';

export const depositKeys = {
  all: ['deposit'] as const,
  member: (uuid: string) => [...depositKeys.all, 'member', uuid] as const,
  slipRequests: () => [...depositKeys.all, 'slip-requests'] as const,
};

/** Where to transfer, the member's own account, and the deposit history. */
export function useMemberDeposits(uuid: string | undefined) {
  return tsr.deposit.member.useQuery({
    queryKey: depositKeys.member(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useMySlipRequests() {
  return tsr.slip.myRequests.useQuery({
    queryKey: depositKeys.slipRequests(),
    select: (response) => response.body.data,
  });
}

/** Reading a slip changes nothing on the server but the member's request list. */
export function useVerifySlip() {
  const queryClient = useQueryClient();
  return tsr.slip.verify.useMutation({ onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }) });
}

export function useConfirmSlip() {
  const queryClient = useQueryClient();
  return tsr.slip.confirm.useMutation({ onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }) });
}

/** The deposit is credited: credit, history, level progress, deposit history and slip requests. */
export function useRequestSlipDeposit(member: MemberRef) {
  const queryClient = useQueryClient();
  return tsr.slip.requestDeposit.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKeys.slipRequests() }),
        queryClient.invalidateQueries({ queryKey: depositKeys.member(member.uuid) }),
        invalidateCreditMovement(queryClient, member, { level: true }),
      ]),
  });
}
