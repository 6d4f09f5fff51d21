import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { readGameCategory, rememberGameCategory } from '@/features/games/api/games-queries';
import { CategoryPicker } from '@/features/games/components/category-picker';
import { GameLauncher } from '@/features/games/components/game-launcher';
import { CategoryTiles, RecentGames, SlotProviderTiles } from '@/features/games/components/game-tiles';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

export default function GamesCategoryRoute() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [category, setCategory] = useState(() => readGameCategory(searchParams.get('category')));
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.gamesCategory} />
      <h1 className="span-2">{thMemberArea.games.heading}</h1>
      <GameLauncher member={{ uuid: user.uuid, username: user.user_pass.username }}>
        <RecentGames />
        <section className="card stack span-2" aria-labelledby="games-category-title">
          <h2 id="games-category-title">{thMemberArea.games.categories}</h2>
          <CategoryPicker
            value={category}
            onChange={(next) => {
              setCategory(next);
              rememberGameCategory(next);
            }}
          />
          {category === 'slot' ? <SlotProviderTiles /> : <CategoryTiles category={category} />}
        </section>
      </GameLauncher>
    </div>
  );
}
