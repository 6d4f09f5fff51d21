import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { GatewayConfig } from './config';
import { handleError } from './errors';
import { apiProxyPlugin } from './plugins/api-proxy';
import { configPlugin } from './plugins/config';
import { docsPlugin } from './plugins/docs';
import { driftPlugin } from './plugins/drift';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { staticSpaPlugin } from './plugins/static-spa';
import { upstreamPlugin } from './plugins/upstream';

export type { GatewayConfig } from './config';

/** An incoming x-request-id is kept when it is a sane token, so traces join across hops. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `closing` turns true when close() begins (SIGTERM): the drain period has started. */
    lifecycle: { closing: boolean };
  }
}

export type BuildOptions = {
  /** Where JSON log lines go (default stdout); tests read them to check what is logged. */
  logStream?: NodeJS.WritableStream;
};

/**
 * The gateway as a plugin composition. It does not listen (server.ts / startGateway do);
 * without `upstreamUrl` it starts the mock API in process and proxies to it.
 */
export async function buildApp(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream !== undefined ? { stream: options.logStream } : {}) },
    // A hop count trusts that many proxies nearest to the gateway.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: config.bodyLimitBytes,
    // Slow clients (slowloris): headers within 10 s, the whole request within REQUEST_TIMEOUT_MS,
    // checked every second; idle sockets outlive upstream waits only.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: 1_000,
    },
    connectionTimeout: config.upstreamTimeoutMs + 10_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    genReqId: requestId,
    requestIdHeader: false,
    // Fastify's own per-request lines would print URLs (phones, usernames); see the access line below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // While closing, requests already on open connections are still served (with Connection:
    // close); refusing them with 503 would make a load balancer retry non-idempotent POSTs.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Malformed URLs and the like get the same Thai `{ message }` as every other error.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  });

  app.setErrorHandler(handleError);

  // Graceful shutdown (decision 024): on close the listener stops at once (new connections are
  // refused, which a load balancer retries elsewhere safely), requests on open keep-alive
  // connections are still served and each answer says `Connection: close`. Idle keep-alive
  // connections are dropped only after SHUTDOWN_DRAIN_MS: dropping one while a load balancer
  // is sending a request on it would fail that request, and a POST cannot be retried safely.
  const lifecycle = { closing: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => {
    lifecycle.closing = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    // http.Server#close (called next by Fastify) would drop idle connections immediately.
    server.closeIdleConnections = () => undefined;
    setTimeout(() => {
      closeIdle();
      setInterval(closeIdle, 100).unref();
    }, config.shutdownDrainMs).unref();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(configPlugin, { config });
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(upstreamPlugin);
  await app.register(docsPlugin);
  await app.register(driftPlugin);
  await app.register(apiProxyPlugin);
  await app.register(staticSpaPlugin);
  // Last: the event-loop monitor starts after the heavy boot work, so boot is not "pressure".
  await app.register(healthPlugin);

  // Access lines name the route pattern: URLs carry phones and usernames. A line per request
  // costs more than the proxying itself under load (decision 027), so at info only slow or
  // failed (5xx) API requests are logged; at debug/trace every one.
  const everyRequest = config.logLevel === 'debug' || config.logLevel === 'trace';
  if (everyRequest || config.logLevel === 'info') {
    const slowMs = config.slowRequestLogMs;
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.metricsRoute;
      if (route !== undefined && route !== 'spa' && route !== '/assets/*') {
        const ms = reply.elapsedTime;
        if (everyRequest || reply.statusCode >= 500 || (slowMs > 0 && ms >= slowMs)) {
          request.log.info({ method: request.method, route, status: reply.statusCode, ms: Math.round(ms) }, 'api request');
        }
      }
      done();
    });
  }

  return app;
}
