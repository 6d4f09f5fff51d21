import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayMessages } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** State of the shared rate-limit store: 'up'/'down' with REDIS_URL, 'memory' without. */
    rateLimitStore(): 'up' | 'down' | 'memory';
  }
}

/**
 * Endpoints that reveal whether a person is a member, or guess passwords: login, register and
 * the registration checks. They get a much smaller budget than the rest of the API.
 */
const SENSITIVE_API = /^\/api\/(?:auth\/login|user\/(?:register|checkPhone|checkUsername|checkBankId|inviter))(?:\/|$|\?)/;

export function isSensitiveApiPath(url: string): boolean {
  return SENSITIVE_API.test(url);
}

/** Content-Security-Policy directives: self only, plus the configured frame and image origins. */
export function cspDirectives(options: { frameOrigins: string[]; imgOrigins: string[]; dev: boolean; production: boolean }) {
  return {
    defaultSrc: ["'self'"],
    // Vite's dev server injects an inline React refresh preamble and talks over a websocket.
    scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...options.imgOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    frameSrc: ["'self'", ...options.frameOrigins],
    mediaSrc: ["'self'", ...options.imgOrigins],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: options.production ? [] : null,
  };
}

type HeaderSet = Record<string, string>;

/** Runs a helmet middleware once against a stub response and keeps the headers it sets. */
function collectHelmetHeaders(options: HelmetOptions): HeaderSet {
  const collected: HeaderSet = {};
  const response = {
    setHeader(name: string, value: unknown) {
      collected[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete collected[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return collected;
}

export type SecurityHeaders = { document: HeaderSet; api: HeaderSet; thirdPartyStandIn: HeaderSet };

/**
 * The three header sets, computed once at boot (helmet would rebuild the CSP string on every
 * request): pages and assets get the full policy; API and operations JSON the short policy
 * OWASP recommends for APIs; the mock's stand-ins for third-party providers (`/mock-cdn`,
 * framed by the site like a real provider) only what cannot hurt embedding.
 */
export function securityHeaders(options: {
  frameOrigins: string[];
  imgOrigins: string[];
  dev: boolean;
  production: boolean;
}): SecurityHeaders {
  const hsts: HelmetOptions['strictTransportSecurity'] = options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const document = collectHelmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same intent as frame-ancestors 'none', for browsers that predate CSP level 2.
    xFrameOptions: { action: 'deny' },
    // Game and score providers are embedded in frames; they do not send CORP/COEP headers.
    crossOriginEmbedderPolicy: false,
  });
  const api = collectHelmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const thirdPartyStandIn: HeaderSet = { 'x-content-type-options': 'nosniff' };
  if (options.production) thirdPartyStandIn['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return { document, api, thirdPartyStandIn };
}

const API_LIKE = /^\/(?:api|__mock|__gateway|metrics|healthz|readyz)(?:\/|\?|$)/;

export function headersFor(url: string, headers: SecurityHeaders): HeaderSet {
  if (url.startsWith('/mock-cdn/')) return headers.thirdPartyStandIn;
  return API_LIKE.test(url) ? headers.api : headers.document;
}

/**
 * Security headers (helmet with a real CSP, HSTS in production), the request id echoed to the
 * client, and rate limits on the API: in memory, or shared in Redis when REDIS_URL is set.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config } = app;

    const headers = securityHeaders({ ...config.csp, dev: config.webDevUrl !== undefined, production: config.production });
    // Set on send, so the gateway's policy wins over whatever an upstream response carried;
    // the request id is echoed so a member's report can be found in the logs.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(headersFor(request.url, headers));
      reply.header('x-request-id', request.id);
      done(null, payload);
    });

    let redis: Redis | undefined;
    if (config.redisUrl !== undefined) {
      redis = new Redis(config.redisUrl, {
        // A slow or absent Redis must not hold requests: commands fail at once while it is
        // unreachable and the limiter lets the request through (decision 021).
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

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      if (!url.startsWith('/api/')) return;
      if (isSensitiveApiPath(url)) {
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
  { name: 'gateway-security', fastify: '5.x', dependencies: ['gateway-config', 'gateway-metrics'] },
);
