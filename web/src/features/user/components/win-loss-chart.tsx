import { type WinLoss } from '@site/contract';
import { formatDay } from '@/lib/dates';
import { formatCompactSignedBaht, formatSignedBaht } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';

const t = thMemberArea.winLost;
// drawn at about a phone card's width, so 12 px text stays 12 px on a phone
const WIDTH = 320;
const HEIGHT = 240;
const PAD = { top: 24, bottom: 44, left: 8, right: 8 };
/** Up to this many days, each bar carries its amount. */
const AMOUNT_LABELS_UP_TO = 10;

/** Net win/loss per day, all game types together, in date order. */
export function dailyTotals(days: WinLoss['days']): { date: string; winLoss: number }[] {
  const byDate = new Map<string, number>();
  for (const day of days) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.winLoss);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, winLoss]) => ({ date, winLoss: Math.round(winLoss * 100) / 100 }));
}

/** Win/loss over time as SVG bars around a zero line: green up for wins, red down for losses. */
export function WinLossChart({ days }: { days: WinLoss['days'] }) {
  const totals = dailyTotals(days);
  // The zero line sits where the largest win and the largest loss put it, not always in the
  // middle: a range of wins only (or losses only) uses the whole height.
  const mostWon = Math.max(0, ...totals.map((d) => d.winLoss));
  const mostLost = Math.max(0, ...totals.map((d) => -d.winLoss));
  const range = mostWon + mostLost;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const zeroY = PAD.top + (range === 0 ? plotHeight / 2 : (plotHeight * mostWon) / range);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, totals.length);
  const barWidth = Math.min(36, slot * 0.6);
  const amountLabels = totals.length <= AMOUNT_LABELS_UP_TO;
  // at most 8 date labels, so long ranges stay readable on a phone
  const labelEvery = Math.ceil(totals.length / 8);
  const wins = totals.filter((d) => d.winLoss > 0).length;
  const losses = totals.filter((d) => d.winLoss < 0).length;
  return (
    <figure className="chart-figure">
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="win-loss-chart-title win-loss-chart-desc"
        data-testid="win-loss-chart"
      >
        <title id="win-loss-chart-title">{t.chart}</title>
        <desc id="win-loss-chart-desc">{t.chartSummary(totals.length, wins, losses)}</desc>
        <line className="chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={zeroY} y2={zeroY} strokeWidth={1} />
        {totals.map((day, i) => {
          const h = range === 0 ? 0 : (Math.abs(day.winLoss) / range) * plotHeight;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          const y = day.winLoss >= 0 ? zeroY - h : zeroY;
          return (
            <g key={day.date}>
              <rect
                className={day.winLoss >= 0 ? 'chart__bar--win' : 'chart__bar--loss'}
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(1, h)}
                rx={3}
              >
                <title>{`${formatDay(day.date)}: ${formatSignedBaht(day.winLoss)}`}</title>
              </rect>
              {amountLabels ? (
                <text
                  className="chart__amount"
                  x={x + barWidth / 2}
                  y={day.winLoss >= 0 ? y - 6 : y + Math.max(1, h) + 14}
                  textAnchor="middle"
                  aria-hidden="true"
                >
                  {formatCompactSignedBaht(day.winLoss)}
                </text>
              ) : null}
              {i % labelEvery === 0 ? (
                <text className="chart__label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                  {formatDay(day.date, true)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
