import { PageTitle } from '@/components/ui/page-title';
import { WithdrawPanel } from '@/features/withdraw/components/withdraw-panel';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function WithdrawRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.withdraw} />
      <h1 className="span-2">{thMemberArea.withdraw.heading}</h1>
      <WithdrawPanel
        member={{ uuid: user.uuid, username: user.user_pass.username }}
        bankName={user.user_bank.bankName}
        bankId={user.user_bank.bankId}
      />
    </div>
  );
}
