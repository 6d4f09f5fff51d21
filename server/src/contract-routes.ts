import { isAppRoute, isAppRouteOtherResponse, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { contract } from '@site/contract';

export type ContractRoute = {
  /** Dotted key in the contract, e.g. `registration.checkPhone`. */
  name: string;
  method: string;
  /** Path pattern as the contract writes it, e.g. `/api/user/checkPhone/:value`. */
  path: string;
  /** Response schema by status code; statuses the contract does not declare are absent. */
  responses: Map<number, z.ZodTypeAny | null>;
};

function collect(router: AppRouter, prefix: string, into: Array<{ name: string; route: AppRoute }>): void {
  for (const [key, value] of Object.entries(router)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (isAppRoute(value)) into.push({ name, route: value });
    else collect(value, name, into);
  }
}

function responseSchema(response: AppRoute['responses'][number]): z.ZodTypeAny | null {
  const body = isAppRouteOtherResponse(response) ? response.body : response;
  return body instanceof z.ZodType ? body : null;
}

function toRoute(name: string, route: AppRoute): ContractRoute {
  const responses = new Map<number, z.ZodTypeAny | null>();
  for (const [status, response] of Object.entries(route.responses)) {
    responses.set(Number(status), responseSchema(response));
  }
  return { name, method: route.method, path: route.path, responses };
}

/**
 * Finds the contract route of a request path in O(1) for fixed paths and a short scan for
 * parameterised ones. Parameters match one path segment, as ts-rest and the mock do.
 */
export class ContractRouteTable {
  private readonly fixed = new Map<string, ContractRoute>();
  private readonly parameterised: Array<{ method: string; pattern: RegExp; route: ContractRoute }> = [];

  constructor(router: AppRouter = contract) {
    const routes: Array<{ name: string; route: AppRoute }> = [];
    collect(router, '', routes);
    for (const { name, route } of routes) {
      const entry = toRoute(name, route);
      if (route.path.includes(':')) {
        const source = route.path
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        this.parameterised.push({ method: route.method, pattern: new RegExp(`^${source}$`), route: entry });
      } else {
        this.fixed.set(`${route.method} ${route.path}`, entry);
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

  get size(): number {
    return this.fixed.size + this.parameterised.length;
  }
}

export const contractRoutes = new ContractRouteTable();
