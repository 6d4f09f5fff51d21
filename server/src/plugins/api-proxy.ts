import fp from 'fastify-plugin';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { contractRoutes } from '../contract-routes';
import { gatewayMessages } from '../messages';

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
  ['unreachable', new Set(['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'FST_REPLY_FROM_SERVICE_UNAVAILABLE'])],
  [
    'timeout',
    new Set([
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'UND_ERR_CONNECT_TIMEOUT',
      'ETIMEDOUT',
      'FST_REPLY_FROM_GATEWAY_TIMEOUT',
      'FST_REPLY_FROM_TIMEOUT',
    ]),
  ],
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
  // The innermost cause is the most precise (reply-from wraps ECONNREFUSED in a 500 error).
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

type ForwardedRequest = Pick<FastifyRequest, 'socket' | 'protocol' | 'host' | 'id'>;

function forwardingHeaders(request: ForwardedRequest, headers: IncomingHttpHeaders, trusted: boolean): IncomingHttpHeaders {
  const peer = request.socket.remoteAddress ?? '';
  const previous = headers['x-forwarded-for'];
  if (!trusted) {
    // An untrusted client may not speak for the proxies in front of it.
    delete headers.forwarded;
    delete headers['x-real-ip'];
  }
  headers['x-forwarded-for'] = trusted && previous !== undefined && previous !== '' ? `${String(previous)}, ${peer}` : peer;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.id;
  return headers;
}

/** Hop-by-hop headers describe the upstream connection, not the member's (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authenticate'];

function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  for (const name of HOP_BY_HOP) delete headers[name];
  return headers;
}

/**
 * Upstream bodies up to this size with a declared length are read whole and sent as one buffer:
 * piping a stream into the response costs more per request than the copy (issue 4, decision
 * 027). Larger or unsized bodies (downloads, server-sent events) stream through.
 */
export const BUFFERED_BODY_MAX_BYTES = 64 * 1024;

/** Statuses that never carry a body: nothing to read, stream them through as they are. */
const BODILESS_STATUS = new Set([204, 304]);

function bufferable(method: string, status: number, declared: unknown): boolean {
  if (method === 'HEAD' || BODILESS_STATUS.has(status)) return false;
  if (typeof declared !== 'string' && typeof declared !== 'number') return false;
  const length = Number(declared);
  return Number.isInteger(length) && length >= 0 && length <= BUFFERED_BODY_MAX_BYTES;
}

function readWhole(body: Readable, done: (error: Error | undefined, payload?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.once('error', (error) => done(error));
  body.once('end', () => done(undefined, chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks)));
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
        await scope.register(httpProxy, {
          upstream: upstream.url,
          prefix,
          rewritePrefix: prefix,
          disableRequestLogging: true,
          // Giving a preValidation hook keeps http-proxy from adding parsers of its own.
          preValidation: (request, _reply, done) => {
            if (isApi) {
              const path = request.url.split('?', 1)[0] ?? request.url;
              request.metricsRoute = contractRoutes.match(request.method, path)?.path ?? '/api/*';
            } else {
              request.metricsRoute = `${prefix}/*`;
            }
            done();
          },
          undici: {
            connections: config.upstreamConnections,
            pipelining: 1,
            keepAliveTimeout: 30_000,
            headersTimeout: config.upstreamTimeoutMs,
            bodyTimeout: config.upstreamTimeoutMs,
            connect: { timeout: Math.min(config.upstreamTimeoutMs, 10_000) },
          },
          replyOptions: {
            rewriteRequestHeaders: (request, headers) => forwardingHeaders(request, headers, trusted),
            rewriteHeaders: (headers) => withoutHopByHop(headers),
            // One retry, and only for idempotent requests whose pooled connection died under them.
            retryDelay: ({ err, req, res, attempt }) => {
              if (res !== undefined && res !== null) return null;
              if (attempt >= 1 || !IDEMPOTENT.has(String(req.method))) return null;
              return classifyUpstreamError(err) === 'reset' ? 1 : null;
            },
            onError: (reply, { error }) => {
              const { status, message } = upstreamFailed(reply.request, error);
              void reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ message });
            },
            onResponse: (request, reply, res) => {
              if (!bufferable(request.method, reply.statusCode, reply.getHeader('content-length'))) {
                void reply.send(isApi ? app.drift.tap(request, reply, res.stream) : res.stream);
                return;
              }
              readWhole(res.stream, (error, payload) => {
                if (error !== undefined || payload === undefined) {
                  // Nothing has been sent yet: the member gets a clean 502/504, not a cut body
                  // under the upstream's headers.
                  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
                  const { status, message } = upstreamFailed(request, error);
                  void reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ message });
                  return;
                }
                if (isApi) app.drift.check(request, reply, payload);
                void reply.send(payload);
              });
            },
          },
        });
      }
    });
  },
  { name: 'gateway-api-proxy', fastify: '5.x', dependencies: ['gateway-config', 'gateway-upstream', 'gateway-metrics', 'gateway-drift'] },
);
