import fp from 'fastify-plugin';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@site/contract';
import { mockControlContract } from '@site/contract/mock-control';

/**
 * Routes that may post to the ledger: the member's money movements (withdrawals, slip deposits,
 * bonuses, rewards, affiliate withdrawals, cash-out) and the control API's credit, minted slip,
 * member with credit and preset. Reads that are POSTs (credit, game list) are not among them.
 */
const ROUTES_THAT_POST: ReadonlySet<string> = new Set(
  [
    contract.withdraw.create,
    contract.withdraw.retry,
    contract.withdraw.transferToBank,
    contract.slip.requestDeposit,
    contract.checkIn.checkIn,
    contract.wheel.spin,
    contract.flipCard.randomReward,
    contract.flipCard.rewardRandom,
    contract.rewards.request,
    contract.affiliate.withdraw,
    contract.games.cashOut,
    mockControlContract.ledger,
    mockControlContract.mintSlip,
    mockControlContract.createMember,
    mockControlContract.applyScenario,
  ].map((route) => `${route.method} ${route.path}`),
);

/** Whether a request may move money: one of the routes above, or a game's bet or settle. */
function mayPost(method: string, url: string, route: AppRoute | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  if (url.startsWith('/mock-cdn/games/api/')) return true;
  return route !== undefined && ROUTES_THAT_POST.has(`${route.method} ${route.path}`);
}

/**
 * A full ledger (MAX_LEDGER_ENTRIES lines, docs/design/mock.md#bounds) refuses every request that may move
 * money, in Thai, before it runs: nothing is half done, reads and logins still work, and a reset
 * of the namespace empties it.
 */
export const ledgerRoomPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
      if (mayPost(request.method, request.url, route)) request.namespaceState.ensureRoomInLedger();
    });
  },
  { name: 'mock-ledger-room', dependencies: ['mock-namespaces'] },
);
