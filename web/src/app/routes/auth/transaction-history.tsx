import { PageTitle } from '@/components/ui/page-title';
import { TransactionList } from '@/features/user/components/transaction-list';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

export default function TransactionHistoryRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.transactionHistory} />
      <h1 className="span-2">{thMemberArea.transactions.heading}</h1>
      <TransactionList uuid={user.uuid} />
    </div>
  );
}
