import { skipToken } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';

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
