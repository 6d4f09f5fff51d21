import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { contract, flattenContract, routePolicy, type ApiRoute } from './index';
import { mockControlContract } from './mock-control';

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

const apiRoutes = flattenContract();
const routes = apiRoutes.map((entry) => entry.route);
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
    for (const { route } of apiRoutes.filter((r) => r.policy.access === 'member')) {
      expect(Object.keys(route.responses), key(route)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});

/** The schema of the parameter a route names its owner with: a path parameter or a body field. */
function ownerSchema({ route, policy }: ApiRoute): z.ZodTypeAny | undefined {
  if (policy.owner === undefined) return undefined;
  const holder: unknown = policy.owner.in === 'params' ? route.pathParams : 'body' in route ? route.body : undefined;
  return holder instanceof z.ZodObject ? (holder.shape as Record<string, z.ZodTypeAny>)[policy.owner.name] : undefined;
}

describe('route policy (metadata)', () => {
  it('lists every route of the contract once, in contract order, with its dotted name', () => {
    // every route of every domain router, whatever their number: adding a route changes no count here
    const everyRoute = Object.values(contract).flatMap((domain) => Object.values(domain as Record<string, AppRoute>));
    expect(apiRoutes.map((entry) => entry.route)).toEqual(everyRoute);
    expect(new Set(apiRoutes.map((r) => r.name)).size).toBe(apiRoutes.length);
    expect(apiRoutes[0]).toMatchObject({ name: 'auth.login', method: 'POST', path: '/api/auth/login' });
    expect(apiRoutes.find((r) => r.name === 'registration.checkPhone')?.route).toBe(contract.registration.checkPhone);
  });

  it('gives every route a valid policy', () => {
    for (const entry of apiRoutes) expect(routePolicy(entry.route)).toEqual(entry.policy);
  });

  it('refuses a route without policy metadata instead of guessing one', () => {
    const { metadata: _dropped, ...bare } = contract.bank.accountName;
    expect(() => routePolicy(bare as AppRoute)).toThrow(/POST \/api\/bank\/name has no valid policy/);
    expect(() =>
      routePolicy({
        ...bare,
        metadata: { access: 'public', rateLimit: 'general', owner: { in: 'params', name: 'uuid', identifies: 'uuid' } },
      }),
    ).toThrow(/only a member route/);
  });

  it('spends the small budget on login, registration checks and the account-holder lookup', () => {
    expect(apiRoutes.filter((r) => r.policy.rateLimit === 'sensitive').map((r) => r.name)).toEqual([
      'auth.login',
      'registration.register',
      'registration.checkPhone',
      'registration.checkBankId',
      'registration.inviter',
      'registration.checkUsername',
      'bank.accountName',
    ]);
  });

  it('names the owner with a parameter the route really has, of the kind it says', () => {
    const owned = apiRoutes.filter((r) => r.policy.owner !== undefined);
    expect(owned.length).toBeGreaterThanOrEqual(20);
    for (const entry of owned) {
      const schema = ownerSchema(entry);
      expect(schema, entry.name).toBeDefined();
      const sample = entry.policy.owner?.identifies === 'uuid' ? '0b8c5a54-4c4b-4d4e-9a8e-0a1b2c3d4e5f' : 'somchai01';
      expect(schema?.safeParse(sample).success, entry.name).toBe(true);
    }
  });

  it('flattens any other router (the mock control API) without policies', () => {
    const control = flattenContract(mockControlContract);
    expect(control.map((r) => r.name)).toContain('snapshot');
    expect(control.every((r) => !('policy' in r))).toBe(true);
  });
});
