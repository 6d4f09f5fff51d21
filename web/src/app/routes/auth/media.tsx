import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useMiniGames } from '@/features/media/api/media-queries';
import { th } from '@/i18n/th';

const miniGamePaths: Record<string, string> = {
  wheel: paths.auth.wheel,
  'flip-card': paths.auth.flipCard,
  'flip-card-reward': paths.auth.flipCardReward,
  'check-in': paths.auth.dashboard,
};

export default function MediaRoute() {
  const miniGames = useMiniGames();
  return (
    <section className="stack" aria-labelledby="media-title">
      <PageTitle title={th.titles.media} />
      <h1 id="media-title">{th.titles.media}</h1>
      <QueryState query={miniGames} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="tiles">
            {rows.map((game) => (
              <li key={game.code} className="card tile">
                <FallbackImage src={game.image} alt="" width={160} height={160} className="tile__img" />
                {game.enabled ? (
                  <Link to={miniGamePaths[game.code] ?? paths.auth.media} className="tile__title">
                    {game.name}
                  </Link>
                ) : (
                  <span className="tile__title">
                    {game.name} ({th.records.closed})
                  </span>
                )}
              </li>
            ))}
            <li className="card tile">
              <Link to={paths.auth.movie} className="tile__title">
                {th.titles.movie}
              </Link>
            </li>
            <li className="card tile">
              <Link to={paths.auth.mediaPromotion} className="tile__title">
                {th.titles.mediaPromotion}
              </Link>
            </li>
          </ul>
        )}
      </QueryState>
    </section>
  );
}
