import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from './contract';
import { RoutePolicy } from './common/policy';

/** One route of a contract, with its dotted key (e.g. `registration.checkPhone`). */
export interface FlatRoute {
  name: string;
  method: AppRoute['method'];
  /** Path pattern as the contract writes it, e.g. `/api/user/checkPhone/:value`. */
  path: string;
  route: AppRoute;
}

/** A route of the member API, with the policy its metadata declares. */
export interface ApiRoute extends FlatRoute {
  policy: RoutePolicy;
}

function walk(router: AppRouter, prefix: string, into: FlatRoute[]): FlatRoute[] {
  for (const [key, value] of Object.entries(router)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (isAppRoute(value)) into.push({ name, method: value.method, path: value.path, route: value });
    else walk(value, name, into);
  }
  return into;
}

/**
 * Every route of the member API in contract order, each with its policy (who may call it,
 * which rate-limit budget it spends, which parameter names its owner). The one walk of the
 * contract tree: the mock, the gateway, the tests and the QA console read routes from here.
 * Given another router (e.g. the mock control contract), its routes without policies.
 */
export function flattenContract(): ApiRoute[];
export function flattenContract(router: AppRouter): FlatRoute[];
export function flattenContract(router?: AppRouter): FlatRoute[] | ApiRoute[] {
  if (router !== undefined) return walk(router, '', []);
  return walk(contract, '', []).map((entry) => ({ ...entry, policy: routePolicy(entry.route) }));
}

/**
 * The policy of a member-API route, read from its metadata. Throws for a route that has none
 * (the contract's type already refuses one), so a policy can never be guessed.
 */
export function routePolicy(route: AppRoute): RoutePolicy {
  const known = checkedPolicies.get(route);
  if (known !== undefined) return known;
  const parsed = RoutePolicy.safeParse(route.metadata);
  if (!parsed.success) throw new Error(`${route.method} ${route.path} has no valid policy metadata: ${parsed.error.message}`);
  checkedPolicies.set(route, parsed.data);
  return parsed.data;
}

/** Policies already checked, so a server reading them per request parses each route once. */
const checkedPolicies = new WeakMap<AppRoute, RoutePolicy>();
