import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { RewardCatalogue, RewardHistory } from '@/features/rewards/components/reward-list';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

export default function RewardCategoryRoute() {
  const user = useCurrentUser();
  const { categoryId = '' } = useParams();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={th.titles.rewardCategory} />
      <div className="toolbar span-2">
        <h1>{thMemberArea.rewards.heading}</h1>
        <Link to={paths.auth.manageAddress} className="btn btn--ghost btn--small">
          {thMemberArea.rewards.manageAddress}
        </Link>
      </div>
      <RewardCatalogue categoryId={categoryId} member={{ uuid: user.uuid, username: user.user_pass.username }} />
      <RewardHistory uuid={user.uuid} />
    </div>
  );
}
