import { PageTitle } from '@/components/ui/page-title';
import { AffiliatePanel } from '@/features/affiliate/components/affiliate-panel';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function AffiliateRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.affiliate} />
      <h1 className="span-2">{thMemberArea.affiliate.heading}</h1>
      <AffiliatePanel member={{ uuid: user.uuid, username: user.user_pass.username }} />
    </div>
  );
}
