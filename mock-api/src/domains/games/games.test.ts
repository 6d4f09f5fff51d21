import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { GAME_CATEGORIES } from '@site/contract/rules';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';

describe('games contract', () => {
  const member = memberTarget();

  it('serves the credit of the logged-in member', async () => {
    const response = await member.target.request('POST', pathOf(contract.games.credit, { username: member.session.username }), {
      token: member.session.token,
      body: { balanceType: 'M' },
    });
    expectContract(contract.games.credit, response, 200);
  });

  it.each(GAME_CATEGORIES)('serves the tiles of category %s', async (category) => {
    const response = await member.target.request('GET', pathOf(contract.games.categoryTiles, { gameCate: category }), {
      token: member.session.token,
    });
    expectContract(contract.games.categoryTiles, response, 200);
  });

  it('rejects an unknown category with 400', async () => {
    expectContract(
      contract.games.categoryTiles,
      await member.target.request('GET', pathOf(contract.games.categoryTiles, { gameCate: 'bingo' }), { token: member.session.token }),
      400,
    );
  });

  it('lists the games of a slot provider and the mini-games', async () => {
    const list = await member.target.request('POST', contract.games.gameList.path, {
      token: member.session.token,
      body: { gameType: 'slot', gameCate: 'JK' },
    });
    expectContract(contract.games.gameList, list, 200);
    expect((list.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expectContract(
      contract.games.miniGames,
      await member.target.request('GET', contract.games.miniGames.path, { token: member.session.token }),
      200,
    );
  });

  it('opens a listed game, refuses an unknown one, and cashes out', async () => {
    const list = await member.target.request('POST', contract.games.gameList.path, {
      token: member.session.token,
      body: { gameType: 'slot', gameCate: 'JK' },
    });
    const game = (list.body as { data: Array<{ id: string; enabled: boolean }> }).data.find((g) => g.enabled);
    expect(game).toBeDefined();
    expectContract(
      contract.games.openGame,
      await member.target.request('POST', contract.games.openGame.path, { token: member.session.token, body: { gameId: game?.id ?? '' } }),
      200,
    );
    expectContract(
      contract.games.openGame,
      await member.target.request('POST', contract.games.openGame.path, { token: member.session.token, body: { gameId: 'NO-SUCH-GAME' } }),
      404,
    );
    expectContract(
      contract.games.cashOut,
      await member.target.request('POST', contract.games.cashOut.path, { token: member.session.token, body: {} }),
      200,
    );
  });
});
