import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RewardList } from '@/features/rewards/components/reward-list';
import { useRewards } from '@/features/rewards/api/reward-queries';
import { formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';

export default function RewardRoute() {
  const rewards = useRewards(null);
  return (
    <section className="stack" aria-labelledby="reward-title">
      <PageTitle title={th.titles.reward} />
      <h1 id="reward-title">{th.titles.reward}</h1>
      <QueryState query={rewards}>
        {(data) => (
          <>
            <p>
              {th.member.point}: {formatInteger(data.point)}
            </p>
            <ul className="chips" aria-label={th.titles.rewardCategory}>
              {data.categories.map((category) => (
                <li key={category.id}>
                  <Link className="chip" to={paths.auth.rewardCategory(category.id)}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
            <RewardList rewards={data.rewards} />
          </>
        )}
      </QueryState>
    </section>
  );
}
