import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import { EventLoopDelaySampler } from '../event-loop-delay';
import { gatewayMessages } from '../messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is answered however late the event loop is (probes, metrics). */
    shedsLoad?: boolean;
  }
}

/** 503 with Retry-After while the mean event-loop delay over the last 200 ms is above the threshold. */
function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): void {
  const sampler = new EventLoopDelaySampler(200);
  app.addHook('onClose', (_app, done) => {
    sampler.stop();
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (sampler.delayMs <= maxEventLoopDelayMs || request.routeOptions.config.shedsLoad === false) return done();
    void reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send({ message: gatewayMessages.overloaded });
  });
}

/**
 * /healthz: the process is up. /readyz: the upstream answers HTTP within READY_TIMEOUT_MS
 * (any status counts: a 503 maintenance page still means the API is reachable).
 * Load is shed with 503 while the event loop lags (unless MAX_EVENT_LOOP_DELAY_MS=0).
 */
export const healthPlugin = fp(
  async (app) => {
    const { config } = app;

    // MAX_EVENT_LOOP_DELAY_MS=0: no shedding, and no per-request pressure check either.
    if (config.maxEventLoopDelayMs > 0) registerLoadShedding(app, config.maxEventLoopDelayMs);

    // Probes and metrics are answered under pressure too: a busy pod is alive, and shedding
    // its probes would restart or drain every replica at the worst moment.
    const probeConfig = { config: { shedsLoad: false } };

    app.get('/healthz', probeConfig, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', probeConfig, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.closing) return reply.code(503).send({ status: 'closing', message: gatewayMessages.upstreamUnavailable });
      const started = Date.now();
      try {
        const response = await undiciRequest(`${app.upstream.url}/api/setting/operational/website`, {
          method: 'GET',
          headersTimeout: config.readyTimeoutMs,
          bodyTimeout: config.readyTimeoutMs,
          signal: AbortSignal.timeout(config.readyTimeoutMs),
        });
        await response.body.dump();
        return { status: 'ready', upstream: { status: response.statusCode, ms: Date.now() - started }, redis: app.rateLimitStore() };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unready', message: gatewayMessages.upstreamUnavailable, redis: app.rateLimitStore() });
      }
    });
  },
  {
    name: 'gateway-health',
    fastify: '5.x',
    dependencies: ['gateway-config', 'gateway-upstream', 'gateway-rate-limit', 'gateway-shutdown-drain'],
  },
);
