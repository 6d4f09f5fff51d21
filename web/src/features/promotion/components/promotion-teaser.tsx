import { Link } from 'react-router';
import { type UserSetting } from '@site/contract';
import { paths } from '@/config/paths';
import { th } from '@/i18n/th';
import { shortTime } from './promotion-periods';

/** The home page's promotion teaser: the first bonus period in one line, or the no-promotion text. */
export function PromotionTeaser({ setting }: { setting: UserSetting | undefined }) {
  const active = setting && setting.bonusMax > 0;
  return (
    <section className="card teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title">{th.home.promotionsTeaser}</h2>
      <p>
        {active
          ? `${th.promotion.rate} ${th.promotion.percent(setting.bonusRate)} · ${shortTime(setting.bonusTimeStart)} - ${shortTime(setting.bonusTimeEnd)}`
          : th.promotion.none}
      </p>
      <Link to={paths.promotion} className="teaser__link">
        {th.home.seeAllPromotions}
      </Link>
    </section>
  );
}
