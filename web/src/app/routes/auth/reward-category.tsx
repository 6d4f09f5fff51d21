import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RewardList } from '@/features/rewards/components/reward-list';
import { useRewards } from '@/features/rewards/api/reward-queries';
import { th } from '@/i18n/th';

export default function RewardCategoryRoute() {
  const { categoryId = '' } = useParams();
  const rewards = useRewards(categoryId);
  const category = rewards.data?.categories.find((c) => c.id === categoryId);
  return (
    <section className="stack" aria-labelledby="reward-category-title">
      <PageTitle title={category?.name ?? th.titles.rewardCategory} />
      <h1 id="reward-category-title">{category?.name ?? th.titles.rewardCategory}</h1>
      <QueryState query={rewards} isEmpty={(data) => data.rewards.length === 0}>
        {(data) => <RewardList rewards={data.rewards} />}
      </QueryState>
    </section>
  );
}
