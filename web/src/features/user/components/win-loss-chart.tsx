import { type WinLoss } from '@site/contract';
import { shiftDay } from '@site/contract/bangkok-time';
import { formatDay } from '@/lib/dates';
import { formatCompactSignedBaht, formatSignedBaht } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';
import '../user.css';

const t = thMemberArea.winLost;
// drawn at about a phone card's width, so 12 px text stays 12 px on a phone
const WIDTH = 320;
const HEIGHT = 240;
const PAD = { top: 24, bottom: 44, left: 8, right: 8 };
/** Up to this many days, each bar carries its amount. */
const AMOUNT_LABELS_UP_TO = 10;

/** Up to this many days in the range, every day has its place, played or not. */
const EVERY_DAY_UP_TO = 92;

export interface DayTotal {
  date: string;
  winLoss: number;
  played: boolean;
}

/**
 * Net win/loss per day, all game types together, in date order. Every day of the range has its
 * place (a day without play reads as one, not as a gap the eye skips), up to a quarter; a longer
 * range shows only the days played, so bars keep a width.
 */
export function dailyTotals(days: WinLoss['days'], period: { start: string; end: string }): DayTotal[] {
  const byDate = new Map<string, number>();
  for (const day of days) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.winLoss);
  const dates = new Set(byDate.keys());
  const everyDay: string[] = [];
  for (let date = period.start; date <= period.end && everyDay.length <= EVERY_DAY_UP_TO; date = shiftDay(date, 1)) everyDay.push(date);
  if (everyDay.length <= EVERY_DAY_UP_TO) for (const date of everyDay) dates.add(date);
  return [...dates]
    .sort((a, b) => a.localeCompare(b))
    .map((date) => {
      const winLoss = byDate.get(date);
      return { date, winLoss: winLoss === undefined ? 0 : Math.round(winLoss * 100) / 100, played: winLoss !== undefined };
    });
}

/** Win/loss over time as SVG bars around a zero line: green up for wins, red down for losses. */
export function WinLossChart({ days, period }: { days: WinLoss['days']; period: { start: string; end: string } }) {
  const totals = dailyTotals(days, period);
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
  // at most 8 date labels, so long ranges stay readable on a phone; the month only on the first
  // and where a month begins
  const labelEvery = Math.ceil(totals.length / 8);
  const wins = totals.filter((d) => d.winLoss > 0).length;
  const losses = totals.filter((d) => d.winLoss < 0).length;
  const idle = totals.filter((d) => !d.played).length;
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
        <desc id="win-loss-chart-desc">{t.chartSummary(totals.length, wins, losses, idle)}</desc>
        <line className="chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={zeroY} y2={zeroY} strokeWidth={1} />
        {totals.map((day, i) => {
          const h = range === 0 ? 0 : (Math.abs(day.winLoss) / range) * plotHeight;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          const y = day.winLoss >= 0 ? zeroY - h : zeroY;
          return (
            <g key={day.date}>
              {day.played ? (
                <>
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
                </>
              ) : (
                <circle className="chart__idle" cx={x + barWidth / 2} cy={zeroY} r={2.5}>
                  <title>{`${formatDay(day.date)}: ${t.notPlayed}`}</title>
                </circle>
              )}
              {i % labelEvery === 0 ? (
                <text className="chart__label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                  {i === 0 || day.date.endsWith('-01') ? formatDay(day.date, true) : Number(day.date.slice(8, 10))}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
