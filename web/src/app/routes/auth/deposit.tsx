import { PageTitle } from '@/components/ui/page-title';
import { DepositPanel } from '@/features/deposit/components/deposit-panel';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function DepositRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.deposit} />
      <h1 className="span-2">{thMemberArea.deposit.heading}</h1>
      <DepositPanel uuid={user.uuid} />
    </div>
  );
}
