import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { rewriteToCanonicalTarget } from '@site/service-kit/request-target';
import type { GatewayConfig } from './config';
import { handleClientError, handleError, handleFrameworkError } from './errors';
import { lazyChildLogger } from './request-logger';
import { accessLogPlugin } from './plugins/access-log';
import { apiProxyPlugin } from './plugins/api-proxy';
import { clientReportsPlugin } from './plugins/client-reports';
import { configPlugin } from './plugins/config';
import { connectionLimitsPlugin } from './plugins/connection-limits';
import { docsPlugin } from './plugins/docs';
import { driftPlugin } from './plugins/drift';
import { recordingPlugin } from './plugins/recording';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rateLimitPlugin } from './plugins/rate-limit';
import { shutdownDrainPlugin } from './plugins/shutdown-drain';
import { staticSpaPlugin } from './plugins/static-spa';
import { upstreamPlugin } from './plugins/upstream';

export type { GatewayConfig } from './config';

/** An incoming x-request-id is kept when it is a sane token, so traces join across hops. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
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
    // Slow clients (slowloris): headers within HEADERS_TIMEOUT_MS, the whole request within
    // REQUEST_TIMEOUT_MS, checked every second; idle sockets outlive upstream waits only.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, config.headersTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    connectionTimeout: config.upstreamTimeoutMs + 10_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Every hook, guard and limit reads the path the router routes (docs/architecture.md, "One spelling of a URL").
    rewriteUrl: rewriteToCanonicalTarget,
    genReqId: requestId,
    requestIdHeader: false,
    // Fastify's own per-request lines would print URLs (phones, usernames); plugins/access-log.ts logs instead.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // request.log becomes pino's child logger only when a request writes a line (docs/design/gateway.md#cost-per-request).
    childLoggerFactory: lazyChildLogger,
    // While closing, requests already on open connections are still served (with Connection:
    // close); refusing them with 503 would make a load balancer retry non-idempotent POSTs.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Malformed requests, URLs and the like get the same Thai `{ message }` and security
    // headers as every other answer (docs/design/contract.md#house-error-format).
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });

  app.setErrorHandler(handleError);

  await app.register(configPlugin, { config });
  await app.register(shutdownDrainPlugin);
  await app.register(connectionLimitsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(upstreamPlugin);
  await app.register(docsPlugin);
  await app.register(driftPlugin);
  await app.register(recordingPlugin);
  await app.register(apiProxyPlugin);
  await app.register(staticSpaPlugin);
  await app.register(clientReportsPlugin);
  // Last: the event-loop monitor starts after the heavy boot work, so boot is not "pressure".
  await app.register(healthPlugin);
  await app.register(accessLogPlugin);

  return app;
}
