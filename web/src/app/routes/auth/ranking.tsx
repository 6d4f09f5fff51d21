import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useUserLevel } from '@/features/user/api/user-queries';
import { formatBaht } from '@/lib/money';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function RankingRoute() {
  const user = useCurrentUser();
  const level = useUserLevel(user?.uuid);
  return (
    <section className="stack" aria-labelledby="ranking-title">
      <PageTitle title={th.titles.ranking} />
      <h1 id="ranking-title">{th.titles.ranking}</h1>
      <QueryState query={level}>
        {(data) => (
          <>
            <div className="card">
              <p>
                {th.records.level}: {data.current.name}
              </p>
              <label className="progress-label">
                {th.records.progress} ({Math.round(data.progressPercent)}%)
                <progress max={100} value={data.progressPercent} />
              </label>
              {data.toNextLevel !== null ? (
                <p className="muted">
                  {th.records.toNextLevel} {formatBaht(data.toNextLevel)} {th.app.baht}
                </p>
              ) : null}
            </div>
            <RecordList
              label={th.titles.ranking}
              rows={data.tiers}
              rowKey={(tier) => String(tier.id)}
              columns={[
                { label: th.records.level, value: (tier) => `${tier.name}${tier.status === 'disabled' ? ` (${th.records.disabled})` : ''}` },
                { label: th.records.lostPercent, value: (tier) => `${tier.lostPercent}%` },
                { label: th.records.perDay, value: (tier) => (tier.withdrawPerDay === null ? th.records.noLimit : formatBaht(tier.withdrawPerDay)) },
                { label: th.records.perTime, value: (tier) => (tier.withdrawPerTime === null ? th.records.noLimit : formatBaht(tier.withdrawPerTime)) },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
