import { Link } from 'react-router';
import { type UserSetting } from '@site/contract';
import { paths } from '@/config/paths';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';
import { formatBaht } from '@/lib/money';
import { shortTime } from './promotion-periods';

/**
 * The home page's promotion teaser: each bonus period as a row (rate, hours) and the largest
 * bonus, or the no-promotion text (spec 2).
 */
export function PromotionTeaser({ setting }: { setting: UserSetting | undefined }) {
  const t = thScreens.promotion;
  const periods = setting
    ? [
        { rate: setting.bonusRate, start: setting.bonusTimeStart, end: setting.bonusTimeEnd },
        { rate: setting.bonusRate2, start: setting.bonusTimeStart2, end: setting.bonusTimeEnd2 },
      ]
    : [];
  return (
    <section className="card stack teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title">{thScreens.home.promotionsTeaser}</h2>
      {setting && setting.bonusMax > 0 ? (
        <>
          <ul className="teaser__periods">
            {periods.map((period, index) => (
              <li key={index} className="teaser__period">
                <span>{t.period(index + 1)}</span>
                <strong className="teaser__rate">{t.percent(period.rate)}</strong>
                <span className="muted">
                  {shortTime(period.start)} - {shortTime(period.end)}
                </span>
              </li>
            ))}
          </ul>
          <p className="muted">
            {t.maxBonus} {formatBaht(setting.bonusMax)} {th.app.baht}
          </p>
        </>
      ) : (
        <p>{t.none}</p>
      )}
      <Link to={paths.promotion} className="teaser__link">
        {thScreens.home.seeAllPromotions}
      </Link>
    </section>
  );
}
