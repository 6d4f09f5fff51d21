// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the store files ship no types: every program that reads this file needs them
/// <reference path="../rate-limit-stores.d.ts" />
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { RateLimitClass } from '@site/contract';
import type { ContractRoute } from '../contract-routes';
import { gatewayMessages } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** State of the shared rate-limit store: 'up'/'down' with REDIS_URL, 'memory' without. */
    rateLimitStore(): 'up' | 'down' | 'memory';
    /** The proxy's routes run it (`/api`, `/mock-cdn`): spends the request's budgets, or answers 429. */
    spendRateLimits: onRequestHookHandler;
  }
}

/**
 * The budget an API request spends: its contract route's `rateLimit` policy (login,
 * registration checks and the account-holder lookup are `sensitive`), the route the proxy
 * matched leniently. A path the contract does not know spends the general budget only.
 */
export function rateLimitClassOf(route: ContractRoute | undefined): RateLimitClass {
  return route?.policy.rateLimit ?? 'general';
}

/**
 * Rate limits on the API and `/mock-cdn`, per client address: a general budget for every API request and a
 * much smaller one for sensitive routes, in memory or shared in Redis when REDIS_URL is set.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { config } = app;

    let redis: Redis | undefined;
    if (config.redisUrl !== undefined) {
      redis = new Redis(config.redisUrl, {
        // A slow or absent Redis must not hold requests: commands fail at once while it is
        // unreachable and the limiter lets the request through (docs/design/gateway.md#rate-limits).
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 500,
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit redis error'));
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    const sharedStore = redis;
    app.decorate('rateLimitStore', () => {
      if (sharedStore === undefined) return 'memory';
      return sharedStore.status === 'ready' ? 'up' : 'down';
    });

    // The plugin itself serves routes that name a budget in their config (client reports).
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'gateway-rate-limit:',
      ...(redis !== undefined ? { redis } : {}),
    });

    const windowMs = config.rateLimit.windowMs;
    const { max, sensitiveMax } = config.rateLimit;
    // The plugin's own counter stores, called directly: its createRateLimit() costs a chain of
    // promises and a request.routeOptions per call, on every proxied request
    // (docs/design/gateway.md#cost-per-request). In memory the count is answered at once.
    const newStore = (): RateLimitStore =>
      redis === undefined ? new LocalStore(false, false) : new RedisStore(false, false, redis, 'gateway-rate-limit:');
    const generalStore = newStore();
    const sensitiveStore = newStore();

    function refuse(reply: FastifyReply, limit: 'api' | 'sensitive', max: number, ttlMs: number): void {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      app.metrics.rateLimited.inc({ limit });
      void reply
        .code(429)
        .header('retry-after', String(seconds))
        .header('x-ratelimit-limit', String(max))
        .header('x-ratelimit-remaining', '0')
        .header('x-ratelimit-reset', String(seconds))
        .header('cache-control', 'no-store')
        .send({ message: gatewayMessages.rateLimited(seconds) });
    }

    /** The general budget; a store that fails lets the request through (fail open). */
    function spendGeneral(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      generalStore.incr(
        `api:${request.ip}`,
        (error, count) => {
          const current = error === null && count !== null ? count.current : 0;
          if (current > max) {
            refuse(reply, 'api', max, count?.ttl ?? windowMs);
            return;
          }
          reply.header('x-ratelimit-limit', String(max)).header('x-ratelimit-remaining', String(max - current));
          done();
        },
        windowMs,
        max,
      );
    }

    // Route-level (the proxy's routes): no other request pays for it. The route was classified
    // before (docs/design/gateway.md#cost-per-request), so nothing here reads the URL.
    app.decorate('spendRateLimits', function spendRateLimits(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (rateLimitClassOf(request.contractRoute) !== 'sensitive') {
        spendGeneral(request, reply, done);
        return;
      }
      sensitiveStore.incr(
        `sensitive:${request.ip}`,
        (error, count) => {
          if (error === null && count !== null && count.current > sensitiveMax) refuse(reply, 'sensitive', sensitiveMax, count.ttl);
          else spendGeneral(request, reply, done);
        },
        windowMs,
        sensitiveMax,
      );
    });
  },
  { name: 'gateway-rate-limit', fastify: '5.x', dependencies: ['gateway-config', 'gateway-metrics'] },
);
