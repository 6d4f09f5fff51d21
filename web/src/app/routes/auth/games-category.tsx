import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { readGameCategory } from '@/features/games/api/games-queries';
import { GameLauncher } from '@/features/games/components/game-launcher';
import { GamesLobby } from '@/features/games/components/games-lobby';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

/** The lobby (spec 2: game tiles by category, for lottery and for all games; `?category=lotto`). */
export default function GamesCategoryRoute() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (!user) return null;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.gamesCategory} />
      <h1 className="span-2 visually-hidden">{thMemberArea.games.heading}</h1>
      <GameLauncher member={{ uuid: user.uuid, username: user.user_pass.username }}>
        <GamesLobby category={readGameCategory(searchParams.get('category'))} />
      </GameLauncher>
    </div>
  );
}
