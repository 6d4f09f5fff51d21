import { describe, expect, it } from 'vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from './index';

/** Spec section 7, copied row by row: the contract may add routes but never lose one. */
const SPEC_7 = `
POST /api/auth/login
GET /api/setting
GET /api/setting/operational/website
GET /api/configuration
GET /api/auth/configuration/list
GET /api/auth/configuration/key
GET /api/auth/user/detail/{uuid}
GET /api/auth/user/{uuid}
GET /api/auth/user/level/{uuid}
POST /api/auth/user/getCredit/{username}
POST /api/auth/user/game/cashOut
POST /api/auth/user/opengame
POST /api/auth/user/game/list
GET /api/auth/user/games/{gameCate}
POST /api/auth/user/transfer/to/bank
POST /api/auth/user/change-password/{uuid}
GET /api/auth/deposit/{uuid}
GET /api/deposit
GET /api/auth/withdraw/withdraw-history/{uuid}
GET /api/withdraw/history
POST /api/auth/withdraw/retry
POST /api/auth/withdraw/{uuid}
GET /api/auth/withdraw/withdraw-request/{uuid}
POST /api/auth/setting
GET /api/auth/affiliate/bonus/{username}
GET /api/auth/affiliate/downline/{username}
GET /api/auth/affiliate/code/{uuid}
POST /api/auth/affiliate/withdraw/{username}
POST /api/auth/affiliate/downline/bonus/{username}
POST /api/auth/log/affiliate/{username}
POST /api/auth/reward
POST /api/auth/reward/request
POST /api/auth/reward/request/history
GET /api/auth/wheel
POST /api/auth/wheel/reward
POST /api/auth/wheel/log
POST /api/auth/game/flip-card/random-reward
GET /api/auth/game/flip-card/logs
POST /api/auth/game/flip-card-reward/random
GET /api/auth/game/reward/request/my
GET /api/auth/game
GET /api/auth/game/check-in
POST /api/auth/game/check-in
POST /api/auth/slip/verify
POST /api/auth/slip/confirm
POST /api/auth/slip/request-deposit
GET /api/auth/slip/my/request
POST /api/user/register
GET /api/user/checkPhone/{value}
POST /api/user/checkBankId/{bankId}
GET /api/user/inviter/{afCode}
GET /api/user/checkUsername/{value}
POST /api/bank/name
GET /api/auth/announcement
GET /api/announcement
GET /api/auth/address/mine
PATCH /api/auth/address
`
  .trim()
  .split('\n');

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

const routes = routesOf(contract);
const key = (r: AppRoute) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`;

describe('contract', () => {
  it('has all 57 method+path pairs of spec section 7', () => {
    expect(SPEC_7).toHaveLength(57);
    const present = new Set(routes.map(key));
    expect(SPEC_7.filter((row) => !present.has(row))).toEqual([]);
  });

  it('declares each method+path once', () => {
    const keys = routes.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('gives every route a summary, a 200 schema and error bodies', () => {
    for (const route of routes) {
      expect(route.summary, key(route)).toBeTruthy();
      expect(route.responses, key(route)).toHaveProperty('200');
      expect(route.responses, key(route)).toHaveProperty('400');
      expect(route.responses, key(route)).toHaveProperty('500');
    }
  });

  it('guards every member route with 401 and 403', () => {
    for (const route of routes.filter((r) => r.path.startsWith('/api/auth/') && r.path !== '/api/auth/login')) {
      expect(Object.keys(route.responses), key(route)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
