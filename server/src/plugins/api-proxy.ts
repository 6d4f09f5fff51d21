import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { Pool } from 'undici';
import { contractRoutes, type ContractRoute, pathOf } from '../contract-routes';
import { messageForStatus } from '../errors';
import { gatewayMessages } from '../messages';
import { SharedReads, type SharedAnswer, type SharedReadState } from '../shared-reads';
import { InvalidUpstreamStatusError, UpstreamExchange, type ExchangeCallbacks, type UpstreamAnswer } from '../upstream-exchange';
import type { UpstreamKind } from './upstream';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { BODY_LIMITS, JsonDepthScanner } from '@site/contract';
import { hostName } from '@site/service-kit/request-target';
import { chooseEncoding, encodeBody, type Encoding } from '@site/service-kit/content-encoding';

declare module 'fastify' {
  interface FastifyInstance {
    /** A shared read of a route without parameters, for the gateway's own use (the branded index.html). */
    readSharedRoute(request: FastifyRequest, route: ContractRoute): Promise<{ answer: SharedAnswer; state: SharedReadState }>;
  }
  interface FastifyRequest {
    /** The contract route an `/api` request may reach, matched leniently: its policy decides budget and caching. */
    contractRoute?: ContractRoute;
  }
}

/** Why an upstream call failed, as counted in metrics and mapped to a status. */
export type UpstreamFailure = 'refused' | 'unreachable' | 'timeout' | 'reset' | 'invalid_status' | 'other';

const failureStatus: Record<UpstreamFailure, 502 | 503 | 504> = {
  refused: 503,
  unreachable: 503,
  timeout: 504,
  reset: 502,
  invalid_status: 502,
  other: 502,
};

const failureMessage: Record<UpstreamFailure, string> = {
  refused: gatewayMessages.upstreamUnavailable,
  unreachable: gatewayMessages.upstreamUnavailable,
  timeout: gatewayMessages.upstreamTimeout,
  reset: gatewayMessages.upstreamBadGateway,
  invalid_status: gatewayMessages.upstreamBadGateway,
  other: gatewayMessages.upstreamBadGateway,
};

const codesByFailure: Array<[UpstreamFailure, ReadonlySet<string>]> = [
  ['refused', new Set(['ECONNREFUSED'])],
  ['unreachable', new Set(['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])],
  [
    'timeout',
    new Set(['GATEWAY_UPSTREAM_DEADLINE', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']),
  ],
  ['reset', new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED'])],
  ['invalid_status', new Set(['GATEWAY_INVALID_UPSTREAM_STATUS', 'HPE_INVALID_STATUS'])],
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

/** Largest shared read collected and kept; a larger answer goes to each visitor on its own. */
const SHARED_BODY_MAX_BYTES = 1024 * 1024;

/** A shared read answered with a body too large to collect: each visitor's request goes through on its own. */
class TooLargeToShareError extends Error {
  constructor() {
    super('shared read answer too large to keep');
  }
}

/** UPSTREAM_TIMEOUT_MS passed between the member's request and the upstream's last byte. */
class UpstreamDeadlineError extends Error {
  readonly code = 'GATEWAY_UPSTREAM_DEADLINE';
  constructor(timeoutMs: number) {
    super(`upstream exchange not finished within ${timeoutMs} ms`);
  }
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths proxied to the upstream (docs/design/gateway.md#upstream-kinds): a real API gets only `/api`; the stand-alone
 * mock also its stand-ins for third-party content, which its answers link to; the mock in
 * process also its control API, which then stays on the developer's own machine.
 */
export function proxiedPrefixes(kind: UpstreamKind): string[] {
  if (kind === 'embedded-mock') return ['/api', '/__mock', '/mock-cdn'];
  return kind === 'mock' ? ['/api', '/mock-cdn'] : ['/api'];
}

/** Hop-by-hop headers describe one connection, not the exchange (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authenticate'];

/** Header names a Connection header lists, lower-cased; none for the usual `keep-alive`, itself hop-by-hop. */
function namedByConnection(listed: string | undefined): string[] | undefined {
  if (typeof listed !== 'string' || listed === '') return undefined;
  const lower = listed.toLowerCase();
  if (lower === 'keep-alive') return undefined;
  return lower.split(',').map((name) => name.trim());
}

function startsWithAny(name: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) if (name.startsWith(prefix)) return true;
  return false;
}

/**
 * The end-to-end headers of a message: a copy without the hop-by-hop ones (every `dropped` set
 * holds them), those its Connection header names, and `dropped`. Copying beats `delete`, which
 * slows the object down. Runs twice per proxied request: no closure or array per header.
 */
function endToEndHeaders(
  headers: IncomingHttpHeaders,
  dropped: ReadonlySet<string>,
  droppedPrefixes: readonly string[] = [],
): IncomingHttpHeaders {
  const named = namedByConnection(headers.connection);
  const copy: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!dropped.has(name) && named?.includes(name) !== true && !startsWithAny(name, droppedPrefixes)) copy[name] = headers[name];
  }
  return copy;
}

// What software the upstream runs is its internals, not the member's business (docs/design/gateway.md#upstream-headers):
// nor are its CORS grants (the member's browser talks to the gateway's own origin, and an
// upstream's `Access-Control-Allow-Origin: *` would open the API to every site) or its
// `x-internal-*` headers. Set-Cookie and the rest pass.
const NOT_TO_MEMBER = new Set([
  ...HOP_BY_HOP,
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnet-mvc-version',
  'x-debug-token',
  'x-debug-token-link',
]);
const NOT_TO_MEMBER_PREFIXES = ['access-control-', 'x-internal-'];

/** Traces of the upstream's code in an error text: stack frames, source positions, exception dumps. */
const STACK_TRACE = /\n\s*at\s|\bat\s+\S+\s+\(|Traceback \(most recent|Exception in thread|\.(?:js|mjs|ts|java|py|go|rb|php|cs):\d+/;

/**
 * In production an upstream 5xx reaches the member as `{ message }` only: the upstream's own
 * message when it is a plain sentence, else the gateway's Thai text for the status. Stack
 * traces, SQL and whatever else a failing server prints stay out (docs/design/gateway.md#upstream-headers).
 */
export function memberSafeServerError(status: number, body: Buffer | undefined): { message: string } {
  if (body !== undefined) {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.length <= 500 && !STACK_TRACE.test(parsed.message)) {
        return { message: parsed.message };
      }
    } catch {
      // Not JSON (an HTML error page, a trace, a compressed body): the gateway's own text.
    }
  }
  return { message: messageForStatus(status) };
}

/** Headers that describe a body the gateway replaces. */
const BODY_HEADERS = new Set([...NOT_TO_MEMBER, 'content-length', 'content-encoding', 'content-type', 'etag', 'content-md5']);

/**
 * Headers that let a browser or a shared cache keep an answer. A member route's answer (a
 * session token, a bank account) is never kept anywhere, whatever the upstream says: these are
 * dropped and `no-store` sent (docs/design/gateway.md#shared-reads).
 */
const CACHING_HEADERS = ['cache-control', 'expires', 'pragma', 'age', 'surrogate-control', 'cdn-cache-control'];
const NOT_TO_MEMBER_UNCACHED = new Set([...NOT_TO_MEMBER, ...CACHING_HEADERS]);

/** Smaller answers go as they are: compressing them would not save a packet. */
const COMPRESS_FROM_BYTES = 1024;
const ANSWER_ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

/**
 * How an `/api` answer travels to the member (docs/design/gateway.md#compressed-answers): compressed
 * when the upstream sent it plain, it is JSON or text of some size, and the member's browser accepts it.
 */
function answerEncoding(request: FastifyRequest, headers: IncomingHttpHeaders, body: Buffer | Readable): Encoding {
  if (request.method === 'HEAD' || headers['content-encoding'] !== undefined) return 'identity';
  if (!/json|text/.test(headers['content-type'] ?? '')) return 'identity';
  const size = Buffer.isBuffer(body) ? body.length : Number(headers['content-length'] ?? Number.POSITIVE_INFINITY);
  if (size < COMPRESS_FROM_BYTES) return 'identity';
  return chooseEncoding(request.headers['accept-encoding'], ANSWER_ENCODINGS);
}

/** Whether a request may reach a route whose answer is for everyone: a public contract route. */
function isPublicRoute(route: ContractRoute | undefined): boolean {
  return route?.policy.access === 'public';
}

// Node already answered any `Expect: 100-continue` (and undici refuses to send one); the
// upstream gets its own host. An untrusted client may not speak for proxies in front of it.
const NOT_TO_UPSTREAM = new Set([...HOP_BY_HOP, 'expect', 'host']);
const NOT_TO_UPSTREAM_UNTRUSTED = new Set([...NOT_TO_UPSTREAM, 'forwarded', 'x-real-ip']);

/** What a mock upstream tells namespaces apart by: each namespace has a site state of its own. */
const NAMESPACE_KEYS = [NAMESPACE_HEADER, 'cookie', 'authorization'] as const;

/** An upstream's cookie belongs to the visitor whose request it answered, never to a shared answer. */
const NOT_IN_SHARED_ANSWER = new Set([...HOP_BY_HOP, 'set-cookie']);

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
function climbsOut(path: string): boolean {
  if (!path.includes('.') && !path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return DOT_DOT_SEGMENT.test(decoded);
}

/** Nesting allowed on the paths outside the contract the gateway proxies (the in-process mock's control API), as the mock allows. */
const CONTROL_MAX_DEPTH = 64;

/** A member's body nested deeper than its route allows: the chunk that went too deep is never sent on. */
class BodyTooDeepError extends Error {
  readonly code = 'GATEWAY_BODY_TOO_DEEP';
  constructor() {
    super('request body nested deeper than its route allows');
  }
}

/**
 * The member's request body as undici gets it: a relay, never the member's own request stream.
 * undici destroys the body it was given when it drops the upstream connection (the upstream
 * answered before the whole body, or failed); a destroyed request stream makes Node stop
 * reading the member's keep-alive connection, and the next request on it is never answered.
 * The relay scans the JSON nesting as chunks pass (docs/design/gateway.md#request-bodies): a chunk that nests deeper than
 * the route allows fails the upstream request before it is sent, so the upstream never holds a
 * body deeper than the contract allows, nor a whole hostile one.
 */
class BodyRelay extends Transform {
  private readonly scanner: JsonDepthScanner;
  tooDeep = false;
  /** What passed, kept only for a recording (a member route's body is small: its contract limit). */
  private readonly copy: Buffer[] | null;

  constructor(maxDepth: number, keepCopy: boolean) {
    super();
    this.scanner = new JsonDepthScanner(maxDepth);
    this.copy = keepCopy ? [] : null;
  }

  /** The body as it passed, when a copy was kept. */
  copied(): Buffer | null {
    return this.copy === null ? null : Buffer.concat(this.copy);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.scanner.scan(chunk)) {
      this.tooDeep = true;
      callback(new BodyTooDeepError());
      return;
    }
    this.copy?.push(chunk);
    callback(null, chunk);
  }
}

function relayBody(request: FastifyRequest, maxDepth: number, keepCopy: boolean): BodyRelay | null {
  // The content-type parser hands the request stream itself on as the body, untouched.
  if (request.body === undefined) return null;
  const incoming = request.raw;
  const relay = new BodyRelay(maxDepth, keepCopy);
  incoming.pipe(relay);
  // A member who goes away mid-body fails the upstream request, as the stream itself would.
  incoming.once('close', () => {
    if (!incoming.complete) relay.destroy(new Error('member closed the connection'));
  });
  return relay;
}

/**
 * After the member's answer, the part of the body the upstream never needed is read and
 * dropped, as Node does for a body nobody read (docs/design/gateway.md#request-bodies): the connection stays usable.
 */
function drainUnread(incoming: IncomingMessage, relay: BodyRelay): void {
  if (incoming.complete || incoming.destroyed) return;
  incoming.unpipe(relay);
  relay.destroy();
  incoming.resume();
}

/** The gateway's own refusal of a request it does not forward: never stored, with the member's message. */
function refuse(reply: FastifyReply, status: 400 | 411 | 413, message: string): void {
  void reply.code(status).header('cache-control', 'no-store').send({ message });
}

/**
 * `/api/*` (and for the mock `/mock-cdn/*`, in process also `/__mock/*`) to the upstream over pooled undici
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
      const upstreamStatus = error instanceof InvalidUpstreamStatusError ? { upstreamStatus: error.upstreamStatus } : {};
      request.log.warn({ failure, code: errorCodes(error), ...upstreamStatus }, 'upstream failed');
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
     * Hands an upstream answer to the member. An `/api` answer of a member route (or of a path
     * the contract does not know) loses the upstream's caching headers; any `/api` answer
     * without `Cache-Control` gets `no-store` (docs/design/gateway.md#shared-reads).
     */
    function answerMember(
      request: FastifyRequest,
      reply: FastifyReply,
      isApi: boolean,
      { status, headers, body }: UpstreamAnswer,
      requestBody: BodyRelay | null,
    ): void {
      if (status >= 500 && config.production) {
        if (!Buffer.isBuffer(body)) body.destroy();
        reply.code(status).headers(endToEndHeaders(headers, BODY_HEADERS, NOT_TO_MEMBER_PREFIXES));
        void reply.header('cache-control', 'no-store').send(memberSafeServerError(status, Buffer.isBuffer(body) ? body : undefined));
        return;
      }
      if (!isApi) {
        reply.code(status).headers(endToEndHeaders(headers, NOT_TO_MEMBER, NOT_TO_MEMBER_PREFIXES));
        void reply.send(body);
        return;
      }
      const shareable = isPublicRoute(request.contractRoute);
      reply.code(status).headers(endToEndHeaders(headers, shareable ? NOT_TO_MEMBER : NOT_TO_MEMBER_UNCACHED, NOT_TO_MEMBER_PREFIXES));
      if (!shareable || headers['cache-control'] === undefined) reply.header('cache-control', 'no-store');
      if (Buffer.isBuffer(body)) app.drift.check(request, reply, body);
      const sent = Buffer.isBuffer(body) ? body : app.drift.tap(request, reply, body);
      // a session being recorded for the mock (docs/design/gateway.md#recordings)
      const answer = app.recording.wants(request) ? app.recording.tap(request, reply, sent, requestBody?.copied() ?? null) : sent;
      const encoding = answerEncoding(request, headers, answer);
      if (encoding === 'identity') {
        void reply.send(answer);
        return;
      }
      const vary = reply.getHeader('vary');
      reply.removeHeader('content-length');
      reply
        .header('content-encoding', encoding)
        .header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
      // the same answer in another encoding is no longer the same bytes
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
      void reply.send(encodeBody(answer, encoding));
    }

    const sharedReads = new SharedReads(config.sharedReadCacheBytes);
    const siteHosts = new Set(config.siteHosts);
    const defaultSiteHost = config.siteHosts[0];

    /**
     * The site a shared read is for: a host of SITE_HOSTS as the visitor named it, any other Host
     * the first of them (or none): what a client writes in Host never makes entries of its own.
     */
    function siteHostOf(request: FastifyRequest): string | undefined {
      const name = hostName(request.host);
      return siteHosts.has(name) ? name : defaultSiteHost;
    }

    /**
     * What a shared read is asked with, and all it is asked with: the site's host, and from a mock
     * the namespace and session (header or cookie), as each namespace holds a state of its own.
     * Nothing else of the visitor's request reaches the upstream (no language, no conditional or
     * encoding, no cookie or token of a real API's visitor): its answer goes to every visitor.
     */
    function sharedReadHeaders(request: FastifyRequest): IncomingHttpHeaders {
      const headers: IncomingHttpHeaders = { host: upstreamHost, accept: 'application/json', 'x-request-id': request.id };
      const site = siteHostOf(request);
      if (site !== undefined) headers['x-forwarded-host'] = site;
      if (upstream.kind !== 'api') {
        for (const name of NAMESPACE_KEYS) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
      }
      return headers;
    }

    /** Everything a shared read is asked with, and so what tells one entry from another. */
    function sharedReadKey(headers: IncomingHttpHeaders, url: string): string {
      return `${url} ${String(headers['x-forwarded-host'])} ${String(headers[NAMESPACE_HEADER])} ${String(headers.cookie)} ${String(headers.authorization)}`;
    }

    /** One upstream call for a shared read: the whole answer within UPSTREAM_TIMEOUT_MS, or a failure. */
    function loadShared(headers: IncomingHttpHeaders, url: string): Promise<SharedAnswer> {
      return new Promise<SharedAnswer>((resolve, reject) => {
        const settle = (status: number, headers: IncomingHttpHeaders, body: Buffer) => {
          clearTimeout(deadline);
          // One visitor's cookie must never be handed to the others.
          resolve({ status, headers: endToEndHeaders(headers, NOT_IN_SHARED_ANSWER), body, fetchedAt: Date.now() });
        };
        const fail = (error: Error) => {
          clearTimeout(deadline);
          reject(error);
        };
        const callbacks: ExchangeCallbacks = {
          answer({ status, headers, body }) {
            if (Buffer.isBuffer(body)) {
              settle(status, headers, body);
              return;
            }
            // An unsized (chunked) answer is collected too, up to a bound.
            const chunks: Buffer[] = [];
            let size = 0;
            body.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > SHARED_BODY_MAX_BYTES) {
                body.destroy();
                fail(new TooLargeToShareError());
                return;
              }
              chunks.push(chunk);
            });
            body.once('error', fail);
            body.once('end', () => settle(status, headers, Buffer.concat(chunks)));
          },
          fail(error) {
            // As for any GET: one retry when the pooled connection died before any answer.
            if (attempts === 1 && !exchange.responded && classifyUpstreamError(error) === 'reset') send();
            else fail(error);
          },
        };
        let attempts = 0;
        let exchange = new UpstreamExchange('GET', callbacks);
        const send = () => {
          attempts += 1;
          exchange = new UpstreamExchange('GET', callbacks);
          pool.dispatch({ method: 'GET', path: url, headers, body: null, idempotent: true }, exchange);
        };
        const deadline = setTimeout(() => {
          const error = new UpstreamDeadlineError(config.upstreamTimeoutMs);
          exchange.abort(error);
          reject(error);
        }, config.upstreamTimeoutMs);
        send();
      });
    }

    /**
     * A public read that is the same for every visitor of the host (`url` defaults to the
     * request's): kept or joined per SharedReads, else one upstream call.
     */
    function readShared(request: FastifyRequest, route: ContractRoute, url: string = request.url) {
      const sharedCache = route.policy.sharedCache;
      if (sharedCache === undefined) throw new Error(`${route.method} ${route.path} is not a shared read`);
      const headers = sharedReadHeaders(request);
      return sharedReads.read(sharedReadKey(headers, url), sharedCache, () => loadShared(headers, url));
    }
    app.decorate('readSharedRoute', (request: FastifyRequest, route: ContractRoute) => readShared(request, route, route.path));

    /** Answers a shared public read from SharedReads; an answer too large to keep goes through as usual. */
    function proxyShared(request: FastifyRequest, reply: FastifyReply, route: ContractRoute): void {
      readShared(request, route).then(
        ({ answer, state }) => {
          reply.header('x-cache', state);
          answerMember(request, reply, true, answer, null);
        },
        (error: unknown) => {
          if (error instanceof TooLargeToShareError) proxy(request, reply, true, null);
          else failWith(request, reply, error);
        },
      );
    }

    /**
     * One member request on its way through the proxy, within UPSTREAM_TIMEOUT_MS from its start
     * to the upstream's last byte: the attempt talking to the upstream (a retry replaces it) and
     * the answer back. Methods rather than closures per request: tsx compiles with esbuild's
     * keepNames, which gives every named closure a `defineProperty` as it is created, about 0.8 us
     * each (docs/design/gateway.md#cost-per-request).
     */
    class ProxiedRequest implements ExchangeCallbacks {
      /** The attempt currently talking to the upstream. */
      exchange: UpstreamExchange | undefined;
      private attempt = 0;

      constructor(
        readonly request: FastifyRequest,
        readonly reply: FastifyReply,
        private readonly isApi: boolean,
        private readonly requestBody: BodyRelay | null,
      ) {}

      /** Sends the member's request to the upstream (again, for the one retry). */
      forward(): void {
        const { request } = this;
        const exchange = new UpstreamExchange(request.method, this);
        this.exchange = exchange;
        pool.dispatch(
          {
            method: request.method,
            path: request.url,
            headers: upstreamRequestHeaders(request, upstreamHost, trusted),
            body: this.requestBody,
            idempotent: IDEMPOTENT.has(request.method),
          },
          exchange,
        );
      }

      answer(answer: UpstreamAnswer): void {
        answerMember(this.request, this.reply, this.isApi, answer, this.requestBody);
      }

      /**
       * One retry, and only for an idempotent request whose pooled connection died under it
       * before any answer; otherwise the member gets the gateway's 502/503/504.
       */
      fail(error: Error): void {
        const { request, reply } = this;
        if (reply.raw.destroyed) return;
        if (this.requestBody instanceof BodyRelay && this.requestBody.tooDeep) {
          refuse(reply, 400, gatewayMessages.bodyTooDeep);
          return;
        }
        if (
          this.attempt === 0 &&
          this.exchange?.responded !== true &&
          IDEMPOTENT.has(request.method) &&
          classifyUpstreamError(error) === 'reset'
        ) {
          this.attempt += 1;
          this.forward();
          return;
        }
        failWith(request, reply, error);
      }
    }

    /**
     * The overall deadline passed (spec 9): before the answer started, a Thai 504; after, the
     * member's connection is cut, as nothing can be said in the middle of a body.
     */
    function deadlinePassed(proxied: ProxiedRequest): void {
      const { request, reply, exchange } = proxied;
      const error = new UpstreamDeadlineError(config.upstreamTimeoutMs);
      const answered = exchange?.answered === true;
      exchange?.abort(error);
      if (!answered) {
        failWith(request, reply, error);
        return;
      }
      app.metrics.upstreamErrors.inc({ kind: 'timeout' });
      request.log.warn({ failure: 'timeout', code: [error.code] }, 'upstream deadline passed mid-answer: member connection cut');
      reply.raw.destroy(error);
    }

    /** Proxies one member request within UPSTREAM_TIMEOUT_MS from its start to the last byte. */
    function proxy(request: FastifyRequest, reply: FastifyReply, isApi: boolean, requestBody: BodyRelay | null): void {
      const proxied = new ProxiedRequest(request, reply, isApi, requestBody);
      const remainingMs = Math.max(1, config.upstreamTimeoutMs - Math.ceil(reply.elapsedTime));
      const deadline = setTimeout(deadlinePassed, remainingMs, proxied);
      // A response closes once: `on` spares the wrapper `once` would make per request.
      reply.raw.on('close', () => {
        clearTimeout(deadline);
        // A member who goes away frees the upstream connection instead of holding it until the timeout.
        if (!reply.raw.writableFinished) proxied.exchange?.abort(new Error('member closed the connection'));
      });
      proxied.forward();
    }

    /** Refuses a body it cannot check (411) or larger than BODY_LIMIT_BYTES (413) before it is read. */
    function checkDeclaredLength(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const declared = request.headers['content-length'];
      if (declared === undefined) {
        if (request.headers['transfer-encoding'] !== undefined) {
          refuse(reply, 411, gatewayMessages.badRequest);
          return;
        }
        done();
        return;
      }
      if (Number(declared) > config.bodyLimitBytes) {
        refuse(reply, 413, gatewayMessages.bodyTooLarge);
        return;
      }
      done();
    }

    /**
     * The one decision about an `/api` request (docs/design/gateway.md#cost-per-request): its
     * contract route, matched leniently (its policy decides the budget, caching and `no-store`),
     * its metrics label (the exact route's pattern) and its security headers (the API's). Every
     * later hook and the handler read it.
     */
    function classifyApiRequest(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const exact = contractRoutes.match(request.method, pathOf(request.url));
      request.metricsRoute = exact?.path ?? '/api/*';
      request.securityHeaderSet = app.securityHeaders.api;
      // A lenient upstream may serve another spelling as the same route: its policy still applies.
      request.contractRoute = exact ?? contractRoutes.matchLoosely(request.method, request.url);
      done();
    }

    await app.register(async (scope: FastifyInstance) => {
      // Stream every body through untouched, but never one larger than the limit.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      for (const prefix of proxiedPrefixes(upstream.kind)) {
        const isApi = prefix === '/api';
        const label = `${prefix}/*`;
        const classify = isApi
          ? classifyApiRequest
          : (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
              request.metricsRoute = label;
              done();
            };
        // Route-level and callback-style: only proxied requests run them, and no promise per request.
        // The control API of a mock in process spends no budget (docs/design/gateway.md#rate-limits).
        const onRequest = prefix === '/__mock' ? [classify, checkDeclaredLength] : [classify, app.spendRateLimits, checkDeclaredLength];
        const handler = (request: FastifyRequest, reply: FastifyReply): void => {
          if (climbsOut(pathOf(request.url))) {
            refuse(reply, 400, gatewayMessages.badRequest);
            return;
          }
          const route = request.contractRoute;
          if (route?.policy.sharedCache !== undefined && request.method === 'GET' && request.body === undefined) {
            proxyShared(request, reply, route);
            return;
          }
          // the route's own body limits from the contract (docs/design/gateway.md#request-bodies), as the mock applies them
          const limits = isApi ? BODY_LIMITS[route?.policy.body ?? 'small'] : null;
          if (limits !== null && Number(request.headers['content-length'] ?? 0) > limits.maxBytes) {
            refuse(reply, 413, gatewayMessages.bodyTooLarge);
            return;
          }
          const requestBody = relayBody(request, limits?.maxDepth ?? CONTROL_MAX_DEPTH, isApi && app.recording.wants(request));
          if (requestBody !== null) reply.raw.once('close', () => drainUnread(request.raw, requestBody));
          proxy(request, reply, isApi, requestBody);
        };
        scope.all(prefix, { onRequest }, handler);
        scope.all(`${prefix}/*`, { onRequest }, handler);
      }
    });
  },
  {
    name: 'gateway-api-proxy',
    fastify: '5.x',
    dependencies: [
      'gateway-config',
      'gateway-upstream',
      'gateway-metrics',
      'gateway-security-headers',
      'gateway-rate-limit',
      'gateway-drift',
      'gateway-recording',
    ],
  },
);
