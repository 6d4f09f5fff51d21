import { useDeferredValue, useState } from 'react';
import type { CatalogueGame, SiteState } from '@site/contract/mock-control';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { ReadFailure } from '@/components/read-status';
import { th } from '@/i18n/th';
import { useCatalogue, useChangeSite } from './api/site-queries';

/** Closes what is open, reopens what QA closed; named for the game or provider it acts on. */
function ClosedToggle({ name, closed, busy, onToggle }: { name: string; closed: boolean; busy: boolean; onToggle: () => void }) {
  const action = closed ? th.site.reopen : th.site.close;
  return (
    <button type="button" className="button" disabled={busy} onClick={onToggle} aria-label={`${action} ${name}`}>
      {action}
    </button>
  );
}

/**
 * Games and providers under maintenance, as members see them: listed closed, not opened. QA
 * closes a provider from its row, or a game found by any part of its name or id; each change
 * sends the whole list (closedGames), as the control API takes it.
 */
export function GameMaintenance({ site }: { site: SiteState }) {
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim());
  const catalogue = useCatalogue(words);
  const change = useChangeSite();
  const notify = useNotify();
  const failed = useNotifyFailure();

  const toggle = (id: string, name: string, close: boolean) => {
    const closedGames = close ? [...site.closedGames, id] : site.closedGames.filter((closed) => closed !== id);
    change.mutate(
      { closedGames },
      { onSuccess: () => notify('ok', close ? th.site.gameClosed(name) : th.site.gameOpened(name)), onError: failed },
    );
  };
  const gameRows = (games: readonly CatalogueGame[]) =>
    games.map((game) => (
      <tr key={game.id}>
        <td className="cell-wrap">
          {game.name} <span className="muted">({game.id})</span>
        </td>
        <td>{game.providerName}</td>
        <td>
          <span className={game.enabled ? 'state state-approved' : 'state state-failed'}>
            {game.enabled ? th.site.gameOpen : game.closedByQa ? th.site.gameClosedByQa : th.site.gameClosedOtherwise}
          </span>
        </td>
        <td>
          <ClosedToggle
            name={game.name}
            closed={game.closedByQa}
            busy={change.isPending}
            onToggle={() => toggle(game.id, game.name, !game.closedByQa)}
          />
        </td>
      </tr>
    ));
  const data = catalogue.data;

  return (
    <section className="panel" aria-labelledby="site-games-heading">
      <h2 id="site-games-heading">{th.site.gamesHeading}</h2>
      <p className="muted">{data ? th.site.catalogueSize(data.size, data.providers.length) : th.app.loading}</p>
      <ReadFailure read={catalogue} />
      {data && (
        <>
          <h3>{th.site.providersHeading}</h3>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={th.site.providersHeading}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{th.site.provider}</th>
                  <th scope="col">{th.site.category}</th>
                  <th scope="col" className="number">
                    {th.site.gameCount}
                  </th>
                  <th scope="col">{th.site.gameState}</th>
                  <th scope="col">{th.site.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.providers.map((provider) => (
                  <tr key={provider.code}>
                    <td>
                      {provider.name} <span className="muted">({provider.code})</span>
                    </td>
                    <td>{provider.gameType}</td>
                    <td className="number">{provider.games}</td>
                    <td>
                      <span className={provider.closedByQa ? 'state state-failed' : 'state state-approved'}>
                        {provider.closedByQa ? th.site.gameClosedByQa : th.site.gameOpen}
                      </span>
                    </td>
                    <td>
                      <ClosedToggle
                        name={provider.name}
                        closed={provider.closedByQa}
                        busy={change.isPending}
                        onToggle={() => toggle(provider.code, provider.name, !provider.closedByQa)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{th.site.closedGamesHeading}</h3>
          {data.closedGames.length === 0 ? (
            <p className="muted">{th.site.noClosedGames}</p>
          ) : (
            <table className="table" aria-label={th.site.closedGamesHeading}>
              <tbody>{gameRows(data.closedGames)}</tbody>
            </table>
          )}
        </>
      )}
      <div className="field">
        <label htmlFor="site-game-search">{th.site.gameSearch}</label>
        <input
          id="site-game-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={th.site.gameSearchHint}
          autoComplete="off"
        />
      </div>
      {data && words !== '' && (
        <>
          <p className="muted" aria-live="polite">
            {th.site.gameMatches(data.matches.length, data.matchCount)}
          </p>
          {data.matches.length > 0 && (
            <table className="table" aria-label={th.site.gameSearch}>
              <tbody>{gameRows(data.matches)}</tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
