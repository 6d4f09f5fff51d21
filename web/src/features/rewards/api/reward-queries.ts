import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsContract } from '@site/contract/domains/rewards';
import { createApiClient, expectOk } from '@/lib/api-client';
import { invalidateCreditMovement, memberKeys, type MemberRef } from '@/lib/member-keys';

const rewardsApi = createApiClient(rewardsContract);

export const rewardKeys = {
  all: ['rewards'] as const,
  lists: () => [...rewardKeys.all, 'list'] as const,
  list: (categoryId: string | null) => [...rewardKeys.lists(), categoryId ?? 'all'] as const,
  history: (uuid: string) => memberKeys.rewardHistory(uuid),
};

/** Categories, the rewards of one category (or all) and the member's points; a POST read as a query. */
export function useRewards(categoryId: string | null) {
  return useQuery({
    queryKey: rewardKeys.list(categoryId),
    queryFn: async ({ signal }) =>
      expectOk(await rewardsApi.list.mutate({ body: categoryId ? { categoryId } : {}, fetchOptions: { signal } })).body.data,
  });
}

export function useRewardHistory(uuid: string) {
  return useQuery({
    queryKey: rewardKeys.history(uuid),
    queryFn: async ({ signal }) =>
      expectOk(await rewardsApi.history.mutate({ body: { userUuid: uuid }, fetchOptions: { signal } })).body.data,
  });
}

/**
 * A claim spends points and takes stock: every reward list, the history, and the points, which
 * travel with the credit (credit rewards also pay into it and show in the history).
 */
export function useClaimReward(member: MemberRef) {
  const queryClient = useQueryClient();
  return rewardsApi.request.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.history(member.uuid) }),
        invalidateCreditMovement(queryClient, member),
      ]),
  });
}
