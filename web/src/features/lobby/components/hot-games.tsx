import { FallbackImage } from '@/components/ui/fallback-image';
import { thScreens } from '@/i18n/th-screens';
import { type HotGame } from '../lobby-entries';

const t = thScreens.home.lobby;

/** The home page's hot games: thumbnail, name, provider logo and name; playing asks for a login first. */
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
            <p className="lobby-game__provider">
              <FallbackImage src={game.logo} alt="" width={60} height={24} className="lobby-game__logo" />
              <span>{game.provider}</span>
            </p>
            <button type="button" className="btn btn--primary btn--small lobby-game__play" onClick={() => onPlay(game)}>
              {t.play}
              <span className="visually-hidden"> {game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
