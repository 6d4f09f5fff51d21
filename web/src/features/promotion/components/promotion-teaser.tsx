import { Link } from 'react-router';
import { type UserSetting } from '@site/contract';
import { paths } from '@/config/paths';
import { thScreens } from '@/i18n/th-screens';
import { shortTime } from './promotion-periods';

/** The home page's promotion teaser: the first bonus period in one line, or the no-promotion text. */
export function PromotionTeaser({ setting }: { setting: UserSetting | undefined }) {
  const active = setting && setting.bonusMax > 0;
  return (
    <section className="card teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title">{thScreens.home.promotionsTeaser}</h2>
      <p>
        {active
          ? `${thScreens.promotion.rate} ${thScreens.promotion.percent(setting.bonusRate)} · ${shortTime(setting.bonusTimeStart)} - ${shortTime(setting.bonusTimeEnd)}`
          : thScreens.promotion.none}
      </p>
      <Link to={paths.promotion} className="teaser__link">
        {thScreens.home.seeAllPromotions}
      </Link>
    </section>
  );
}
