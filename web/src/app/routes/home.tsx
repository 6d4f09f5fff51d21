import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { FallbackImage } from '@/components/ui/fallback-image';
import { brandImageKeys, useBrand } from '@/components/ui/brand-context';
import { PromotionTeaser } from '@/features/promotion/components/promotion-teaser';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

export default function HomeRoute() {
  const { images, siteName } = useBrand();
  const settings = useGlobalSettings();
  return (
    <div className="home">
      <PageTitle title={th.titles.home} />
      <section className="hero" aria-labelledby="home-title">
        <FallbackImage
          src={images[brandImageKeys.logo]}
          alt={th.images.logo(siteName || th.app.defaultSiteName)}
          width={240}
          height={80}
          eager
          className="hero__logo"
        />
        <h1 id="home-title" className="hero__title">
          {thScreens.home.welcome} {siteName}
        </h1>
        <p className="hero__tagline">{thScreens.home.tagline}</p>
        <div className="hero__actions">
          <Link to={paths.register} className="btn btn--primary btn--large">
            {th.nav.register}
          </Link>
          <Link to={paths.login} className="btn btn--ghost btn--large">
            {th.nav.login}
          </Link>
        </div>
      </section>
      <PromotionTeaser setting={settings.data?.promotion} />
    </div>
  );
}
