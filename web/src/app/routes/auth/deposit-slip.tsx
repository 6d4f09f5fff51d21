import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useMySlipRequests } from '@/features/deposit/api/deposit-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { th } from '@/i18n/th';

export default function DepositSlipRoute() {
  const requests = useMySlipRequests();
  return (
    <section className="stack" aria-labelledby="slip-title">
      <PageTitle title={th.titles.depositSlip} />
      <h1 id="slip-title">{th.titles.depositSlip}</h1>
      <QueryState query={requests} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <RecordList
            label={th.titles.depositSlip}
            rows={rows}
            rowKey={(request) => request.id}
            columns={[
              { label: th.records.date, value: (request) => formatDateTime(request.createdAt) },
              { label: th.records.amount, value: (request) => formatBaht(request.amount) },
              { label: th.records.status, value: (request) => th.depositStatus[request.status] ?? request.status },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
