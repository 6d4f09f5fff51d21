import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useWithdrawRequests } from '@/features/withdraw/api/withdraw-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function WithdrawRoute() {
  const user = useCurrentUser();
  const requests = useWithdrawRequests(user?.uuid);
  return (
    <section className="stack" aria-labelledby="withdraw-title">
      <PageTitle title={th.titles.withdraw} />
      <h1 id="withdraw-title">{th.titles.withdraw}</h1>
      <QueryState query={requests}>
        {(data) => (
          <>
            <dl className="card facts">
              <div className="facts__row">
                <dt>{th.records.limitsNow}</dt>
                <dd>{formatBaht(data.limits.maxNow)}</dd>
              </div>
              <div className="facts__row">
                <dt>{th.records.countLeft}</dt>
                <dd>{data.limits.countLeft}</dd>
              </div>
            </dl>
            {data.requests.length === 0 ? (
              <p className="state state--empty">{th.app.empty}</p>
            ) : (
              <RecordList
                label={th.titles.withdraw}
                rows={data.requests}
                rowKey={(request) => request.id}
                columns={[
                  { label: th.records.date, value: (request) => formatDateTime(request.createdAt) },
                  { label: th.records.amount, value: (request) => formatBaht(request.amount) },
                  { label: th.records.status, value: (request) => th.depositStatus[request.status] ?? request.status },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
