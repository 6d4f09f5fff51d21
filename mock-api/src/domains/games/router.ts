import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { gamesContract, fromSatang } from '@site/contract';
import { configImagePath } from '../../content/brands';
import { currentMember, ownByUsername } from '../../plugins/auth';
import { rejectFor } from '../../lib/api-error';
import { okResponse, tsRestOptions } from '../shared';
import { cashOut, inGame, listedGame, openSession } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

/** The activities of the media hub; each picture is the brand's tile of the configuration, in its colours. */
const MINI_GAMES = [
  { code: 'wheel', name: 'วงล้อนำโชค', tileKey: 'member.media.wheel' },
  { code: 'flip-card', name: 'เปิดไพ่รับเครดิต', tileKey: 'member.media.flipCard' },
  { code: 'flip-card-reward', name: 'เปิดไพ่รับรางวัล', tileKey: 'member.media.flipCardReward' },
  { code: 'check-in', name: 'เช็คอินรายวัน', tileKey: 'member.media.checkIn' },
] as const;

const router = s.router(gamesContract, {
  credit: async ({ request, params, body }) => {
    const member = ownByUsername(request, params.username);
    return okResponse({
      username: member.username,
      balanceType: body.balanceType,
      credit: fromSatang(request.namespaceState.balance(member.uuid)),
      point: member.points,
      inGame: fromSatang(inGame(request.namespaceState, member.uuid)),
    });
  },
  cashOut: async ({ request, body }) => {
    const member = currentMember(request);
    const result = cashOut(request.namespaceState, member, body.gameId);
    return okResponse(
      { settled: fromSatang(result.settled), credit: fromSatang(request.namespaceState.balance(member.uuid)), sessions: result.sessions },
      result.sessions === 0 ? messages.games.noOpenSessions : messages.games.cashedOut,
    );
  },
  openGame: async ({ request, body }) => {
    const member = currentMember(request);
    const session = openSession(
      request.namespaceState,
      member,
      body.gameId,
      request.server.mockConfig.launchKey,
      rejectFor(gamesContract.openGame),
    );
    const query = new URLSearchParams({ session: session.id, ns: request.namespaceState.data.namespace, platform: body.platform });
    return okResponse({ url: `/mock-cdn/games/play.html?${query.toString()}`, sessionId: session.id, gameId: session.gameId });
  },
  gameList: async ({ request, body }) => {
    currentMember(request);
    const state = request.namespaceState;
    return okResponse(state.catalogue.of(body.gameType, body.gameCate).map((game) => listedGame(state, game)));
  },
  categoryTiles: async ({ request, params }) => {
    currentMember(request);
    return okResponse(request.namespaceState.catalogue.categoryTiles(params.gameCate));
  },
  miniGames: async ({ request }) => {
    currentMember(request);
    const brand = request.namespaceState.data.brand;
    return okResponse(MINI_GAMES.map(({ code, name, tileKey }) => ({ code, name, image: configImagePath(brand, tileKey), enabled: true })));
  },
});

export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
