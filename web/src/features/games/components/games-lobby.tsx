import { type CSSProperties, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type Game } from '@site/contract';
import { providerName } from '@site/contract/rules';
import { QueryState } from '@/components/ui/query-state';
import { SearchIcon } from '@/components/ui/icons';
import { formatInteger } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';
import { type GamesChoice, rememberGameCategory, useGameList } from '../api/games-queries';
import { searchGames, searchIndex } from '../game-search';
import { CategoryPicker } from './category-picker';
import { GameGrid, GameRow } from './game-tiles';
import { useLauncherState } from './game-launcher';
import '../games.css';

const t = thMemberArea.games;

function inCategory(game: Game, category: GamesChoice): boolean {
  return category === 'hot' ? (game.marks?.includes('hot') ?? false) : game.gameType === category;
}

/** A provider's chip: its name as a wordmark on its own colour (the API has no picture for a provider). */
function ProviderChip({
  code,
  index,
  pressed,
  onPress,
}: {
  code: string;
  index: number;
  pressed: boolean;
  onPress: (code: string) => void;
}) {
  const name = providerName(code);
  return (
    <li>
      <button
        type="button"
        className="provider-chip"
        aria-pressed={pressed}
        onClick={() => onPress(code)}
        // hues spread round the wheel: neighbouring chips never share a colour
        style={{ '--provider-hue': (330 + index * 47) % 360 } as CSSProperties}
      >
        {name}
      </button>
    </li>
  );
}

/** The category's providers as a strip of chips; "all" first. */
const ProviderStrip = memo(function ProviderStrip({
  providers,
  selected,
  onSelect,
}: {
  providers: readonly string[];
  selected: string | null;
  onSelect: (provider: string | null) => void;
}) {
  return (
    <ul className="provider-strip" aria-label={t.providerStrip}>
      <li>
        <button type="button" className="provider-chip provider-chip--all" aria-pressed={selected === null} onClick={() => onSelect(null)}>
          {t.allProviders}
        </button>
      </li>
      {providers.map((code, i) => (
        <ProviderChip
          key={code}
          code={code}
          index={i}
          pressed={selected === code}
          onPress={(chosen) => onSelect(selected === chosen ? null : chosen)}
        />
      ))}
    </ul>
  );
});

interface Choice {
  category: GamesChoice;
  provider: string | null;
}

/**
 * The lobby: one search over every game, the categories as chips that stay in reach, the
 * category's providers as a strip, the member's recent and favourite games, and every game of
 * the choice in a grid that stays fast at thousands.
 */
export function GamesLobby({
  category: initialCategory,
  provider: initialProvider = null,
}: {
  category: GamesChoice;
  provider?: string | null;
}) {
  const games = useGameList();
  const recent = useLauncherState((state) => state.recent);
  const favourites = useLauncherState((state) => state.favourites);
  const [choice, setChoice] = useState<Choice>({ category: initialCategory, provider: initialProvider });
  const [query, setQuery] = useState('');
  // A tap or a keystroke repaints the chip or the field at once; the list of thousands follows in
  // a render of its own that the next tap may interrupt (React's deferred values).
  const listed = useDeferredValue(choice);
  const deferredQuery = useDeferredValue(query);
  const rows = games.data;
  const trimmed = deferredQuery.trim();

  const providers = useMemo(
    () => [...new Set((rows ?? []).filter((game) => inCategory(game, listed.category)).map((game) => game.gameCate))],
    [rows, listed.category],
  );
  const shown = useMemo(() => {
    if (trimmed) return searchGames(searchIndex(rows ?? []), trimmed);
    return (rows ?? []).filter(
      (game) => inCategory(game, listed.category) && (listed.provider === null || game.gameCate === listed.provider),
    );
  }, [rows, trimmed, listed]);
  const byId = useMemo(() => new Map((rows ?? []).map((game) => [game.id, game])), [rows]);
  // kept games shown with what the catalogue says of them now (closed, marks, provider)
  const recentShown = useMemo(() => recent.map((game) => ({ ...game, ...byId.get(game.id) })), [recent, byId]);
  const favouritesShown = useMemo(() => favourites.map((game) => ({ ...game, ...byId.get(game.id) })), [favourites, byId]);

  const choose = (category: GamesChoice) => {
    setChoice({ category, provider: null });
    setQuery('');
    rememberGameCategory(category);
  };
  const chooseProvider = useCallback((provider: string | null) => setChoice((current) => ({ ...current, provider })), []);
  const categoryName = thMemberArea.gameCategories[listed.category];

  return (
    <div className="lobby span-2">
      <div className="lobby__bar">
        <label className="lobby-search">
          <span className="visually-hidden">{t.search}</span>
          <SearchIcon size={20} />
          <input
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t.searchHint}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      <div className="lobby__chips">
        <CategoryPicker value={choice.category} onChange={choose} />
      </div>
      <GameRow title={t.recent} games={recentShown} testId="recent-games" />
      <GameRow title={t.favourites} games={favouritesShown} testId="favourite-games" />
      <QueryState query={games} isEmpty={(list) => list.length === 0}>
        {() =>
          trimmed ? (
            <section className="lobby__results" aria-labelledby="lobby-results-title">
              <h2 id="lobby-results-title" className="game-row__title" role="status">
                {shown.length === 0 ? t.searchNone(trimmed) : t.searchFound(formatInteger(shown.length), trimmed)}
              </h2>
              {shown.length > 0 ? <GameGrid games={shown} label={t.results} /> : <p className="muted">{t.searchNoneHint}</p>}
            </section>
          ) : (
            <section className="lobby__results" aria-labelledby="lobby-results-title" aria-busy={listed !== choice || undefined}>
              <div className="lobby__heading">
                <h2 id="lobby-results-title" className="game-row__title">
                  {t.categoryCount(categoryName, formatInteger(shown.length))}
                </h2>
                {favourites.length === 0 ? <p className="muted lobby__hint">{t.favouritesHint}</p> : null}
              </div>
              {providers.length > 1 ? <ProviderStrip providers={providers} selected={choice.provider} onSelect={chooseProvider} /> : null}
              {shown.length > 0 ? (
                <GameGrid games={shown} label={categoryName} />
              ) : (
                <p className="state state--empty">{t.categoryEmpty(categoryName)}</p>
              )}
            </section>
          )
        }
      </QueryState>
    </div>
  );
}
