import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig, type GatewayConfig } from './config';

export type RunningGateway = {
  /** Base URL of the listening gateway, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Stops accepting, finishes in-flight requests, stops the in-process mock. */
  close(): Promise<void>;
  /** The in-process mock's own URL in mock mode; null in proxy mode. */
  mockUrl: string | null;
  /** How the in-process mock is locked when the gateway listens beyond loopback; else null. */
  mockNotice: string | null;
};

function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the gateway (and the mock in process when there is no upstreamUrl), listening.
 * Settings come from the environment, then `overrides`. For embedding (tests, the QA scenario
 * runner), settings the environment does not set differ from server.ts: a free loopback port,
 * warn-level logs, no shutdown drain, generous rate limits, no per-client connection cap and
 * load shedding only on extreme event-loop lag. server.ts passes its full configuration, so none of these apply to it.
 */
export async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<RunningGateway> {
  const fromEnv = loadConfig(process.env);
  const config: GatewayConfig = {
    ...fromEnv,
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.LOG_LEVEL === undefined ? 'warn' : fromEnv.logLevel,
    // Embedded gateways (tests, scenario runner) close at once; server.ts drains (docs/design/gateway.md#shutdown).
    shutdownDrainMs: process.env.SHUTDOWN_DRAIN_MS === undefined ? 0 : fromEnv.shutdownDrainMs,
    // Scripted clients log in and register far more often than a person; a test of the limits
    // passes its own. The event loop here is shared with the test runner and the mock, so its
    // lag says nothing about the gateway: shed load only on extreme lag.
    rateLimit: {
      max: process.env.RATE_LIMIT_MAX === undefined ? 1_000_000 : fromEnv.rateLimit.max,
      sensitiveMax: process.env.RATE_LIMIT_SENSITIVE_MAX === undefined ? 1_000_000 : fromEnv.rateLimit.sensitiveMax,
      windowMs: fromEnv.rateLimit.windowMs,
    },
    clientReportsRateLimitMax: process.env.CLIENT_REPORTS_RATE_LIMIT_MAX === undefined ? 1_000_000 : fromEnv.clientReportsRateLimitMax,
    maxEventLoopDelayMs: process.env.MAX_EVENT_LOOP_DELAY_MS === undefined ? 10_000 : fromEnv.maxEventLoopDelayMs,
    // every test and load generator is one client address
    maxConnectionsPerClient: process.env.MAX_CONNECTIONS_PER_CLIENT === undefined ? 0 : fromEnv.maxConnectionsPerClient,
    ...overrides,
  };
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${reachableHost(config.host)}:${port}`,
    mockUrl: app.upstream.kind === 'embedded-mock' ? app.upstream.url : null,
    mockNotice: app.upstream.notice,
    close: () => app.close(),
  };
}
