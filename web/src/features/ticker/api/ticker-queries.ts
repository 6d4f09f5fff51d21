import { depositContract } from '@site/contract/domains/deposit';
import { withdrawContract } from '@site/contract/domains/withdraw';
import { createApiClient } from '@/lib/api-client';

const depositApi = createApiClient(depositContract);
const withdrawApi = createApiClient(withdrawContract);

export const tickerKeys = {
  all: ['ticker'] as const,
  deposits: () => [...tickerKeys.all, 'deposits'] as const,
  withdrawals: () => [...tickerKeys.all, 'withdrawals'] as const,
};

/** How often the public ticker asks again while the home page is open. */
export const TICKER_REFRESH_MS = 60_000;

/** GET /api/deposit: the latest approved deposits, usernames masked (public, spec 6). */
export function useRecentDeposits() {
  return depositApi.recent.useQuery({
    queryKey: tickerKeys.deposits(),
    refetchInterval: TICKER_REFRESH_MS,
    select: (response) => response.body.data,
  });
}

/** GET /api/withdraw/history: the latest paid withdrawals, usernames masked (public, spec 6). */
export function useRecentWithdrawals() {
  return withdrawApi.recent.useQuery({
    queryKey: tickerKeys.withdrawals(),
    refetchInterval: TICKER_REFRESH_MS,
    select: (response) => response.body.data,
  });
}
