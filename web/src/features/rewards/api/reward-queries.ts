import { useQuery } from '@tanstack/react-query';
import { expectOk, tsr } from '@/lib/api-client';

export const rewardKeys = {
  all: ['rewards'] as const,
  list: (categoryId: string | null) => [...rewardKeys.all, 'list', categoryId ?? 'all'] as const,
};

/** Categories, the rewards of one category (or all) and the member's points; a POST read as a query. */
export function useRewards(categoryId: string | null) {
  return useQuery({
    queryKey: rewardKeys.list(categoryId),
    queryFn: async ({ signal }) =>
      expectOk(await tsr.rewards.list.mutate({ body: categoryId ? { categoryId } : {}, fetchOptions: { signal } })).body.data,
  });
}
