import { PageTitle } from '@/components/ui/page-title';
import { RankingView } from '@/features/user/components/ranking-view';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function RankingRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.ranking} />
      <h1 className="span-2">{thMemberArea.ranking.heading}</h1>
      <RankingView uuid={user.uuid} />
    </div>
  );
}
