import { useState } from 'react';
import { FigureGrid } from '@/components/ui/figure-grid';
import { WholeWords } from '@/components/ui/whole-words';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { QueryState } from '@/components/ui/query-state';
import { bangkokDay, shiftDay } from '@site/contract/bangkok-time';
import { formatDay } from '@/lib/dates';
import { formatBaht, formatSignedBaht } from '@/lib/money';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useWinLoss } from '../api/user-queries';
import { WinLossChart } from './win-loss-chart';
import { siteNow } from '@/lib/site-clock';
import '../user.css';

const t = thMemberArea.winLost;

/** The last 7 Bangkok days, today included. */
function lastWeek() {
  const now = siteNow();
  return { start: shiftDay(bangkokDay(now), -6), end: bangkokDay(now) };
}

const tone = (amount: number) => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : undefined);

/**
 * Win/loss by day and game type over a range, the chart, and the cashback the level pays. On a
 * desktop the totals are one strip across the page and the chart sits beside the days it draws.
 */
export function WinLossView({ uuid }: { uuid: string }) {
  const [range, setRange] = useState(lastWeek);
  const winLoss = useWinLoss(uuid, range);
  return (
    <>
      <section className="card stack span-2" aria-labelledby="winlost-range-title">
        <h2 id="winlost-range-title">{thMemberArea.records.period(formatDay(range.start), formatDay(range.end))}</h2>
        <DateRangeFields value={range} onApply={setRange} idPrefix="winlost" />
      </section>
      <QueryState query={winLoss}>
        {(data) => (
          <>
            <section className="card stack span-2" aria-label={t.heading}>
              <FigureGrid
                testId="winlost-summary"
                figures={[
                  { label: t.turnover, value: formatBaht(data.totalTurnover), testId: 'winlost-turnover' },
                  {
                    label: t.winLoss,
                    value: formatSignedBaht(data.totalWinLoss),
                    testId: 'winlost-total',
                    className: tone(data.totalWinLoss),
                  },
                  { label: t.cashback(data.lostPercent), value: formatBaht(data.cashback), testId: 'winlost-cashback' },
                ]}
              />
              <p className="muted" data-testid="winlost-cashback-when">
                <WholeWords text={t.cashbackWhen} />
              </p>
            </section>
            <section className="card stack" aria-labelledby="winlost-chart-title">
              <h2 id="winlost-chart-title">{t.chart}</h2>
              {data.days.length === 0 ? (
                <p className="state state--empty">{th.app.empty}</p>
              ) : (
                <WinLossChart days={data.days} period={range} />
              )}
            </section>
            <section className="card stack" aria-labelledby="winlost-days-title">
              <h2 id="winlost-days-title">{t.byDay}</h2>
              {data.days.length === 0 ? (
                <p className="state state--empty">{th.app.empty}</p>
              ) : (
                <ul className="rows" data-testid="winlost-days">
                  {[...data.days].reverse().map((day) => (
                    <li key={`${day.date}-${day.gameType}`} className="row">
                      <p className="row__main">{formatDay(day.date)}</p>
                      <p className={`row__amount ${tone(day.winLoss) ?? ''}`}>{formatSignedBaht(day.winLoss)}</p>
                      <p className="row__meta">
                        {t.gameType[day.gameType] ?? day.gameType} · {thMemberArea.records.turnover} {formatBaht(day.turnover)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
