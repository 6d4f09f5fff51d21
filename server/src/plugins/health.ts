import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { request as undiciRequest } from 'undici';
import { gatewayMessages } from '../messages';

/**
 * /healthz: the process is up. /readyz: the upstream answers HTTP within READY_TIMEOUT_MS
 * (any status counts: a 503 maintenance page still means the API is reachable).
 * under-pressure sheds load with 503 when the event loop lags.
 */
export const healthPlugin = fp(
  async (app) => {
    const { config } = app;

    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      retryAfter: 5,
      exposeStatusRoute: false,
      pressureHandler: (_request, reply) => {
        void reply.code(503).header('retry-after', '5').header('cache-control', 'no-store').send({ message: gatewayMessages.overloaded });
      },
    });

    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = Date.now();
      try {
        const response = await undiciRequest(`${app.upstream.url}/api/setting/operational/website`, {
          method: 'GET',
          headersTimeout: config.readyTimeoutMs,
          bodyTimeout: config.readyTimeoutMs,
          signal: AbortSignal.timeout(config.readyTimeoutMs),
        });
        await response.body.dump();
        return { status: 'ready', upstream: { status: response.statusCode, ms: Date.now() - started } };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unready', message: gatewayMessages.upstreamUnavailable });
      }
    });
  },
  { name: 'gateway-health', fastify: '5.x', dependencies: ['gateway-config', 'gateway-upstream'] },
);
