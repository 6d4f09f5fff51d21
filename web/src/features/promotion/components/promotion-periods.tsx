import { type UserSetting } from '@site/contract';
import { promotionRuns } from '@site/contract/domains/settings';
import { BONUS_END_NUMBER_DIVISOR } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

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
  if (!promotionRuns(setting)) {
    return (
      <p className="card promotion-none" data-testid="no-promotion">
        {thScreens.promotion.none}
      </p>
    );
  }
  return (
    <div className="stack stack--wide">
      <ul className="promotion-periods">
        {bonusPeriods(setting).map((period) => (
          <li key={period.n} className="card promotion-period" data-testid={`promotion-period-${period.n}`}>
            <h2>{thScreens.promotion.period(period.n)}</h2>
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
