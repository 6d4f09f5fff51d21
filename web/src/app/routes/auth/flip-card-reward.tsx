import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useMyRewardRequests } from '@/features/media/api/media-queries';
import { formatDateTime } from '@/lib/dates';
import { th } from '@/i18n/th';

export default function FlipCardRewardRoute() {
  const requests = useMyRewardRequests();
  return (
    <section className="stack" aria-labelledby="flip-card-reward-title">
      <PageTitle title={th.titles.flipCardReward} />
      <h1 id="flip-card-reward-title">{th.titles.flipCardReward}</h1>
      <QueryState query={requests} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <RecordList
            label={th.titles.flipCardReward}
            rows={rows}
            rowKey={(request) => request.id}
            columns={[
              { label: th.records.date, value: (request) => formatDateTime(request.createdAt) },
              { label: th.records.label, value: (request) => request.rewardName },
              { label: th.records.status, value: (request) => th.depositStatus[request.status] ?? request.status },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
