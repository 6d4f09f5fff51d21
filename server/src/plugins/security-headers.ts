import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type InlineSources } from '../branded-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The header sets computed at boot; answers written outside the hooks (framework errors) use them. */
    securityHeaders: SecurityHeaders;
  }
  interface FastifyRequest {
    /** The CSP sources of the inline style and script a page answer carries (the branded index.html). */
    inlineSources?: InlineSources;
    /** The header set a route decided when it classified the request; else the URL decides, on send. */
    securityHeaderSet?: HeaderSet;
  }
}

type CspOptions = { frameOrigins: string[]; imgOrigins: string[]; dev: boolean; production: boolean };

/**
 * Content-Security-Policy directives: self only, plus the configured frame and image origins.
 * `inlineStyles` lets style attributes and elements through: Swagger UI at /docs needs them, the
 * web app and the QA console do not (docs/design/web-app.md#strict-csp).
 */
export function cspDirectives(options: CspOptions & { inlineStyles: boolean }) {
  return {
    defaultSrc: ["'self'"],
    // Vite's dev server injects an inline React refresh preamble and talks over a websocket.
    scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    // ...and injects every stylesheet as a <style> element.
    styleSrc: options.inlineStyles || options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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

export type SecurityHeaders = { document: HeaderSet; docs: HeaderSet; api: HeaderSet; thirdPartyStandIn: HeaderSet };

/**
 * The header sets, computed once at boot (helmet would rebuild the CSP string on every
 * request): pages and assets get the full policy (the API explorer with inline styles allowed);
 * API and operations JSON the short policy
 * OWASP recommends for APIs; the mock's stand-ins for third-party providers (`/mock-cdn`,
 * framed by the site like a real provider) only what cannot hurt embedding.
 */
export function securityHeaders(options: CspOptions): SecurityHeaders {
  const hsts: HelmetOptions['strictTransportSecurity'] = options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const page = (inlineStyles: boolean) =>
    collectHelmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ ...options, inlineStyles }) },
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
  return { document: page(false), docs: page(true), api, thirdPartyStandIn };
}

/**
 * A page policy that also allows its inline style (docs/design/first-paint.md#branded-page) and script (docs/design/first-paint.md#inline-script) by
 * their hashes; nothing else changes.
 */
export function withInlineSources(policy: string, sources: InlineSources): string {
  let allowed = policy;
  for (const [directive, source] of [
    ['style-src', sources.style],
    ['script-src', sources.script],
  ] as const) {
    if (source !== undefined) allowed = allowed.replace(new RegExp(`(^|;)${directive} ([^;]*)`), `$1${directive} $2 ${source}`);
  }
  return allowed;
}

const API_LIKE = /^\/(?:api|__mock|__gateway|metrics|healthz|readyz)(?:\/|\?|$)/;

export function headersFor(url: string, headers: SecurityHeaders): HeaderSet {
  if (url.startsWith('/mock-cdn/')) return headers.thirdPartyStandIn;
  // the QA console (mock mode only) is a page with scripts and styles of its own
  if (url.startsWith('/__mock/console')) return headers.document;
  if (url === '/docs' || url.startsWith('/docs/')) return headers.docs;
  return API_LIKE.test(url) ? headers.api : headers.document;
}

/**
 * Security headers (helmet with a real CSP, HSTS in production) on every answer, and the
 * request id echoed to the client. Rate limits are the `rate-limit` plugin's.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { config } = app;

    const headers = securityHeaders({ ...config.csp, dev: config.webDevUrl !== undefined, production: config.production });
    app.decorate('securityHeaders', headers);
    app.decorateRequest('securityHeaderSet', undefined);
    // Set on send, so the gateway's policy wins over whatever an upstream response carried;
    // the request id is echoed so a member's report can be found in the logs.
    app.addHook('onSend', (request, reply, payload, done) => {
      const set = request.securityHeaderSet ?? headersFor(request.url, headers);
      reply.headers(set);
      if (request.inlineSources !== undefined && set === headers.document) {
        reply.header('content-security-policy', withInlineSources(set['content-security-policy'] ?? '', request.inlineSources));
      }
      reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'gateway-security-headers', fastify: '5.x', dependencies: ['gateway-config'] },
);
