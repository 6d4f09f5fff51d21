import { isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { flattenContract, type ApiRoute, type RoutePolicy } from '@site/contract';

export type ContractRoute = {
  /** Dotted key in the contract, e.g. `registration.checkPhone`. */
  name: string;
  method: string;
  /** Path pattern as the contract writes it, e.g. `/api/user/checkPhone/:value`. */
  path: string;
  /** Response schema by status code; statuses the contract does not declare are absent. */
  responses: Map<number, z.ZodTypeAny | null>;
  /** Who may call it and which rate-limit budget it spends (the route's contract metadata). */
  policy: RoutePolicy;
};

function responseSchema(response: AppRoute['responses'][number]): z.ZodTypeAny | null {
  const body = isAppRouteOtherResponse(response) ? response.body : response;
  return body instanceof z.ZodType ? body : null;
}

function toRoute({ name, route, policy }: ApiRoute): ContractRoute {
  const responses = new Map<number, z.ZodTypeAny | null>();
  for (const [status, response] of Object.entries(route.responses)) {
    responses.set(Number(status), responseSchema(response));
  }
  return { name, method: route.method, path: route.path, responses, policy };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Decodes each segment as a router would (a bad escape stays as written). */
function decodeSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Finds the contract route of a request path in O(1) for fixed paths and a short scan for
 * parameterised ones. Parameters match one path segment, as ts-rest and the mock do.
 */
export class ContractRouteTable {
  private readonly fixed = new Map<string, ContractRoute>();
  private readonly parameterised: Array<{ method: string; pattern: RegExp; route: ContractRoute }> = [];
  /** The same routes keyed loosely (case, escapes, trailing slash), for policy lookups only. */
  private readonly looseFixed = new Map<string, ContractRoute>();
  private readonly looseParameterised: Array<{ method: string; pattern: RegExp; route: ContractRoute }> = [];

  constructor(routes: ApiRoute[] = flattenContract()) {
    for (const apiRoute of routes) {
      const entry = toRoute(apiRoute);
      const { method, path } = apiRoute.route;
      if (path.includes(':')) {
        const source = path
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
          .join('/');
        this.parameterised.push({ method, pattern: new RegExp(`^${source}$`), route: entry });
        this.looseParameterised.push({ method, pattern: new RegExp(`^${source}$`, 'i'), route: entry });
      } else {
        this.fixed.set(`${method} ${path}`, entry);
        this.looseFixed.set(`${method} ${path.toLowerCase()}`, entry);
      }
    }
  }

  /** The route for a method and a path without query string, or undefined. */
  match(method: string, path: string): ContractRoute | undefined {
    const exact = this.fixed.get(`${method} ${path}`);
    if (exact !== undefined) return exact;
    for (const candidate of this.parameterised) {
      if (candidate.method === method && candidate.pattern.test(path)) return candidate.route;
    }
    return undefined;
  }

  /**
   * The route a request URL may reach on some upstream: the exact match, else one that ignores
   * case, percent-escapes, repeated and trailing slashes, and HEAD for GET (a lenient upstream router could serve
   * `/api/Auth/login/` as login, so its policy must still apply).
   */
  matchLoosely(requestMethod: string, url: string): ContractRoute | undefined {
    // an upstream answers HEAD with its GET route, status and headers included
    const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
    const path = pathOf(url);
    const exact = this.match(method, path);
    if (exact !== undefined) return exact;
    const loose = decodeSegments(path)
      .replace(/\/{2,}/g, '/')
      .replace(/(?<=.)\/$/, '');
    const fixed = this.looseFixed.get(`${method} ${loose.toLowerCase()}`);
    if (fixed !== undefined) return fixed;
    for (const candidate of this.looseParameterised) {
      if (candidate.method === method && candidate.pattern.test(loose)) return candidate.route;
    }
    return undefined;
  }

  get size(): number {
    return this.fixed.size + this.parameterised.length;
  }
}

export const contractRoutes = new ContractRouteTable();

/** A request URL's path: what comes before its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
