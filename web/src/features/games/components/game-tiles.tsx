import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { type Game, type GameTile } from '@site/contract';
import { providerName, SLOT_PROVIDERS } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { thMemberArea } from '@/i18n/th-member-area';
import { type GameCategoryId, useCategoryTiles, useGameList } from '../api/games-queries';
import { useGameLauncherContext } from './game-launcher';

const t = thMemberArea.games;

function PlayButton({ id, name, image, enabled = true }: { id: string; name: string; image: string | undefined; enabled?: boolean }) {
  const { open, openingId } = useGameLauncherContext();
  if (!enabled) return <span className="game-tile__closed">{t.closed}</span>;
  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      onClick={() => open({ id, name, image })}
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
        <PlayButton id={tile.id} name={tile.name} image={tile.image} />
      ) : (
        <Link
          className="btn btn--secondary btn--small"
          to={paths.auth.games(tile.gameType, tile.gameCate)}
          aria-label={t.providers(tile.name)}
        >
          {t.browse}
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

/**
 * A provider's wordmark, as lobbies show a provider's logo: the leading word large, the rest as
 * a small line under it (JOKER / GAMING), on the provider's colour. Drawn here because the API
 * has no picture for a slot provider; the name under the tile is what a screen reader reads.
 */
function ProviderWordmark({ name, hue }: { name: string; hue: number }) {
  const [word = name, ...rest] = name.split(' ');
  return (
    <span className="provider-mark" style={{ '--provider-hue': hue } as CSSProperties} aria-hidden="true">
      <span className="provider-mark__word">{word}</span>
      {rest.length > 0 ? <span className="provider-mark__line">{rest.join(' ')}</span> : null}
    </span>
  );
}

/** The slot providers as tiles beside the categories' tiles: wordmark, name, the way to its games. */
export function SlotProviderTiles() {
  return (
    <ul className="game-tiles" data-testid="game-tiles" aria-label={t.slotProviders}>
      {SLOT_PROVIDERS.map((provider, index) => {
        const name = providerName(provider);
        return (
          <li key={provider} className="game-tile">
            {/* hues spread round the wheel: neighbouring tiles never share a colour */}
            <ProviderWordmark name={name} hue={330 + (index * 360) / SLOT_PROVIDERS.length} />
            <p className="game-tile__name">{name}</p>
            <Link className="btn btn--secondary btn--small" to={paths.auth.games('slot', provider)} aria-label={t.providers(name)}>
              {t.browse}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function GameItem({ game }: { game: Game }) {
  return (
    <li className={game.enabled ? 'game-tile' : 'game-tile game-tile--closed'}>
      <FallbackImage src={game.image} alt="" width={160} height={160} />
      <p className="game-tile__name">{game.name}</p>
      <PlayButton id={game.id} name={game.name} image={game.image} enabled={game.enabled} />
    </li>
  );
}

/** A provider's games with a search by name (Thai or Latin, any case) over the loaded list. */
export function GameList({ gameType, gameCate }: { gameType: string; gameCate: string }) {
  const games = useGameList(gameType, gameCate);
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLocaleLowerCase('th');
  return (
    <QueryState query={games} isEmpty={(rows) => rows.length === 0}>
      {(rows) => {
        const shown = wanted ? rows.filter((game) => game.name.toLocaleLowerCase('th').includes(wanted)) : rows;
        return (
          <>
            <TextField
              label={t.search}
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {shown.length === 0 ? (
              <p className="muted" role="status">
                {t.searchNone(search.trim())}
              </p>
            ) : (
              <ul className="game-tiles game-tiles--dense" data-testid="game-list">
                {shown.map((game) => (
                  <GameItem key={game.id} game={game} />
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/** The games this member played last on this device, newest first; nothing when there are none. */
export function RecentGames() {
  const { recent } = useGameLauncherContext();
  if (recent.length === 0) return null;
  return (
    <section className="card stack span-2" aria-labelledby="recent-games-title">
      <h2 id="recent-games-title">{t.recent}</h2>
      <ul className="game-tiles game-tiles--dense" data-testid="recent-games">
        {recent.map((game) => (
          <li key={game.id} className="game-tile">
            <FallbackImage src={game.image} alt="" width={160} height={160} />
            <p className="game-tile__name">{game.name}</p>
            <PlayButton id={game.id} name={game.name} image={game.image} />
          </li>
        ))}
      </ul>
    </section>
  );
}
