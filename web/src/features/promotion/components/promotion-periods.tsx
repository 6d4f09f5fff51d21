import { type UserSetting } from '@site/contract';
import { bangkokDay, bangkokDayStart } from '@site/contract/bangkok-time';
import { promotionRuns } from '@site/contract/domains/settings';
import { BONUS_END_NUMBER_DIVISOR } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { useSiteNow } from '@/lib/use-site-now';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';
import '../promotion.css';

/** HH:MM of an HH:MM:SS time (spec 9: the first 5 characters). */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** End numbers are stored x100 and shown divided by 100 with 2 decimals (spec 9). */
export function endNumberText(endNumber: number): string {
  return (endNumber / BONUS_END_NUMBER_DIVISOR).toFixed(2);
}

/** Two deposits that end with the end number (15.00: 115.00 and 1,015.00), to show what it means. */
export function endNumberExamples(endNumber: number): [string, string] {
  const end = endNumber / BONUS_END_NUMBER_DIVISOR;
  const step = 10 ** String(Math.floor(end)).length;
  return [formatBaht(step + end), formatBaht(step * 10 + end)];
}

/** The setting's two bonus periods (spec 3), numbered from 1. */
export function bonusPeriods(setting: UserSetting) {
  return [
    { n: 1, rate: setting.bonusRate, start: setting.bonusTimeStart, end: setting.bonusTimeEnd, endNumber: setting.endNumberBonus },
    { n: 2, rate: setting.bonusRate2, start: setting.bonusTimeStart2, end: setting.bonusTimeEnd2, endNumber: setting.endNumberBonus2 },
  ];
}

/** Seconds since midnight of an HH:MM:SS time. */
function secondsOfDay(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

export type PeriodState = 'open' | 'next' | null;

/**
 * Each period's state at `now` (Bangkok time, from the start to the end second included; a
 * period whose end is before its start runs past midnight): 'open' while it runs, 'next' for the
 * closed one that opens soonest, null for the others.
 */
export function periodStates(periods: readonly { start: string; end: string }[], now: Date): PeriodState[] {
  const second = Math.floor((now.getTime() - bangkokDayStart(bangkokDay(now))) / 1000);
  const open = periods.map(({ start, end }) => {
    const from = secondsOfDay(start);
    const to = secondsOfDay(end);
    return from <= to ? second >= from && second <= to : second >= from || second <= to;
  });
  const wait = (start: string) => (secondsOfDay(start) - second + 86_400) % 86_400;
  let next = -1;
  periods.forEach(({ start }, index) => {
    const soonest = periods[next];
    if (!open[index] && (soonest === undefined || wait(start) < wait(soonest.start))) next = index;
  });
  return open.map((isOpen, index) => (isOpen ? 'open' : index === next ? 'next' : null));
}

/** A period's state as a badge: open now, or when it opens next. */
export function PeriodBadge({ state, start }: { state: PeriodState; start: string }) {
  if (state === null) return null;
  return (
    <span className={`period-badge period-badge--${state}`} data-testid="period-state">
      {state === 'open' ? thScreens.promotion.openNow : thScreens.promotion.opensNext(shortTime(start))}
    </span>
  );
}

/** The largest bonus, under the periods. */
export function MaxBonus({ amount }: { amount: number }) {
  return (
    <p className="muted">
      {thScreens.promotion.maxBonus} {formatBaht(amount)} {th.app.baht}
    </p>
  );
}

/** Two bonus periods, or the no-promotion text when bonusMax <= 0 (spec 2). */
export function PromotionPeriods({ setting }: { setting: UserSetting | undefined }) {
  // the site's clock (the mock's when the API is the mock), ticking: a period opens while the page is read
  const now = useSiteNow();
  if (!promotionRuns(setting)) {
    return (
      <p className="card promotion-none" data-testid="no-promotion">
        {thScreens.promotion.none}
      </p>
    );
  }
  const periods = bonusPeriods(setting);
  const states = periodStates(periods, now);
  return (
    <div className="stack stack--wide">
      <ul className="promotion-periods">
        {periods.map((period, index) => (
          <li key={period.n} className="card promotion-period" data-testid={`promotion-period-${period.n}`}>
            <div className="promotion-period__head">
              <h2>{thScreens.promotion.period(period.n)}</h2>
              <PeriodBadge state={states[index] ?? null} start={period.start} />
            </div>
            <dl className="facts">
              <div className="facts__row">
                <dt>{thScreens.promotion.rate}</dt>
                <dd>{thScreens.promotion.percent(period.rate)}</dd>
              </div>
              <div className="facts__row">
                <dt>{thScreens.promotion.time}</dt>
                <dd>
                  {shortTime(period.start)} - {shortTime(period.end)}
                </dd>
              </div>
              <div className="facts__row">
                <dt>{thScreens.promotion.endNumber}</dt>
                <dd>
                  {endNumberText(period.endNumber)}
                  <span className="promotion-period__example">
                    {thScreens.promotion.endNumberExample(...endNumberExamples(period.endNumber))}
                  </span>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <MaxBonus amount={setting.bonusMax} />
    </div>
  );
}
