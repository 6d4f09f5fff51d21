import { flattenContract } from '@site/contract';
import type { MemberApiRoute } from '@site/contract/mock-control';

/** The pattern a fault or a stub names a route with: a path parameter is one segment, which the matcher's `*` covers. */
export function routePattern(method: string, path: string): string {
  return `${method} ${path.replace(/:[^/]+/g, '*')}`;
}

/** The member API's routes in contract order, each with the fault pattern that matches it. */
export const MEMBER_API_ROUTES: readonly MemberApiRoute[] = flattenContract().map(({ name, method, path, route }) => ({
  name,
  method,
  path,
  summary: route.summary ?? '',
  fault: routePattern(method, path),
}));
