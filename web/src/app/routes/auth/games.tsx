import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useGameList } from '@/features/games/api/games-queries';
import { th } from '@/i18n/th';

export default function GamesRoute() {
  const { type = '', slot = '' } = useParams();
  const games = useGameList(type, slot);
  return (
    <section className="stack" aria-labelledby="games-title">
      <PageTitle title={`${th.titles.games} ${slot}`} />
      <h1 id="games-title">
        {th.titles.games} {slot}
      </h1>
      <QueryState query={games} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="tiles">
            {rows.map((game) => (
              <li key={game.id} className="card tile">
                <FallbackImage src={game.image} alt="" width={160} height={120} className="tile__img" />
                <span className="tile__title">{game.name}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
