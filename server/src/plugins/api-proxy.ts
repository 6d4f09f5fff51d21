import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { contractRoutes } from '../contract-routes';
import { gatewayMessages } from '../messages';
import { UpstreamExchange } from '../upstream-exchange';

/** Why an upstream call failed, as counted in metrics and mapped to a status. */
export type UpstreamFailure = 'refused' | 'unreachable' | 'timeout' | 'reset' | 'other';

const failureStatus: Record<UpstreamFailure, 502 | 503 | 504> = {
  refused: 503,
  unreachable: 503,
  timeout: 504,
  reset: 502,
  other: 502,
};

const failureMessage: Record<UpstreamFailure, string> = {
  refused: gatewayMessages.upstreamUnavailable,
  unreachable: gatewayMessages.upstreamUnavailable,
  timeout: gatewayMessages.upstreamTimeout,
  reset: gatewayMessages.upstreamBadGateway,
  other: gatewayMessages.upstreamBadGateway,
};

const codesByFailure: Array<[UpstreamFailure, ReadonlySet<string>]> = [
  ['refused', new Set(['ECONNREFUSED'])],
  ['unreachable', new Set(['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])],
  ['timeout', new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT'])],
  ['reset', new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED'])],
];

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Classifies a failed upstream call by the error codes of the error and its causes. */
export function classifyUpstreamError(error: unknown): UpstreamFailure {
  const codes = errorCodes(error);
  // The innermost cause is the most precise.
  for (const code of [...codes].reverse()) {
    for (const [failure, known] of codesByFailure) {
      if (known.has(code)) return failure;
    }
  }
  return 'other';
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths proxied to the upstream: only the API in production, the mock's extras in mock mode. */
export function proxiedPrefixes(mock: boolean): string[] {
  return mock ? ['/api', '/__mock', '/mock-cdn'] : ['/api'];
}

/** Hop-by-hop headers describe one connection, not the exchange (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authenticate'];

/**
 * The end-to-end headers of a message: a copy without the hop-by-hop ones, those its
 * Connection header names, and `dropped`. Copying beats `delete`, which slows the object down.
 */
function endToEndHeaders(headers: IncomingHttpHeaders, dropped: ReadonlySet<string>): IncomingHttpHeaders {
  const listed = headers.connection;
  const named =
    typeof listed === 'string' && listed !== ''
      ? listed
          .toLowerCase()
          .split(',')
          .map((name) => name.trim())
      : [];
  const copy: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!dropped.has(name) && !named.includes(name)) copy[name] = headers[name];
  }
  return copy;
}

// What software the upstream runs is its internals, not the member's business.
const NOT_TO_MEMBER = new Set([...HOP_BY_HOP, 'server', 'x-powered-by', 'x-aspnet-version']);
// Node already answered any `Expect: 100-continue` (and undici refuses to send one); the
// upstream gets its own host. An untrusted client may not speak for proxies in front of it.
const NOT_TO_UPSTREAM = new Set([...HOP_BY_HOP, 'expect', 'host']);
const NOT_TO_UPSTREAM_UNTRUSTED = new Set([...NOT_TO_UPSTREAM, 'forwarded', 'x-real-ip']);

type ForwardedRequest = Pick<FastifyRequest, 'headers' | 'socket' | 'protocol' | 'host' | 'id'>;

/** The member's headers as sent to the upstream, with the standard forwarding headers. */
function upstreamRequestHeaders(request: ForwardedRequest, upstreamHost: string, trusted: boolean): IncomingHttpHeaders {
  const headers = endToEndHeaders(request.headers, trusted ? NOT_TO_UPSTREAM : NOT_TO_UPSTREAM_UNTRUSTED);
  const peer = request.socket.remoteAddress ?? '';
  const previous = headers['x-forwarded-for'];
  headers.host = upstreamHost;
  headers['x-forwarded-for'] = trusted && previous !== undefined && previous !== '' ? `${String(previous)}, ${peer}` : peer;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.id;
  return headers;
}

const DOT_DOT_SEGMENT = /(^|[\\/])\.\.([\\/]|$)/;

/**
 * A path that climbs out of the proxied prefix (`..` as a segment, also percent-encoded) never
 * reaches the upstream: an upstream that normalises it could expose `/__mock` or worse. A path
 * whose percent-encoding cannot be decoded cannot be checked, so it is refused too.
 */
function climbsOut(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (!path.includes('.') && !path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return DOT_DOT_SEGMENT.test(decoded);
}

function lengthRequired(reply: FastifyReply): FastifyReply {
  return reply.code(411).header('cache-control', 'no-store').send({ message: gatewayMessages.badRequest });
}

/**
 * `/api/*` (and in mock mode `/__mock/*`, `/mock-cdn/*`) to the upstream over pooled undici
 * keep-alive connections. Bodies stream through unparsed; the gateway answers upstream
 * failures itself with 502/503/504 and a Thai `{ message }`.
 */
export const apiProxyPlugin = fp(
  async (app) => {
    const { config, upstream } = app;
    const trusted = config.trustProxy !== false;

    /** Counts and logs a failed upstream exchange; the gateway answers 502/503/504 in Thai. */
    function upstreamFailed(request: Pick<FastifyRequest, 'log'>, error: unknown): { status: 502 | 503 | 504; message: string } {
      const failure = classifyUpstreamError(error);
      app.metrics.upstreamErrors.inc({ kind: failure });
      request.log.warn({ failure, code: errorCodes(error) }, 'upstream failed');
      return { status: failureStatus[failure], message: failureMessage[failure] };
    }

    const pool = new Pool(upstream.url, {
      connections: config.upstreamConnections,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: config.upstreamTimeoutMs,
      connect: { timeout: Math.min(config.upstreamTimeoutMs, 10_000) },
    });
    app.addHook('onClose', async () => {
      await pool.close();
    });
    const upstreamHost = new URL(upstream.url).host;

    function failWith(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
      const { status, message } = upstreamFailed(request, error);
      void reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ message });
    }

    /**
     * Sends the member's request to the upstream and the answer back. One retry, and only for
     * an idempotent request whose pooled connection died under it before any answer.
     */
    function forward(request: FastifyRequest, reply: FastifyReply, isApi: boolean, attempt = 0): void {
      const exchange = new UpstreamExchange(request.method, {
        answer: ({ status, headers, body }) => {
          reply.code(status).headers(endToEndHeaders(headers, NOT_TO_MEMBER));
          if (Buffer.isBuffer(body)) {
            if (isApi) app.drift.check(request, reply, body);
            void reply.send(body);
          } else {
            void reply.send(isApi ? app.drift.tap(request, reply, body) : body);
          }
        },
        fail: (error) => {
          if (reply.raw.destroyed) return;
          if (attempt === 0 && !exchange.responded && IDEMPOTENT.has(request.method) && classifyUpstreamError(error) === 'reset') {
            forward(request, reply, isApi, attempt + 1);
            return;
          }
          failWith(request, reply, error);
        },
      });
      // A member who goes away frees the upstream connection instead of holding it until the timeout.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) exchange.abort(new Error('member closed the connection'));
      });
      pool.dispatch(
        {
          method: request.method as Dispatcher.HttpMethod,
          path: request.url,
          headers: upstreamRequestHeaders(request, upstreamHost, trusted),
          body: (request.body as Readable | undefined) ?? null,
          idempotent: IDEMPOTENT.has(request.method),
        },
        exchange,
      );
    }

    await app.register(async (scope: FastifyInstance) => {
      // Stream every body through untouched, but never one larger than the limit.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      // Callback-style hooks on the proxied path: no promise per request.
      scope.addHook('onRequest', (request, reply, done) => {
        const declared = request.headers['content-length'];
        if (declared === undefined) {
          if (request.headers['transfer-encoding'] !== undefined) return lengthRequired(reply);
          return done();
        }
        if (Number(declared) > config.bodyLimitBytes) {
          return reply.code(413).header('cache-control', 'no-store').send({ message: gatewayMessages.bodyTooLarge });
        }
        done();
      });

      for (const prefix of proxiedPrefixes(upstream.mock)) {
        const isApi = prefix === '/api';
        const handler = (request: FastifyRequest, reply: FastifyReply): void => {
          if (isApi) {
            const path = request.url.split('?', 1)[0] ?? request.url;
            request.metricsRoute = contractRoutes.match(request.method, path)?.path ?? '/api/*';
          } else {
            request.metricsRoute = `${prefix}/*`;
          }
          if (climbsOut(request.url)) {
            void reply.code(400).header('cache-control', 'no-store').send({ message: gatewayMessages.badRequest });
            return;
          }
          forward(request, reply, isApi);
        };
        scope.all(prefix, handler);
        scope.all(`${prefix}/*`, handler);
      }
    });
  },
  { name: 'gateway-api-proxy', fastify: '5.x', dependencies: ['gateway-config', 'gateway-upstream', 'gateway-metrics', 'gateway-drift'] },
);
