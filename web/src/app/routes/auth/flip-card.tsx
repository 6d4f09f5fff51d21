import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useFlipCardLogs } from '@/features/media/api/media-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { th } from '@/i18n/th';

export default function FlipCardRoute() {
  const logs = useFlipCardLogs();
  return (
    <section className="stack" aria-labelledby="flip-card-title">
      <PageTitle title={th.titles.flipCard} />
      <h1 id="flip-card-title">{th.titles.flipCard}</h1>
      <QueryState query={logs}>
        {(data) => (
          <>
            <p>
              {th.records.playsLeft}: {data.playsLeft}
            </p>
            {data.logs.length === 0 ? (
              <p className="state state--empty">{th.app.empty}</p>
            ) : (
              <RecordList
                label={th.titles.flipCard}
                rows={data.logs}
                rowKey={(log) => log.id}
                columns={[
                  { label: th.records.date, value: (log) => formatDateTime(log.createdAt) },
                  { label: th.records.label, value: (log) => log.label },
                  { label: th.records.amount, value: (log) => formatBaht(log.amount) },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
