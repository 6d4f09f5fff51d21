import { Link } from 'react-router';
import { type UserSetting } from '@site/contract';
import { promotionRuns } from '@site/contract/domains/settings';
import { paths } from '@/config/paths';
import { thScreens } from '@/i18n/th-screens';
import { useSiteNow } from '@/lib/use-site-now';
import { bonusPeriods, MaxBonus, PeriodBadge, periodStates, shortTime } from './promotion-periods';
import '../promotion.css';

/**
 * The home page's promotion teaser: each bonus period as a row (its name and state over its hours,
 * the rate large beside them) and the largest bonus, or the no-promotion text (spec 2).
 */
export function PromotionTeaser({ setting }: { setting: UserSetting | undefined }) {
  const t = thScreens.promotion;
  const now = useSiteNow();
  const periods = promotionRuns(setting) ? bonusPeriods(setting) : [];
  const states = periodStates(periods, now);
  return (
    <section className="card stack teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title">{thScreens.home.promotionsTeaser}</h2>
      {promotionRuns(setting) ? (
        <>
          <ul className="teaser__periods">
            {periods.map((period, index) => (
              <li key={period.n} className="teaser__period">
                <span className="teaser__name">
                  {t.period(period.n)} <PeriodBadge state={states[index] ?? null} start={period.start} />
                </span>
                <strong className="teaser__rate">{t.percent(period.rate)}</strong>
                <span className="muted teaser__hours">
                  {shortTime(period.start)} - {shortTime(period.end)}
                </span>
              </li>
            ))}
          </ul>
          <MaxBonus amount={setting.bonusMax} />
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
