import { Link } from 'react-router';
import { type Game, type GameTile } from '@site/contract';
import { providerName, SLOT_PROVIDERS } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QueryState } from '@/components/ui/query-state';
import { thMemberArea } from '@/i18n/th-member-area';
import { type GameCategoryId, useCategoryTiles, useGameList } from '../api/games-queries';
import { useGameLauncherContext } from './game-launcher';

const t = thMemberArea.games;

function PlayButton({ id, name, enabled = true }: { id: string; name: string; enabled?: boolean }) {
  const { open, openingId } = useGameLauncherContext();
  if (!enabled) return <span className="muted">{t.closed}</span>;
  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      onClick={() => open({ id, name })}
      disabled={openingId !== null}
      aria-label={t.play(name)}
    >
      {openingId === id ? t.opening : t.open}
    </button>
  );
}

function CategoryTile({ tile }: { tile: GameTile }) {
  return (
    <li className="game-tile">
      <FallbackImage src={tile.image} alt="" width={160} height={160} />
      <p className="game-tile__name">{tile.name}</p>
      {tile.direct ? (
        <PlayButton id={tile.id} name={tile.name} />
      ) : (
        <Link
          className="btn btn--secondary btn--small"
          to={paths.auth.games(tile.gameType, tile.gameCate)}
          aria-label={t.providers(tile.name)}
        >
          {t.open}
        </Link>
      )}
    </li>
  );
}

export function CategoryTiles({ category }: { category: GameCategoryId }) {
  const tiles = useCategoryTiles(category);
  return (
    <QueryState query={tiles} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul className="game-tiles" data-testid="game-tiles">
          {rows.map((tile) => (
            <CategoryTile key={tile.id} tile={tile} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function SlotProviderLinks() {
  return (
    <ul className="chips" aria-label={t.slotProviders}>
      {SLOT_PROVIDERS.map((provider) => (
        <li key={provider}>
          <Link className="chip" to={paths.auth.games('slot', provider)}>
            {providerName(provider)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GameItem({ game }: { game: Game }) {
  return (
    <li className="game-tile">
      <FallbackImage src={game.image} alt="" width={160} height={160} />
      <p className="game-tile__name">{game.name}</p>
      <PlayButton id={game.id} name={game.name} enabled={game.enabled} />
    </li>
  );
}

export function GameList({ gameType, gameCate }: { gameType: string; gameCate: string }) {
  const games = useGameList(gameType, gameCate);
  return (
    <QueryState query={games} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul className="game-tiles" data-testid="game-list">
          {rows.map((game) => (
            <GameItem key={game.id} game={game} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
