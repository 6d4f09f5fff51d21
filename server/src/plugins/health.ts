import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import { gatewayMessages } from '../messages';

async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 200,
    retryAfter: 5,
    exposeStatusRoute: false,
    pressureHandler: async (_request, reply) => {
      await reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send({ message: gatewayMessages.overloaded });
    },
  });
}

/**
 * /healthz: the process is up. /readyz: the upstream answers HTTP within READY_TIMEOUT_MS
 * (any status counts: a 503 maintenance page still means the API is reachable).
 * under-pressure sheds load with 503 when the event loop lags (unless MAX_EVENT_LOOP_DELAY_MS=0).
 */
export const healthPlugin = fp(
  async (app) => {
    const { config } = app;

    // MAX_EVENT_LOOP_DELAY_MS=0: no shedding, and no per-request pressure check either.
    if (config.maxEventLoopDelayMs > 0) await registerLoadShedding(app, config.maxEventLoopDelayMs);

    // Probes and metrics are answered under pressure too: a busy pod is alive, and shedding
    // its probes would restart or drain every replica at the worst moment.
    const probeConfig = { config: { pressureHandler: () => undefined } };

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
  { name: 'gateway-health', fastify: '5.x', dependencies: ['gateway-config', 'gateway-upstream', 'gateway-security'] },
);
