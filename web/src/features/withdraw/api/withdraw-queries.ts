import { skipToken } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  requests: (uuid: string) => [...withdrawKeys.all, 'requests', uuid] as const,
  history: (uuid: string) => [...withdrawKeys.all, 'history', uuid] as const,
};

/** Pending requests and the member's limits right now. */
export function useWithdrawRequests(uuid: string | undefined) {
  return tsr.withdraw.requests.useQuery({
    queryKey: withdrawKeys.requests(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}
