import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useWinLoss } from '@/features/user/api/user-queries';
import { formatBaht } from '@/lib/money';
import { bangkokDay } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

/** The last 7 Bangkok days, today included. */
function lastWeek() {
  const now = new Date();
  return { start: bangkokDay(now, -6), end: bangkokDay(now) };
}

export default function WinLostRoute() {
  const user = useCurrentUser();
  const [range] = useState(lastWeek);
  const winLoss = useWinLoss(user?.uuid, range);
  return (
    <section className="stack" aria-labelledby="winlost-title">
      <PageTitle title={th.titles.winLost} />
      <h1 id="winlost-title">{th.titles.winLost}</h1>
      <p className="muted">{th.records.period(range.start, range.end)}</p>
      <QueryState query={winLoss}>
        {(data) => (
          <>
            <dl className="card facts">
              <div className="facts__row">
                <dt>{th.records.turnover}</dt>
                <dd>{formatBaht(data.totalTurnover)}</dd>
              </div>
              <div className="facts__row">
                <dt>{th.records.winLoss}</dt>
                <dd>{formatBaht(data.totalWinLoss)}</dd>
              </div>
              <div className="facts__row">
                <dt>{th.records.cashback}</dt>
                <dd>{formatBaht(data.cashback)}</dd>
              </div>
            </dl>
            {data.days.length === 0 ? (
              <p className="state state--empty">{th.app.empty}</p>
            ) : (
              <RecordList
                label={th.titles.winLost}
                rows={data.days}
                rowKey={(day) => `${day.date}-${day.gameType}`}
                columns={[
                  { label: th.records.date, value: (day) => day.date },
                  { label: th.records.gameType, value: (day) => day.gameType },
                  { label: th.records.winLoss, value: (day) => formatBaht(day.winLoss) },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
