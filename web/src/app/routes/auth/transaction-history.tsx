import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useTransactions } from '@/features/user/api/user-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function TransactionHistoryRoute() {
  const user = useCurrentUser();
  const transactions = useTransactions(user?.uuid);
  return (
    <section className="stack" aria-labelledby="history-title">
      <PageTitle title={th.titles.transactionHistory} />
      <h1 id="history-title">{th.titles.transactionHistory}</h1>
      <QueryState query={transactions} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <RecordList
            label={th.titles.transactionHistory}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { label: th.records.date, value: (row) => formatDateTime(row.createdAt) },
              { label: th.records.description, value: (row) => row.description },
              { label: th.records.amount, value: (row) => formatBaht(row.amount) },
              { label: th.records.balanceAfter, value: (row) => formatBaht(row.balanceAfter) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
