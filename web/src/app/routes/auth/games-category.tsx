import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_GAME_CATEGORY, GAME_CATEGORIES } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { type GameCategoryId, useCategoryTiles } from '@/features/games/api/games-queries';
import { th } from '@/i18n/th';

export default function GamesCategoryRoute() {
  const [category, setCategory] = useState<GameCategoryId>(DEFAULT_GAME_CATEGORY);
  const tiles = useCategoryTiles(category);
  return (
    <section className="stack" aria-labelledby="games-category-title">
      <PageTitle title={th.titles.gamesCategory} />
      <h1 id="games-category-title">{th.titles.gamesCategory}</h1>
      <div className="chips" role="group" aria-label={th.records.category}>
        {GAME_CATEGORIES.map((id) => (
          <button key={id} type="button" className="chip" aria-pressed={id === category} onClick={() => setCategory(id)}>
            {th.gameCategories[id]}
          </button>
        ))}
      </div>
      <QueryState query={tiles} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="tiles">
            {rows.map((tile) => (
              <li key={tile.id} className="card tile">
                <FallbackImage src={tile.image} alt="" width={160} height={120} className="tile__img" />
                <Link to={paths.auth.games(tile.gameType, tile.gameCate)} className="tile__title">
                  {tile.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
