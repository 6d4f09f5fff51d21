import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useWheel } from '@/features/media/api/media-queries';
import { formatBaht } from '@/lib/money';
import { th } from '@/i18n/th';

export default function WheelRoute() {
  const wheel = useWheel();
  return (
    <section className="stack" aria-labelledby="wheel-title">
      <PageTitle title={th.titles.wheel} />
      <h1 id="wheel-title">{th.titles.wheel}</h1>
      <QueryState query={wheel}>
        {(data) => (
          <>
            <p>
              {th.records.spinsLeft}: {data.spinsLeft}
            </p>
            <RecordList
              label={th.titles.wheel}
              rows={data.segments}
              rowKey={(segment) => String(segment.index)}
              columns={[
                { label: th.records.label, value: (segment) => segment.label },
                { label: th.records.amount, value: (segment) => formatBaht(segment.amount) },
                { label: th.records.chance, value: (segment) => `${segment.chancePercent}%` },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
