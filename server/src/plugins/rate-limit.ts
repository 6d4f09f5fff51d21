import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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

    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'gateway-rate-limit:',
      ...(redis !== undefined ? { redis } : {}),
    });

    const windowMs = config.rateLimit.windowMs;
    const general = app.createRateLimit({
      max: config.rateLimit.max,
      timeWindow: windowMs,
      keyGenerator: (request) => `api:${request.ip}`,
    });
    const sensitive = app.createRateLimit({
      max: config.rateLimit.sensitiveMax,
      timeWindow: windowMs,
      keyGenerator: (request) => `sensitive:${request.ip}`,
    });

    async function refuse(reply: FastifyReply, limit: 'api' | 'sensitive', max: number, ttlMs: number) {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      app.metrics.rateLimited.inc({ limit });
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .header('x-ratelimit-limit', String(max))
        .header('x-ratelimit-remaining', '0')
        .header('x-ratelimit-reset', String(seconds))
        .header('cache-control', 'no-store')
        .send({ message: gatewayMessages.rateLimited(seconds) });
    }

    // Route-level (the proxy's routes): no other request pays for it. The route was classified
    // before (docs/design/gateway.md#cost-per-request), so nothing here reads the URL.
    app.decorate('spendRateLimits', async function spendRateLimits(request: FastifyRequest, reply: FastifyReply) {
      if (rateLimitClassOf(request.contractRoute) === 'sensitive') {
        const strict = await sensitive(request);
        if (!strict.isAllowed && strict.isExceeded) return refuse(reply, 'sensitive', strict.max, strict.ttl);
      }
      const result = await general(request);
      if (!result.isAllowed) {
        if (result.isExceeded) return refuse(reply, 'api', result.max, result.ttl);
        reply.header('x-ratelimit-limit', String(result.max)).header('x-ratelimit-remaining', String(result.remaining));
      }
    });
  },
  { name: 'gateway-rate-limit', fastify: '5.x', dependencies: ['gateway-config', 'gateway-metrics'] },
);
