import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { GAME_CATEGORIES } from '@site/contract/rules';
import { expectContract, login, openTarget, pathOf, type Session, type Target } from '../../test-support/target';

describe('games contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves the credit of the logged-in member', async () => {
    const response = await target.request('POST', pathOf(contract.games.credit, { username: session.username }), { token: session.token, body: { balanceType: 'M' } });
    expectContract(contract.games.credit, response, 200);
  });

  it.each(GAME_CATEGORIES)('serves the tiles of category %s', async (category) => {
    const response = await target.request('GET', pathOf(contract.games.categoryTiles, { gameCate: category }), { token: session.token });
    expectContract(contract.games.categoryTiles, response, 200);
  });

  it('rejects an unknown category with 400', async () => {
    expectContract(contract.games.categoryTiles, await target.request('GET', pathOf(contract.games.categoryTiles, { gameCate: 'bingo' }), { token: session.token }), 400);
  });

  it('lists the games of a slot provider and the mini-games', async () => {
    const list = await target.request('POST', contract.games.gameList.path, { token: session.token, body: { gameType: 'slot', gameCate: 'JK' } });
    expectContract(contract.games.gameList, list, 200);
    expect((list.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expectContract(contract.games.miniGames, await target.request('GET', contract.games.miniGames.path, { token: session.token }), 200);
  });

  it('opens a listed game, refuses an unknown one, and cashes out', async () => {
    const list = await target.request('POST', contract.games.gameList.path, { token: session.token, body: { gameType: 'slot', gameCate: 'JK' } });
    const game = (list.body as { data: Array<{ id: string; enabled: boolean }> }).data.find((g) => g.enabled);
    expect(game).toBeDefined();
    expectContract(contract.games.openGame, await target.request('POST', contract.games.openGame.path, { token: session.token, body: { gameId: game?.id ?? '' } }), 200);
    expectContract(contract.games.openGame, await target.request('POST', contract.games.openGame.path, { token: session.token, body: { gameId: 'NO-SUCH-GAME' } }), 404);
    expectContract(contract.games.cashOut, await target.request('POST', contract.games.cashOut.path, { token: session.token, body: {} }), 200);
  });
});
