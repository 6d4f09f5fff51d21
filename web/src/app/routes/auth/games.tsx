import { Link, useParams } from 'react-router';
import { providerName } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { GameLauncher } from '@/features/games/components/game-launcher';
import { GameList } from '@/features/games/components/game-tiles';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

export default function GamesRoute() {
  const user = useCurrentUser();
  const { type = '', slot = '' } = useParams();
  if (!user) return null;
  const title = `${thMemberArea.titles.games} ${providerName(slot)}`;
  return (
    <div className="stack member-grid">
      <PageTitle title={title} />
      <div className="toolbar span-2">
        <h1>{title}</h1>
        <Link to={paths.auth.gamesCategory} className="btn btn--ghost btn--small">
          {thMemberArea.games.back}
        </Link>
      </div>
      <GameLauncher member={{ uuid: user.uuid, username: user.user_pass.username }}>
        <section className="card stack span-2" aria-label={title}>
          <GameList gameType={type} gameCate={slot} />
        </section>
      </GameLauncher>
    </div>
  );
}
