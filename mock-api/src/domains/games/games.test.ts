import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { type Game } from '@site/contract';
import { ALL_GAMES, GAME_CATEGORIES, SLOT_PROVIDERS } from '@site/contract/rules';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';
import { openMockClient } from '../../test-support/mock-client';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from '../../content/games';

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

describe('the game catalogue', () => {
  it('holds the size asked for, from the seed: every category, hundreds per slot provider, Thai and English names, marks', () => {
    const catalogue = new GameCatalogue(42, 2000);
    const games = catalogue.games;
    expect(games).toHaveLength(2000);
    expect(new Set(games.map((g) => g.id)).size).toBe(2000);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(['slot', 'casino', 'sport', 'fishing', 'card', 'lotto']));
    for (const provider of SLOT_PROVIDERS) expect(catalogue.of('slot', provider).length).toBeGreaterThan(300);
    expect(catalogue.providers.size).toBeGreaterThanOrEqual(20);
    expect(games.some((g) => /[\u0E00-\u0E7F]/.test(g.name))).toBe(true);
    expect(games.some((g) => /^[A-Za-z]/.test(g.name))).toBe(true);
    for (const mark of ['new', 'hot', 'jackpot'] as const) expect(games.filter((g) => g.marks?.includes(mark)).length).toBeGreaterThan(20);
    expect(games.filter((g) => !g.enabled).length).toBeGreaterThan(0);
    // the same seed gives the same games; another seed other names; a small catalogue the same first games
    expect(new GameCatalogue(42, 2000).games).toEqual(games);
    expect(new GameCatalogue(7, 2000).games.map((g) => g.name)).not.toEqual(games.map((g) => g.name));
    const small = new GameCatalogue(42, MIN_CATALOGUE_SIZE);
    expect(small.games).toHaveLength(MIN_CATALOGUE_SIZE);
    expect(small.providers).toEqual(catalogue.providers);
    for (const game of small.games) expect(catalogue.find(game.id)).toEqual(game);
    expect(() => new GameCatalogue(42, MIN_CATALOGUE_SIZE - 1)).toThrow(RangeError);
  });

  it('lists the whole catalogue in one call, and what QA puts under maintenance is listed closed and refused', async () => {
    const mock = await openMockClient({ games: 300 });
    try {
      const member = await mock.member();
      const list = async (gameType: string, gameCate: string) =>
        (await mock.as(member)<{ data: Game[] }>('POST', contract.games.gameList.path, { gameType, gameCate })).body.data;
      const all = await list(ALL_GAMES, ALL_GAMES);
      expect(all).toHaveLength(300);
      expect((await list('lotto', ALL_GAMES)).every((g) => g.gameType === 'lotto')).toBe(true);
      const hot = (await mock.as(member)<{ data: Array<{ id: string }> }>('GET', '/api/auth/user/games/hot')).body.data;
      expect(hot.map((tile) => tile.id)).toEqual(all.filter((g) => g.marks?.includes('hot')).map((g) => g.id));

      await mock.control('POST', '/__mock/site', { closedGames: ['JK-002', 'SA'] });
      const closed = (await list(ALL_GAMES, ALL_GAMES)).filter((g) => !g.enabled).map((g) => g.id);
      expect(closed).toContain('JK-002');
      expect(closed).toEqual(expect.arrayContaining(all.filter((g) => g.gameCate === 'SA').map((g) => g.id)));
      const refused = await mock.as(member)<{ code: string }>('POST', '/api/auth/user/opengame', { gameId: 'casino-SA-1' });
      expect(refused.body.code).toBe('GAME_CLOSED');
      const unknown = await mock.target.request('POST', '/__mock/site', { body: { closedGames: ['NOPE'] } });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toContain('ไม่มีเกมหรือค่ายเกม NOPE');

      await mock.control('POST', '/__mock/site', { closedGames: [] });
      expect((await list('slot', 'JK')).find((g) => g.id === 'JK-002')?.enabled).toBe(true);
    } finally {
      await mock.close();
    }
  });
});
