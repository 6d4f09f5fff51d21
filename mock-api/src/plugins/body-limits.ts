import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import { BODY_LIMITS, JsonDepthScanner, routePolicy } from '@site/contract';
import { MAX_BODY_BYTES } from '@site/contract/rules';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';

/** Nesting allowed outside the contract's routes: the control API's snapshots are the deepest bodies. */
const CONTROL_MAX_DEPTH = 64;

function contractRoute(config: unknown): AppRoute | undefined {
  const route = (config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  return route?.metadata === undefined ? undefined : route;
}

function limitsOf(route: AppRoute | undefined) {
  if (route === undefined) return { maxBytes: MAX_BODY_BYTES, maxDepth: CONTROL_MAX_DEPTH };
  return BODY_LIMITS[routePolicy(route).body ?? 'small'];
}

/** Whether JSON text nests deeper than `maxDepth`: one pass over the characters, brackets inside strings skipped. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  return new JsonDepthScanner(maxDepth).scan(text);
}

/**
 * Body size and JSON nesting per route, from the contract's policy (docs/design/contract.md#route-policy): the size is
 * enforced while the body is read (Fastify's per-route bodyLimit), the nesting by a linear scan
 * before JSON.parse, so a body of 2 MB of `[` costs one pass, not a parse.
 */
export const bodyLimitsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const limits = limitsOf(contractRoute(route.config));
      route.bodyLimit = Math.min(route.bodyLimit ?? limits.maxBytes, limits.maxBytes);
    });
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
      const { maxDepth } = limitsOf(contractRoute(request.routeOptions.config));
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, maxDepth)) {
        done(new ApiError(400, messages.tooDeep, 'BODY_TOO_DEEP'), undefined);
        return;
      }
      void parseJson(request, text, done);
    });
  },
  { name: 'mock-body-limits' },
);
