import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's built web app, used when WEB_DIST is not set. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MEBIBYTE = 1024 * 1024;

/** A comma-separated list of http(s) origins, e.g. `https://a.example,https://b.example`. */
const originList = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const origins = raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    for (const origin of origins) {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${origin}" is not an origin like https://host.example` });
        return z.NEVER;
      }
      if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.origin !== origin.replace(/\/$/, '')) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${origin}" is not an origin like https://host.example` });
        return z.NEVER;
      }
    }
    return origins.map((origin) => new URL(origin).origin);
  });

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = z
  .string()
  .url('must be a URL like http://host:port')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

const optionalHttpUrl = z.preprocess(blankAsUnset, httpUrl.optional());

const redisUrl = z.preprocess(
  blankAsUnset,
  z
    .string()
    .url('must be a URL like redis://host:6379')
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
);

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce.number({ invalid_type_error: 'must be a whole number' }).int('must be a whole number').min(min).max(max).default(fallback),
  );

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

/** Every setting of the gateway, keyed by its environment variable (documented in .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: integer(0, 65535, 8080),
  HOST: z.preprocess(blankAsUnset, z.string().min(1).default('0.0.0.0')),
  UPSTREAM_URL: optionalHttpUrl,
  UPSTREAM_IS_MOCK: booleanFlag,
  WEB_DIST: z.preprocess(blankAsUnset, z.string().min(1).default(DEFAULT_WEB_DIST)),
  WEB_DEV_URL: optionalHttpUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: integer(100, 600_000, 60_000),
  UPSTREAM_CONNECTIONS: integer(1, 10_000, 128),
  BODY_LIMIT_BYTES: integer(1024, 64 * MEBIBYTE, 3 * MEBIBYTE),
  REQUEST_TIMEOUT_MS: integer(1000, 600_000, 30_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(1000, 600_000, 65_000),
  SHUTDOWN_TIMEOUT_MS: integer(1000, 120_000, 10_000),
  SHUTDOWN_DRAIN_MS: integer(0, 60_000, 1_000),
  READY_TIMEOUT_MS: integer(100, 60_000, 2_000),
  // 0 turns load shedding off (embedded gateways whose event loop is shared with a test runner).
  MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000, 1_000).refine((value) => value === 0 || value >= 10, 'must be 0 (off) or at least 10'),
  // At info level, API requests slower than this are logged (every one at debug); 0 logs none.
  SLOW_REQUEST_LOG_MS: integer(0, 600_000, 1_000),
  RATE_LIMIT_MAX: integer(1, 100_000_000, 600),
  RATE_LIMIT_SENSITIVE_MAX: integer(1, 100_000_000, 10),
  RATE_LIMIT_WINDOW_MS: integer(1000, 86_400_000, 60_000),
  REDIS_URL: redisUrl,
  DRIFT_REPORT: booleanFlag,
  DRIFT_SAMPLE_RATE: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ invalid_type_error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0.1),
  ),
  CSP_FRAME_ORIGINS: originList,
  CSP_IMG_ORIGINS: originList,
});

/** Names of every environment variable the gateway reads (kept in sync with .env.example). */
export const GATEWAY_SETTINGS = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

export type GatewayConfig = {
  production: boolean;
  port: number;
  host: string;
  /** The real API. Unset: the gateway starts the mock in process and proxies to it. */
  upstreamUrl: string | undefined;
  /**
   * UPSTREAM_URL is the stand-alone mock (docker compose): its stand-ins for third-party
   * content (`/mock-cdn/*`) are proxied too, its control API is not (decision 090).
   */
  upstreamIsMock: boolean;
  webDist: string;
  /** Vite dev server; when set, everything that is not API/docs is proxied to it. */
  webDevUrl: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** One deadline per proxied exchange, from the member's request to the upstream's last byte. */
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** After SIGTERM, idle keep-alive connections stay open this long so clients learn of the close. */
  shutdownDrainMs: number;
  readyTimeoutMs: number;
  /** Load shedding threshold on the mean event-loop delay; 0: never shed. */
  maxEventLoopDelayMs: number;
  /** Access lines: at info, only API requests at least this slow (or failing with 5xx); 0: none by time. */
  slowRequestLogMs: number;
  rateLimit: { max: number; sensitiveMax: number; windowMs: number };
  redisUrl: string | undefined;
  drift: { enabled: boolean; sampleRate: number };
  csp: { frameOrigins: string[]; imgOrigins: string[] };
};

/** A setting that failed validation; its message is the one line printed at boot. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the gateway's settings; throws ConfigError naming the first bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = issue?.path.join('.') ?? 'environment';
    const value = typeof issue?.path[0] === 'string' ? env[issue.path[0]] : undefined;
    throw new ConfigError(`Invalid setting ${setting}=${JSON.stringify(value ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL,
    upstreamIsMock: e.UPSTREAM_IS_MOCK,
    webDist: e.WEB_DIST,
    webDevUrl: e.WEB_DEV_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    slowRequestLogMs: e.SLOW_REQUEST_LOG_MS,
    rateLimit: { max: e.RATE_LIMIT_MAX, sensitiveMax: e.RATE_LIMIT_SENSITIVE_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    drift: { enabled: e.DRIFT_REPORT, sampleRate: e.DRIFT_SAMPLE_RATE },
    csp: { frameOrigins: e.CSP_FRAME_ORIGINS, imgOrigins: e.CSP_IMG_ORIGINS },
  };
}
