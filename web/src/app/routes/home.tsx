import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { promotionRuns } from '@site/contract/domains/settings';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { FallbackImage } from '@/components/ui/fallback-image';
import { brandImageKeys, useBrand } from '@/components/ui/brand-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { PublicAnnouncementList } from '@/features/announcements/components/announcement-list';
import { MovementTicker } from '@/features/ticker/components/movement-ticker';
import { PromotionTeaser } from '@/features/promotion/components/promotion-teaser';
import { PromotionBanners } from '@/features/lobby/components/promotion-banners';
import { HotGames } from '@/features/lobby/components/hot-games';
import { homeLobby, type HotGame } from '@/features/lobby/lobby-entries';
import { useConfiguration, useGlobalSettings } from '@/features/settings/api/settings-queries';
import { bringIntoView } from '@/lib/bring-into-view';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';
import './home.css';

/** The home page as a lobby (docs/design/brands.md#artwork): banners, the welcome and login, hot games, promotions, news, the ticker. */
export default function HomeRoute() {
  const { images, siteName } = useBrand();
  const settings = useGlobalSettings();
  const configuration = useConfiguration();
  const navigate = useNavigate();
  const { banners, hotGames } = homeLobby(configuration.data);
  const loginSection = useRef<HTMLElement>(null);
  const [wantedGame, setWantedGame] = useState<string | null>(null);

  // Spec 4: login stays on this page, so playing before login brings the form into view.
  const askToLogIn = (game: HotGame) => {
    setWantedGame(game.name);
    bringIntoView(loginSection.current);
    loginSection.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <div className="home">
      <PageTitle title={th.titles.home} />
      <PromotionBanners banners={promotionRuns(settings.data?.promotion) ? banners : []} />
      <div className="home__intro">
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
          <Link to={paths.register} className="btn btn--primary btn--large hero__register">
            {th.nav.register}
          </Link>
        </section>
        {/* Spec 4: login from the home page behaves like /login (same form, same errors). */}
        <section ref={loginSection} className="home__login auth-card card" aria-labelledby="home-login-title">
          <h2 id="home-login-title">{th.titles.login}</h2>
          {wantedGame ? (
            <p className="home__login-reason" role="status">
              {thScreens.home.lobby.loginToPlay(wantedGame)}
            </p>
          ) : null}
          {/* no "register" line under it: the hero beside it is the page's one call to register */}
          <LoginForm onLoggedIn={() => void navigate(paths.auth.dashboard, { replace: true })} />
        </section>
      </div>
      {/* Below the first screen: the hot games render after it has painted, the news and the
          ticker a frame later (docs/design/first-paint.md#what-waits-for-the-first-paint). */}
      <AfterFirstPaint>
        <HotGames games={hotGames} onPlay={askToLogIn} />
        <AfterFirstPaint>
          <div className="home__news">
            <PromotionTeaser setting={settings.data?.promotion} />
            <PublicAnnouncementList />
          </div>
          <MovementTicker />
        </AfterFirstPaint>
      </AfterFirstPaint>
    </div>
  );
}
