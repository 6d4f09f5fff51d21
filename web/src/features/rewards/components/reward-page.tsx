import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { useQueryShown } from '@/components/ui/query-state';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';
import { useRewards } from '../api/reward-queries';
import { RewardCatalogue, RewardHistory } from './reward-list';
import '../rewards.css';

/** The reward screen of /auth/reward (every category) and /auth/reward/:categoryId (one). */
export function RewardPage({ title, categoryId }: { title: string; categoryId: string | null }) {
  const user = useCurrentUser();
  const catalogueShown = useQueryShown(useRewards(categoryId));
  if (!user) return null;
  return (
    <div className="stack member-grid reward-page">
      <PageTitle title={title} />
      <div className="toolbar span-2">
        <h1>{thMemberArea.rewards.heading}</h1>
        <Link to={paths.auth.manageAddress} className="btn btn--ghost btn--small">
          {thMemberArea.rewards.manageAddress}
        </Link>
      </div>
      <RewardCatalogue
        categoryId={categoryId}
        member={{ uuid: user.uuid, username: user.user_pass.username }}
        address={user.user_address}
      />
      {/* below a catalogue of any length: it comes once the catalogue is there, so it is never pushed down */}
      {catalogueShown ? <RewardHistory uuid={user.uuid} /> : null}
    </div>
  );
}
