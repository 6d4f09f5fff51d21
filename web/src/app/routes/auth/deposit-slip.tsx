import { PageTitle } from '@/components/ui/page-title';
import { SlipDeposit } from '@/features/deposit/components/slip-deposit';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function DepositSlipRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.depositSlip} />
      <h1 className="span-2">{thMemberArea.slip.heading}</h1>
      <SlipDeposit member={{ uuid: user.uuid, username: user.user_pass.username }} />
    </div>
  );
}
