import { PageTitle } from '@/components/ui/page-title';
import { MemberSummary } from '@/features/user/components/member-summary';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function DashboardRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack">
      <PageTitle title={th.titles.dashboard} />
      <MemberSummary user={user} />
    </div>
  );
}
