import { useParams } from 'react-router';
import { providerName } from '@site/contract/rules';
import { PageTitle } from '@/components/ui/page-title';
import { readGameCategory } from '@/features/games/api/games-queries';
import { GameLauncher } from '@/features/games/components/game-launcher';
import { GamesLobby } from '@/features/games/components/games-lobby';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

/** Spec 2's games of a type and provider: the lobby, on that category with that provider chosen. */
export default function GamesRoute() {
  const user = useCurrentUser();
  const { type = '', slot = '' } = useParams();
  if (!user) return null;
  // "all" (a link to every provider of the type) chooses no provider: never a provider called "all"
  const provider = slot.toLowerCase() === 'all' ? null : slot.toUpperCase();
  const category = readGameCategory(type);
  const title = `${thMemberArea.titles.games} ${provider === null ? thMemberArea.gameCategories[category] : providerName(provider)}`;
  return (
    <div className="stack member-grid">
      <PageTitle title={title} />
      <h1 className="span-2 visually-hidden">{title}</h1>
      <GameLauncher member={{ uuid: user.uuid, username: user.user_pass.username }}>
        <GamesLobby category={category} provider={provider} />
      </GameLauncher>
    </div>
  );
}
