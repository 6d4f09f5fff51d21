import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORDED_GAMES, RECORDED_MEMBER_PASSWORD, type RecordedExchange } from '@site/contract/mock-control';
import { buildApp } from '../../app';
import { RECORDED_PROFILE_READ } from '../../test-support/recorded-session';
import { bodyOf, contractClient, controlClient, injectTarget, openMock, login, type Target } from '../../test-support/target';

const profileRead = RECORDED_PROFILE_READ;
const uuid = '2f0d6c1e-8a4b-4c3d-9e5f-6a7b8c9d0e1f';

/** Loading a recording (docs/design/mock.md#recordings) when it starts mid-history, ends after it, or shows no member. */
describe('a recording loaded into a namespace', () => {
  let mock: Target;
  beforeAll(async () => {
    mock = await openMock({ now: '2026-03-10T05:00:00.000Z' });
  });
  afterAll(() => mock.close());

  it('opens a history that started before the recording with a carried-over line, and ends at the credit last seen', async () => {
    const history: RecordedExchange = {
      ...profileRead,
      at: '2026-03-10T04:00:00.000Z',
      url: `/api/auth/user/transactions/${uuid}`,
      route: 'user.transactions',
      responseBody: {
        data: [
          {
            id: 'W-2',
            kind: 'withdraw',
            amount: -100,
            balanceAfter: 700,
            status: 'pending',
            description: 'ถอนเงิน',
            createdAt: '2026-03-09T10:00:00.000Z',
          },
        ],
      },
    };
    const laterCredit: RecordedExchange = {
      ...profileRead,
      at: '2026-03-10T04:30:00.000Z',
      method: 'POST',
      url: '/api/auth/user/getCredit/recorded01',
      route: 'games.credit',
      responseBody: { data: { username: 'recorded01', balanceType: 'M', credit: 650.25, point: 3, inGame: 0 } },
    };
    const anonymous: RecordedExchange = { ...profileRead, member: null, route: 'settings.setting' };
    const loaded = await controlClient(mock).loadRecording({
      body: { exchanges: [{ ...profileRead, at: '2026-03-10T03:00:00.000Z' }, history, laterCredit, anonymous] },
    });
    expect(bodyOf(loaded, 200)).toMatchObject({
      used: 3,
      ignored: 1,
      members: [{ username: 'recorded01', credit: 650.25, phone: expect.stringMatching(/^08\d{4}4321$/) as unknown }],
    });
    const session = await login(mock, { username: 'recorded01', password: RECORDED_MEMBER_PASSWORD });
    const shown = bodyOf(await contractClient(mock, session).user.transactions({ params: { uuid } }), 200).data;
    expect(shown.map((line) => [line.kind, line.amount, line.balanceAfter, line.status])).toEqual([
      ['adjustment', -49.75, 650.25, 'completed'],
      ['withdraw', -100, 700, 'pending'],
      ['adjustment', 800, 800, 'completed'],
    ]);
  });

  it('refuses, in Thai, a recording that shows no member or one the seed holds, and changes nothing', async () => {
    const control = controlClient(mock);
    const recorded = async () => bodyOf(await control.members({ query: { q: 'recorded01' } }), 200);
    const refused = await control.loadRecording({
      body: { exchanges: [{ ...profileRead, route: 'games.credit', responseBody: { data: { credit: 1 } } }] },
    });
    expect(bodyOf(refused, 400)).toMatchObject({
      code: 'RECORDING_WITHOUT_MEMBERS',
      message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown,
    });
    expect(await recorded()).toEqual([expect.objectContaining({ username: 'recorded01' }) as unknown]);
    // a recorded member the seed already holds (demo) is a 409 that leaves the namespace as it was
    const demoRead = JSON.parse(JSON.stringify(profileRead).replaceAll('recorded01', 'demo')) as RecordedExchange;
    const clash = await control.loadRecording({ body: { exchanges: [demoRead] } });
    expect(clash.status).toBe(409);
    expect(await recorded()).toEqual([expect.objectContaining({ username: 'recorded01' }) as unknown]);
    // a lobby of more games than a namespace takes (MAX_RECORDED_GAMES) is a 409 too
    const games = Array.from({ length: MAX_RECORDED_GAMES + 1 }, (_, n) => ({
      id: `g${n}`,
      name: `g${n}`,
      gameType: 'slot',
      gameCate: 'PG',
      image: '',
      enabled: true,
    }));
    const lobby: RecordedExchange = { ...profileRead, route: 'games.gameList', responseBody: { data: games } };
    const tooMany = await control.loadRecording({ body: { exchanges: [profileRead, lobby] } });
    expect(bodyOf(tooMany, 409)).toMatchObject({ code: 'RECORDED_GAMES_FULL', message: expect.stringMatching(/10,000/) as unknown });
  });
});

/** Staging's lobby as a recording shows it: a list answer, a category's tiles, launches. */
function lobbyExchanges(profile: RecordedExchange): RecordedExchange[] {
  const at = '2026-03-10T04:10:00.000Z';
  const exchange = (route: string, url: string, requestBody: unknown, responseBody: unknown): RecordedExchange => ({
    ...profile,
    at,
    method: route === 'games.categoryTiles' ? 'GET' : 'POST',
    url,
    route,
    requestBody,
    responseBody,
  });
  const staged = (id: string, name: string, gameCate: string, extra: object = {}) => ({
    id,
    name,
    gameType: 'slot',
    gameCate,
    image: `https://cdn.staging.example.com/art/${id}.png`,
    enabled: true,
    ...extra,
  });
  const launch = (gameId: string) =>
    exchange(
      'games.openGame',
      '/api/auth/user/opengame',
      { gameId, platform: 'DSK' },
      { data: { url: 'https://games.example.com/x', sessionId: 's', gameId } },
    );
  return [
    exchange(
      'games.gameList',
      '/api/auth/user/game/list',
      { gameType: 'all', gameCate: 'all' },
      {
        data: [
          staged('pg-mahjong-ways', 'Mahjong Ways', 'PG', { marks: ['hot'], stagingOnly: 'not kept' }),
          // an id the mock's own catalogue has: staging's game takes its place, under staging's maintenance
          staged('JK-001', 'Staging Koi', 'JK', { enabled: false }),
        ],
      },
    ),
    exchange('games.categoryTiles', '/api/auth/user/games/casino', null, {
      data: [
        { id: 'casino-SA', name: 'SA Gaming', category: 'casino', gameType: 'casino', gameCate: 'SA', image: 'x.png', direct: false },
        {
          id: 'evo-lightning',
          name: 'Lightning Roulette',
          category: 'casino',
          gameType: 'casino',
          gameCate: 'EVO2',
          image: 'y.png',
          direct: true,
        },
      ],
    }),
    launch('pg-mahjong-ways'),
    // a game no recorded list showed: nothing to list it by
    launch('staging-only-77'),
    // a list answer that does not fit the contract
    exchange('games.gameList', '/api/auth/user/game/list', { gameType: 'slot', gameCate: 'PG' }, { data: [{ id: 1 }] }),
  ];
}

/** Staging's games a recording showed, in the namespace's lobby (docs/design/mock.md#recordings). */
describe("a recording's games loaded into a namespace", () => {
  let mock: Target;
  let token = '';
  beforeAll(async () => {
    mock = await openMock({ now: '2026-03-10T05:00:00.000Z' });
  });
  afterAll(() => mock.close());

  const member = () => contractClient(mock, { token }).games;
  const list = async (gameType: string, gameCate: string) => bodyOf(await member().gameList({ body: { gameType, gameCate } }), 200).data;
  const open = (gameId: string) => member().openGame({ body: { gameId } });

  it("lists staging's games first in their category, with the mock's own art, and counts what it could not read", async () => {
    const loaded = await controlClient(mock).loadRecording({ body: { exchanges: [profileRead, ...lobbyExchanges(profileRead)] } });
    expect(bodyOf(loaded, 200)).toMatchObject({ used: 4, ignored: 2, games: 3 });
    token = (await login(mock, { username: 'recorded01', password: RECORDED_MEMBER_PASSWORD })).token;

    const all = await list('all', 'all');
    expect(all.slice(0, 3)).toEqual([
      {
        id: 'pg-mahjong-ways',
        name: 'Mahjong Ways',
        gameType: 'slot',
        gameCate: 'PG',
        image: '/mock-cdn/games/art/pg-mahjong-ways.svg',
        enabled: true,
        marks: ['hot'],
      },
      { id: 'JK-001', name: 'Staging Koi', gameType: 'slot', gameCate: 'JK', image: '/mock-cdn/games/art/JK-001.svg', enabled: false },
      {
        id: 'evo-lightning',
        name: 'Lightning Roulette',
        gameType: 'casino',
        gameCate: 'EVO2',
        image: '/mock-cdn/games/art/evo-lightning.svg',
        enabled: true,
      },
    ]);
    expect(all.filter((game) => game.id === 'JK-001')).toHaveLength(1);
    // the mock's own games are still there after them
    expect(all.length).toBeGreaterThan(60);
    expect((await list('slot', 'pg')).map((game) => game.name)).toEqual(['Mahjong Ways']);

    const tiles = async (category: 'casino' | 'hot') => bodyOf(await member().categoryTiles({ params: { gameCate: category } }), 200).data;
    expect(await tiles('casino')).toContainEqual(expect.objectContaining({ id: 'evo-lightning', gameCate: 'EVO2', direct: true }));
    expect((await tiles('hot')).map((tile) => tile.id)).toContain('pg-mahjong-ways');
    for (const picture of ['/mock-cdn/games/art/pg-mahjong-ways.svg', '/mock-cdn/games/tiles/casino-EVO2.svg']) {
      // the mock's pictures: files, not contract routes
      const art = await mock.request('GET', picture);
      expect(art.status, picture).toBe(200);
      expect(String(art.headers['content-type'])).toContain('image/svg+xml');
    }
  });

  it("opens a recorded game on the mock's game page with the member's credit; a game closed on staging is closed, an unknown id is 404", async () => {
    const { sessionId } = bodyOf(await open('pg-mahjong-ways'), 200).data;
    // the provider's game page reads its session from the mock's CDN, no contract route
    const page = await mock.request('GET', `/mock-cdn/games/api/session/${sessionId}`);
    expect(page.body).toMatchObject({ gameId: 'pg-mahjong-ways', gameName: 'Mahjong Ways', username: 'recorded01', credit: 500 });
    expect((await open('JK-001')).body).toMatchObject({ code: 'GAME_CLOSED' });
    expect((await open('staging-only-77')).status).toBe(404);
  });

  it("takes QA's maintenance, and is kept by a snapshot: a reset drops staging's games, a restore brings them back", async () => {
    const control = controlClient(mock);
    bodyOf(await control.setSite({ body: { closedGames: ['PG'] } }), 200);
    expect((await list('slot', 'PG')).map((game) => game.enabled)).toEqual([false]);
    bodyOf(await control.setSite({ body: { closedGames: [] } }), 200);

    const snapshot = bodyOf(await control.snapshot(), 200);
    bodyOf(await control.reset({ body: {} }), 200);
    token = (await login(mock)).token;
    expect(await list('slot', 'PG')).toEqual([]);
    expect((await list('slot', 'JK'))[0]).toMatchObject({ id: 'JK-001', enabled: true });
    bodyOf(await control.restore({ body: snapshot }), 200);
    token = (await login(mock, { username: 'recorded01', password: RECORDED_MEMBER_PASSWORD })).token;
    expect((await list('slot', 'PG')).map((game) => game.name)).toEqual(['Mahjong Ways']);
  });

  it('keeps them in MOCK_DATA_DIR: after a restart the namespace lists and opens them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recorded-games-'));
    try {
      const first = await buildApp({ seed: 42, dataDir: dir });
      const loaded = await controlClient(injectTarget(first, 'staging-bug')).loadRecording({
        body: { exchanges: [profileRead, ...lobbyExchanges(profileRead)] },
      });
      bodyOf(loaded, 200);
      await first.close();
      const second = await buildApp({ seed: 42, dataDir: dir });
      try {
        const restarted = injectTarget(second, 'staging-bug');
        const games = contractClient(
          restarted,
          await login(restarted, { username: 'recorded01', password: RECORDED_MEMBER_PASSWORD }),
        ).games;
        const listed = bodyOf(await games.gameList({ body: { gameType: 'casino', gameCate: 'EVO2' } }), 200).data;
        expect(listed.map((game) => game.name)).toEqual(['Lightning Roulette']);
        bodyOf(await games.openGame({ body: { gameId: 'evo-lightning' } }), 200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
