import { describe, expect, it } from 'vitest';
import { ALL_GAMES, GAME_CATEGORIES, SLOT_PROVIDERS } from '@site/contract/rules';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';
import { openMockClient } from '../../test-support/mock-client';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from '../../content/games';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('games contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);
  const slotList = () => api().games.gameList({ body: { gameType: 'slot', gameCate: 'JK' } });

  it('serves the credit of the logged-in member', async () => {
    bodyOf(await api().games.credit({ params: { username: member.session.username }, body: { balanceType: 'M' } }), 200);
  });

  it.each(GAME_CATEGORIES)('serves the tiles of category %s', async (category) => {
    bodyOf(await api().games.categoryTiles({ params: { gameCate: category } }), 200);
  });

  it('rejects an unknown category with 400', async () => {
    // a category the contract does not know, as a hand-written client might send it
    const unknownCategory = 'bingo' as (typeof GAME_CATEGORIES)[number];
    bodyOf(await api().games.categoryTiles({ params: { gameCate: unknownCategory } }), 400);
  });

  it('lists the games of a slot provider and the mini-games', async () => {
    expect(bodyOf(await slotList(), 200).data.length).toBeGreaterThan(0);
    bodyOf(await api().games.miniGames(), 200);
  });

  it('opens a listed game, refuses an unknown one, and cashes out', async () => {
    const game = bodyOf(await slotList(), 200).data.find((g) => g.enabled);
    expect(game).toBeDefined();
    bodyOf(await api().games.openGame({ body: { gameId: game?.id ?? '' } }), 200);
    bodyOf(await api().games.openGame({ body: { gameId: 'NO-SUCH-GAME' } }), 404);
    bodyOf(await api().games.cashOut({ body: {} }), 200);
  });
});

describe('the game catalogue', () => {
  it('holds the size asked for, from the seed: every category, hundreds per slot provider, Thai and English names, marks', () => {
    const catalogue = GameCatalogue.drawn(42, 2000);
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
    expect(GameCatalogue.drawn(42, 2000).games).toEqual(games);
    expect(GameCatalogue.drawn(7, 2000).games.map((g) => g.name)).not.toEqual(games.map((g) => g.name));
    const small = GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE);
    expect(small.games).toHaveLength(MIN_CATALOGUE_SIZE);
    expect(small.providers).toEqual(catalogue.providers);
    for (const game of small.games) expect(catalogue.find(game.id)).toEqual(game);
    expect(() => GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE - 1)).toThrow(RangeError);
  });

  it('lists the whole catalogue in one call, and what QA puts under maintenance is listed closed and refused', async () => {
    const mock = await openMockClient({ games: 300 });
    try {
      const member = await mock.member();
      const api = mock.api(member);
      const list = async (gameType: string, gameCate: string) =>
        bodyOf(await api.games.gameList({ body: { gameType, gameCate } }), 200).data;
      const all = await list(ALL_GAMES, ALL_GAMES);
      expect(all).toHaveLength(300);
      expect((await list('lotto', ALL_GAMES)).every((g) => g.gameType === 'lotto')).toBe(true);
      const hot = bodyOf(await api.games.categoryTiles({ params: { gameCate: 'hot' } }), 200).data;
      expect(hot.map((tile) => tile.id)).toEqual(all.filter((g) => g.marks?.includes('hot')).map((g) => g.id));

      bodyOf(await mock.controlApi.setSite({ body: { closedGames: ['JK-002', 'SA'] } }), 200);
      const closed = (await list(ALL_GAMES, ALL_GAMES)).filter((g) => !g.enabled).map((g) => g.id);
      expect(closed).toContain('JK-002');
      expect(closed).toEqual(expect.arrayContaining(all.filter((g) => g.gameCate === 'SA').map((g) => g.id)));
      const refused = await api.games.openGame({ body: { gameId: 'casino-SA-1' } });
      expect(refused.body).toMatchObject({ code: 'GAME_CLOSED' });
      const unknown = await mock.controlApi.setSite({ body: { closedGames: ['NOPE'] } });
      expect(JSON.stringify(bodyOf(unknown, 400))).toContain('ไม่มีเกมหรือค่ายเกม NOPE');

      bodyOf(await mock.controlApi.setSite({ body: { closedGames: [] } }), 200);
      expect((await list('slot', 'JK')).find((g) => g.id === 'JK-002')?.enabled).toBe(true);
    } finally {
      await mock.close();
    }
  });
});
