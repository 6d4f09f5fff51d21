import { Link } from 'react-router';
import { promotionRuns } from '@site/contract/domains/settings';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { PromotionPeriods } from '@/features/promotion/components/promotion-periods';
import { homeLobby } from '@/features/lobby/lobby-entries';
import { BannerImage } from '@/features/lobby/components/promotion-banners';
import { useConfiguration, useGlobalSettings } from '@/features/settings/api/settings-queries';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

const t = thScreens.promotion;

/**
 * The public promotion page (spec 2): the brand's promotion pictures (the home page's banners,
 * docs/design/brands.md#artwork), the two bonus periods, and for a visitor the way in: register or log in. With no
 * promotion running (`promotionRuns`) it says so and nothing else.
 */
export default function PromotionRoute() {
  const settings = useGlobalSettings();
  const { banners } = homeLobby(useConfiguration().data);
  return (
    <section className="stack stack--wide promotion-page" aria-labelledby="promotion-title">
      <PageTitle title={th.titles.promotion} />
      <h1 id="promotion-title">{t.heading}</h1>
      <QueryState query={settings}>
        {(data) =>
          promotionRuns(data.promotion) ? (
            <>
              {banners.length > 0 ? (
                <ul className="promotion-page__banners">
                  {banners.map((banner, index) => (
                    <li key={banner.key}>
                      <BannerImage
                        banner={banner}
                        first={index === 0}
                        alt={t.banner(index + 1, banners.length)}
                        className="promotion-page__banner"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              <PromotionPeriods setting={data.promotion} />
              <div className="card promotion-page__cta">
                <p>{t.joinText}</p>
                <div className="promotion-page__actions">
                  <Link to={paths.register} className="btn btn--primary">
                    {t.register}
                  </Link>
                  <Link to={paths.login} className="btn btn--ghost">
                    {th.nav.login}
                  </Link>
                </div>
              </div>
            </>
          ) : (
            <PromotionPeriods setting={data.promotion} />
          )
        }
      </QueryState>
    </section>
  );
}
