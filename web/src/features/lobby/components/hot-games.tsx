import { FallbackImage } from '@/components/ui/fallback-image';
import { WholeWords } from '@/components/ui/whole-words';
import { thScreens } from '@/i18n/th-screens';
import { type HotGame } from '../lobby-entries';
import '../lobby.css';

const t = thScreens.home.lobby;

/** The home page's hot games: thumbnail, name, the provider's logo; playing asks for a login first. */
export function HotGames({ games, onPlay }: { games: readonly HotGame[]; onPlay: (game: HotGame) => void }) {
  if (games.length === 0) return null;
  return (
    <section className="lobby-games" aria-labelledby="lobby-games-title">
      <h2 id="lobby-games-title">{t.hotGamesHeading}</h2>
      <ul className="lobby-games__grid">
        {games.map((game) => (
          <li key={game.key} className="lobby-game card">
            <FallbackImage src={game.image} alt="" width={300} height={300} className="lobby-game__img" />
            <h3 className="lobby-game__name">{game.name}</h3>
            {/* The provider's logo carries its name, large enough to read; without a logo, the name. */}
            <p className="lobby-game__provider">
              {game.logo ? (
                <FallbackImage src={game.logo} alt={game.provider} width={120} height={48} className="lobby-game__logo" />
              ) : (
                <WholeWords text={game.provider} />
              )}
            </p>
            <button type="button" className="btn btn--primary btn--small lobby-game__play" onClick={() => onPlay(game)}>
              {t.play}
              <span className="visually-hidden"> {game.name}</span>
            </button>
            {/* the provider's free demo: no account, pretend credit, in a tab of its own */}
            {game.demo ? (
              <a className="btn btn--ghost btn--small lobby-game__demo" href={game.demo} target="_blank" rel="noopener noreferrer">
                {t.demo}
                <span className="visually-hidden"> {game.name}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
