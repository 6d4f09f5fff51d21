import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Game } from '@site/contract';
import { providerName } from '@site/contract/rules';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarIcon } from '@/components/ui/icons';
import { thMemberArea } from '@/i18n/th-member-area';
import { type KeptGame } from '../member-game-lists';
import { useGameLauncher, useLauncherState } from './game-launcher';
import '../games.css';

const t = thMemberArea.games;

/** What a tile shows: a game of the catalogue, or one the device kept (recent, favourites). */
type TileGame = KeptGame & Partial<Pick<Game, 'gameCate' | 'enabled' | 'marks'>>;

function kept(game: TileGame): KeptGame {
  return { id: game.id, name: game.name, image: game.image };
}

/**
 * A game's tile: its picture is the play button; the star keeps it among the favourites. It
 * re-renders only when its own game opens or its star changes (a lobby shows dozens).
 */
const GameCard = memo(function GameCard({ game }: { game: TileGame }) {
  const { open, toggleFavourite } = useGameLauncher();
  const opening = useLauncherState((state) => state.openingId === game.id);
  const favourite = useLauncherState((state) => state.favourites.some((f) => f.id === game.id));
  const closed = game.enabled === false;
  return (
    <li className={closed ? 'game-card game-card--closed' : 'game-card'}>
      <button
        type="button"
        className="game-card__play"
        onClick={() => open(kept(game))}
        disabled={closed || opening}
        aria-label={closed ? `${game.name} ${t.closed}` : t.play(game.name)}
      >
        <FallbackImage src={game.image} alt="" width={150} height={150} />
        {game.marks && game.marks.length > 0 ? (
          <span className="game-card__marks">
            {game.marks.map((mark) => (
              <span key={mark} className={`game-mark game-mark--${mark}`}>
                {t.marks[mark]}
              </span>
            ))}
          </span>
        ) : null}
        {closed ? <span className="game-card__closed">{t.closed}</span> : null}
        {opening ? <span className="game-card__closed">{t.opening}</span> : null}
      </button>
      <p className="game-card__name">{game.name}</p>
      {game.gameCate ? <p className="game-card__provider">{providerName(game.gameCate)}</p> : null}
      <button
        type="button"
        className="game-card__favourite"
        aria-pressed={favourite}
        aria-label={t.favourite(game.name)}
        onClick={() => toggleFavourite(kept(game))}
      >
        <StarIcon size={18} />
      </button>
    </li>
  );
});

/**
 * A row of games that scrolls sideways: recently played, favourites, hot; `empty` says what fills
 * it; `loading`: the row keeps a row's height until its games come (the page under it holds still).
 */
export const GameRow = memo(function GameRow({
  title,
  games,
  testId,
  empty,
  loading = false,
}: {
  title: string;
  games: readonly TileGame[];
  testId: string;
  empty?: string;
  loading?: boolean;
}) {
  if (games.length === 0 && !empty && !loading) return null;
  const id = `${testId}-title`;
  return (
    <section className="game-row" aria-labelledby={id}>
      <h2 id={id} className="game-row__title">
        {title}
      </h2>
      {games.length === 0 && !loading ? (
        <p className="muted game-row__empty">{empty}</p>
      ) : (
        <ul className="game-row__list" data-testid={testId} aria-busy={loading || undefined}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** The narrowest a tile gets before the grid drops a column; three to a row at 360 px. */
const MIN_TILE_PX = 100;
const GAP_PX = 8;
/** Under the picture: the name in up to two lines (room for two always, so rows line up), the provider in one. */
const CAPTION_PX = 60;

/**
 * Where the grid's top is on the page, and its width: measured after every render (what is above
 * it, recent and favourite rows, a notice, renders with it) and when the window changes size.
 * The first measurement brings every tile of the screen: it renders as a transition, in slices
 * after the screen without them has painted, not inside the commit that drew the screen (the
 * lobby load's longest task).
 */
function useGridBox(): [React.RefObject<HTMLDivElement | null>, { top: number; width: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ top: 0, width: 0 });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const next = { top: Math.round(rect.top + window.scrollY), width: Math.floor(rect.width) };
    const update = () => setBox((current) => (current.top === next.top && current.width === next.width ? current : next));
    if (box.width > 0) update();
    else startTransition(update);
  }, [box.width]);
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return [ref, box];
}

/**
 * Every game of a list, however many: only the rows near the screen are in the page (a
 * catalogue of thousands stays a few hundred elements), and pictures load as they come near.
 */
export const GameGrid = memo(function GameGrid({ games, label }: { games: readonly Game[]; label: string }) {
  const [ref, box] = useGridBox();
  const columns = Math.max(3, Math.floor((box.width + GAP_PX) / (MIN_TILE_PX + GAP_PX)));
  const tileWidth = box.width > 0 ? (box.width - GAP_PX * (columns - 1)) / columns : MIN_TILE_PX;
  const rowHeight = Math.ceil(tileWidth + CAPTION_PX + GAP_PX);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: box.top,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <div ref={ref} className="game-grid" style={{ height: rowCount * rowHeight }} aria-label={label} role="group" data-testid="game-grid">
      {box.width > 0
        ? virtualizer.getVirtualItems().map((row) => (
            <ul
              key={row.key}
              className="game-grid__row"
              style={{
                transform: `translateY(${row.index * rowHeight}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                height: rowHeight - GAP_PX,
              }}
            >
              {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
                <GameCard key={game.id} game={game} />
              ))}
            </ul>
          ))
        : null}
    </div>
  );
});
