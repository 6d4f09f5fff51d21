import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  commaList,
  flag,
  httpUrl,
  oneOf,
  parseSettings,
  secret,
  settingNames,
  wholeNumber,
  type Environment,
} from '@site/service-kit/settings';
import { readNetwork } from './operations-access';

export { SettingsError } from '@site/service-kit/settings';

/** The repository's built web app, used when WEB_DIST is not set. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MEBIBYTE = 1024 * 1024;

/** A comma-separated list of http(s) origins, e.g. `https://a.example,https://b.example`. */
const originList = commaList('an origin like https://host.example', (item) => {
  let url: URL;
  try {
    url = new URL(item);
  } catch {
    return undefined;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.origin === item.replace(/\/$/, '') ? url.origin : undefined;
});

const redisUrl = z
  .string()
  .url('must be a URL like redis://host:6379')
  .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

/**
 * TRUST_PROXY as Fastify understands it: `true`/`false`, a hop count, or a comma-separated
 * list of addresses/CIDRs of the load balancers in front of the gateway.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): boolean | number | string => {
    const value = raw.trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((item) => item.trim());
    if (entries.every((item) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) || ['loopback', 'linklocal', 'uniquelocal'].includes(item))) {
      return entries.join(',');
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be true, false, a hop count or a list of addresses/CIDRs' });
    return z.NEVER;
  });

/** An instant like 2026-03-10T09:00:00+07:00, as milliseconds. */
const isoInstant = z.string().transform((text, ctx) => {
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isNaN(instant)) return instant;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be an instant like 2026-03-10T09:00:00+07:00' });
  return z.NEVER;
});

/**
 * Every setting of the gateway, keyed by its environment variable, with its default (shown in
 * .env.example, which says what each one does); the transform is the configuration the code reads.
 */
const gatewaySettings = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
    PORT: wholeNumber(0, 65535, 8080),
    // loopback unless told otherwise: containers set HOST=0.0.0.0 (docs/design/mock.md#shared-mock)
    HOST: z.string().default('127.0.0.1'),
    UPSTREAM_URL: httpUrl.optional(),
    UPSTREAM_IS_MOCK: flag(false),
    WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
    WEB_DEV_URL: httpUrl.optional(),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    UPSTREAM_TIMEOUT_MS: wholeNumber(100, 600_000, 60_000),
    UPSTREAM_CONNECTIONS: wholeNumber(1, 10_000, 128),
    BODY_LIMIT_BYTES: wholeNumber(1024, 64 * MEBIBYTE, 3 * MEBIBYTE),
    REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000, 30_000),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000, 65_000),
    HEADERS_TIMEOUT_MS: wholeNumber(500, 600_000, 10_000),
    MAX_CONNECTIONS_PER_CLIENT: wholeNumber(0, 1_000_000, 256),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(1000, 120_000, 10_000),
    SHUTDOWN_DRAIN_MS: wholeNumber(0, 60_000, 5_000),
    READY_TIMEOUT_MS: wholeNumber(100, 60_000, 2_000),
    MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000, 1_000).refine((value) => value === 0 || value >= 10, 'must be 0 (off) or at least 10'),
    SLOW_REQUEST_LOG_MS: wholeNumber(0, 600_000, 1_000),
    RATE_LIMIT_MAX: wholeNumber(1, 100_000_000, 600),
    RATE_LIMIT_SENSITIVE_MAX: wholeNumber(1, 100_000_000, 10),
    RATE_LIMIT_WINDOW_MS: wholeNumber(1000, 86_400_000, 60_000),
    CLIENT_REPORTS_RATE_LIMIT_MAX: wholeNumber(1, 100_000_000, 120),
    REDIS_URL: redisUrl.optional(),
    DRIFT_REPORT: flag(false),
    DRIFT_SAMPLE_RATE: z.coerce
      .number({ invalid_type_error: 'must be a number from 0 to 1' })
      .min(0, 'must be a number from 0 to 1')
      .max(1, 'must be a number from 0 to 1')
      .default(0.1),
    RECORD_FILE: z.string().min(1).optional(),
    RECORD_MEMBER: z.string().min(1).optional(),
    RECORD_FROM: isoInstant.optional(),
    RECORD_UNTIL: isoInstant.optional(),
    CSP_FRAME_ORIGINS: originList,
    CSP_IMG_ORIGINS: originList,
    SHARED_READ_CACHE_BYTES: wholeNumber(0, 1024 * MEBIBYTE, 0),
    SITE_HOSTS: commaList('a host name like www.example.com', (item) =>
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(item) ? item.toLowerCase() : undefined,
    ),
    OPS_TOKEN: secret(16).optional(),
    OPS_NETWORKS: commaList('an address or CIDR like 10.0.0.0/8', readNetwork),
  })
  .transform((env) => ({
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    /** The real API. Unset: the gateway starts the mock in process and proxies to it. */
    upstreamUrl: env.UPSTREAM_URL,
    /**
     * UPSTREAM_URL is the stand-alone mock (docker compose): its stand-ins for third-party
     * content (`/mock-cdn/*`) are proxied too, its control API is not (docs/design/gateway.md#upstream-kinds).
     */
    upstreamIsMock: env.UPSTREAM_IS_MOCK,
    webDist: env.WEB_DIST,
    /** Vite dev server; when set, everything that is not API/docs is proxied to it. */
    webDevUrl: env.WEB_DEV_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    /** One deadline per proxied exchange, from the member's request to the upstream's last byte. */
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: env.UPSTREAM_CONNECTIONS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    /** A connection's request headers (its first byte included) must arrive within this (docs/design/gateway.md#connection-caps). */
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    /** Open connections one client address may hold; 0: no cap (behind a load balancer, which caps instead). */
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    /** After SIGTERM, idle keep-alive connections stay open this long so clients learn of the close. */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    readyTimeoutMs: env.READY_TIMEOUT_MS,
    /** Load shedding threshold on the mean event-loop delay; 0: never shed (embedded gateways share their loop). */
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    /** Access lines: at info, only API requests at least this slow (or failing with 5xx); 0: none by time. */
    slowRequestLogMs: env.SLOW_REQUEST_LOG_MS,
    rateLimit: { max: env.RATE_LIMIT_MAX, sensitiveMax: env.RATE_LIMIT_SENSITIVE_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    /** Reports (errors, Web Vitals) one client address may send the gateway per RATE_LIMIT_WINDOW_MS. */
    clientReportsRateLimitMax: env.CLIENT_REPORTS_RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL,
    drift: { enabled: env.DRIFT_REPORT, sampleRate: env.DRIFT_SAMPLE_RATE },
    /** A recording of member API exchanges for the mock to load (docs/design/gateway.md#recordings); file null: off. */
    recording: {
      file: env.RECORD_FILE ?? null,
      member: env.RECORD_MEMBER?.toLowerCase() ?? null,
      from: env.RECORD_FROM ?? null,
      until: env.RECORD_UNTIL ?? null,
    },
    csp: { frameOrigins: env.CSP_FRAME_ORIGINS, imgOrigins: env.CSP_IMG_ORIGINS },
    /**
     * Memory for public reads the contract marks shared (docs/design/gateway.md#shared-reads); 0 keeps none, and
     * concurrent identical reads are still one upstream call.
     */
    sharedReadCacheBytes: env.SHARED_READ_CACHE_BYTES,
    /**
     * Host names the site is served under whose shared reads and branded pages are their own (a
     * real API may brand by host); any other Host is served as the first of them, or as none.
     */
    siteHosts: env.SITE_HOSTS,
    /** Who besides this machine reads /metrics and /__gateway/drift (server/src/operations-access.ts). */
    operations: { token: env.OPS_TOKEN, networks: env.OPS_NETWORKS },
  }));

/** The gateway's configuration: what its settings schema returns. */
export type GatewayConfig = z.output<typeof gatewaySettings>;

/** Names of every environment variable the gateway reads (each one listed in .env.example). */
export const GATEWAY_SETTINGS = settingNames(gatewaySettings);

/** Reads and validates the gateway's settings; throws SettingsError naming the first bad one. */
export function loadConfig(env: Environment = process.env): GatewayConfig {
  return parseSettings(gatewaySettings, env);
}
