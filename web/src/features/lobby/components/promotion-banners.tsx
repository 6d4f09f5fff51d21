import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { thScreens } from '@/i18n/th-screens';
import { type LobbyBanner } from '../lobby-entries';

const t = thScreens.home.lobby;

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
              <FallbackImage
                src={banner.image}
                alt={t.banner(index + 1, banners.length)}
                width={1200}
                height={400}
                eager={index === 0}
                className="lobby-banners__img"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
