import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QueryState } from '@/components/ui/query-state';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMemberConfigEntry, useMiniGames } from '../api/media-queries';
import '../media.css';

const t = thMemberArea.media;

const miniGamePaths: Record<string, string> = {
  wheel: paths.auth.wheel,
  'flip-card': paths.auth.flipCard,
  'flip-card-reward': paths.auth.flipCardReward,
  'check-in': paths.auth.dashboard,
};

function ArtTile({ configKey, to, label }: { configKey: string; to: string; label: string }) {
  const entry = useMemberConfigEntry(configKey);
  return (
    <li>
      <Link to={to} className="media-tile">
        {/* while the entry loads its place is kept empty: the not-found picture is for a failed
            or missing image, not one still on its way (it was fetched, then aborted) */}
        {entry.isPending ? (
          <span className="media-tile__pending" aria-hidden="true" />
        ) : (
          <FallbackImage src={entry.data?.value.data.path} alt="" width={200} height={200} />
        )}
        <span>{label}</span>
      </Link>
    </li>
  );
}

/** The media hub: the site's mini-games (open or closed, from the server), movies and promotions. */
export function MediaHub() {
  const miniGames = useMiniGames();
  return (
    <QueryState query={miniGames} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul className="media-tiles" data-testid="media-tiles">
          {rows.map((game) => (
            <li key={game.code}>
              {game.enabled ? (
                <Link to={miniGamePaths[game.code] ?? paths.auth.media} className="media-tile">
                  <FallbackImage src={game.image} alt="" width={200} height={200} />
                  <span>{game.code === 'check-in' ? t.checkIn : game.name}</span>
                </Link>
              ) : (
                <div className="media-tile media-tile--closed" aria-disabled="true">
                  <FallbackImage src={game.image} alt="" width={200} height={200} />
                  <span>
                    {game.name} ({t.closed})
                  </span>
                </div>
              )}
            </li>
          ))}
          <ArtTile configKey="member.media.movie" to={paths.auth.movie} label={t.movie} />
          <ArtTile configKey="member.media.promotion" to={paths.auth.mediaPromotion} label={t.promotion} />
        </ul>
      )}
    </QueryState>
  );
}

/** The movie page: the brand's artwork from configuration and what members get. */
