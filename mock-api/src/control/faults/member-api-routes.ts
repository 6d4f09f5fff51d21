import { flattenContract } from '@site/contract';
import type { MemberApiRoute } from '@site/contract/mock-control';

/** The member API's routes in contract order, each with the fault pattern that matches it. */
export const MEMBER_API_ROUTES: readonly MemberApiRoute[] = flattenContract().map(({ name, method, path, route }) => ({
  name,
  method,
  path,
  summary: route.summary ?? '',
  // a path parameter is one segment, which the fault matcher's `*` covers
  fault: `${method} ${path.replace(/:[^/]+/g, '*')}`,
}));
