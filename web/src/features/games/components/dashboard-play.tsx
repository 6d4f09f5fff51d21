import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MemberRef } from '@/lib/member-keys';
import { thMemberArea } from '@/i18n/th-member-area';
import { useHotGames } from '../api/games-queries';
import { GameLauncher, useLauncherState } from './game-launcher';
import { GameRow } from './game-tiles';
import '../games.css';

const t = thMemberArea.games;
/** Hot games the dashboard shows: one row a thumb scrolls through. */
const HOT_SHOWN = 12;

function PlayRows() {
  const recent = useLauncherState((state) => state.recent);
  const hot = useHotGames();
  return (
    <>
      <GameRow title={t.recent} games={recent} testId="dashboard-recent" />
      <GameRow
        title={thMemberArea.gameCategories.hot}
        games={(hot.data ?? []).slice(0, HOT_SHOWN)}
        testId="dashboard-hot"
        loading={hot.isPending}
      />
      <Link className="btn btn--secondary btn--small dashboard-play__all" to={paths.auth.gamesCategory}>
        {t.allGames}
      </Link>
    </>
  );
}

/** The dashboard's first card: the member's recent games and the hot ones, each a tap from playing. */
export function DashboardPlay({ member }: { member: MemberRef }) {
  return (
    <section className="card stack span-2 dashboard-play" aria-label={t.playNow}>
      <GameLauncher member={member}>
        <PlayRows />
      </GameLauncher>
    </section>
  );
}
