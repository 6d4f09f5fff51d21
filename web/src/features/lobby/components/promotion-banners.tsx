import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { thScreens } from '@/i18n/th-screens';
import { type LobbyBanner } from '../lobby-entries';
import '../lobby.css';

const t = thScreens.home.lobby;

/**
 * One promotion picture at its 3:1 size. The first is the largest picture on the first screen:
 * it loads at once, before other pictures (the gateway also preloads it on the home page). The
 * others load as soon as the first screen has painted: a picture scrolled in sideways must
 * already be there, but nothing else should compete with the first screen (docs/design/first-paint.md#what-waits-for-the-first-paint).
 */
export function BannerImage({ banner, first, alt, className }: { banner: LobbyBanner; first: boolean; alt: string; className?: string }) {
  return (
    <FallbackImage
      src={banner.image}
      alt={alt}
      width={1200}
      height={400}
      eager={first ? true : 'after-first-paint'}
      fetchPriority={first ? 'high' : undefined}
      className={className ? `lobby-banners__img ${className}` : 'lobby-banners__img'}
    />
  );
}

/**
 * The promotion banners as one row that scrolls sideways inside itself (snapping to a banner):
 * nothing moves by itself, so it needs no pause control and suits reduced motion; every banner
 * is a link, reachable with Tab, and the row scrolls to the focused one.
 */
export function PromotionBanners({ banners }: { banners: readonly LobbyBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="lobby-banners" aria-labelledby="lobby-banners-title">
      <h2 id="lobby-banners-title" className="visually-hidden">
        {t.bannersHeading}
      </h2>
      <ul className="lobby-banners__row">
        {banners.map((banner, index) => (
          <li key={banner.key} className="lobby-banners__item">
            <Link to={paths.promotion} className="lobby-banners__link">
              <BannerImage banner={banner} first={index === 0} alt={t.banner(index + 1, banners.length)} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
