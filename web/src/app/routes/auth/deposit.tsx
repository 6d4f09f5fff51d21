import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useMemberDeposits } from '@/features/deposit/api/deposit-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function DepositRoute() {
  const user = useCurrentUser();
  const deposits = useMemberDeposits(user?.uuid);
  return (
    <section className="stack" aria-labelledby="deposit-title">
      <PageTitle title={th.titles.deposit} />
      <h1 id="deposit-title">{th.titles.deposit}</h1>
      <QueryState query={deposits}>
        {(data) => (
          <>
            <h2>{th.records.transferTo}</h2>
            <RecordList
              label={th.records.transferTo}
              rows={data.accounts}
              rowKey={(account) => `${account.bankName}-${account.bankId}`}
              columns={[
                { label: th.records.bank, value: (account) => account.bankName },
                { label: th.records.bankId, value: (account) => account.bankId },
                { label: th.records.accountName, value: (account) => account.accountName },
              ]}
            />
            <p className="muted">
              {th.records.fromAccount}: {data.fromAccount.bankName} {data.fromAccount.bankId}
            </p>
            <h2>{th.titles.transactionHistory}</h2>
            {data.history.length === 0 ? (
              <p className="state state--empty">{th.app.empty}</p>
            ) : (
              <RecordList
                label={th.titles.transactionHistory}
                rows={data.history}
                rowKey={(deposit) => deposit.id}
                columns={[
                  { label: th.records.date, value: (deposit) => formatDateTime(deposit.createdAt) },
                  { label: th.records.amount, value: (deposit) => formatBaht(deposit.amount) },
                  { label: th.records.status, value: (deposit) => th.depositStatus[deposit.status] ?? deposit.status },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
