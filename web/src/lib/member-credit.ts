import { skipToken, useQuery } from '@tanstack/react-query';
import { gamesContract } from '@site/contract/domains/games';
import { createApiClient, expectOk } from './api-client';
import { memberKeys } from './member-keys';

const gamesApi = createApiClient(gamesContract);

/**
 * The member's credit (a POST read as a query), shared by every screen that shows it. One key
 * per member: a refresh cancels the request still in flight (refetch's cancelRefetch), so only
 * the latest response applies (spec 4).
 */
export function useMemberCredit(username: string | undefined) {
  return useQuery({
    queryKey: memberKeys.credit(username ?? ''),
    queryFn: username
      ? async ({ signal }) =>
          expectOk(await gamesApi.credit.mutate({ params: { username }, body: { balanceType: 'M' }, fetchOptions: { signal } })).body.data
      : skipToken,
  });
}
