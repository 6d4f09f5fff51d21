import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { buildApp } from '../app';
import { testConfig } from '../test-support/config';
import { rawAnswer, startHostileUpstream, type HostileUpstream } from '../test-support/hostile-upstream';
import { collectLogLines, WARN, type LogLine } from '../test-support/log-lines';
import { rawRequest, type RawResponse } from '../test-support/raw-http';

const THAI = /[\u0E00-\u0E7F]/;

let upstream: HostileUpstream;
let app: FastifyInstance;
let url: string;
let lines: LogLine[];

beforeAll(async () => {
  upstream = await startHostileUpstream();
  const collected = collectLogLines();
  lines = collected.lines;
  app = await buildApp(testConfig({ upstreamUrl: upstream.url, logLevel: 'info', upstreamTimeoutMs: 1_500 }), {
    logStream: collected.logStream,
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  lines.length = 0;
});

/** The gateway's own answer: the status, Thai `{ message }` only, no-store, the API security headers. */
function expectGatewayAnswer(res: RawResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toMatch(THAI);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
}

async function metric(name: string, labels: string): Promise<number> {
  const text = (await rawRequest(`${url}/metrics`)).body.toString('utf8');
  const match = new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm').exec(text);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

describe('an upstream answering a status outside 100-599', () => {
  for (const statusLine of ['HTTP/1.1 999 Weird', 'HTTP/1.1 600 Beyond', 'HTTP/1.1 099 Below']) {
    it(`"${statusLine}": a Thai 502 at once, a warn line, counted in /metrics`, async () => {
      upstream.answer((socket) => socket.write(rawAnswer(statusLine, { 'content-type': 'application/json' }, '{"data":{}}')));
      const before = await metric('gateway_upstream_errors_total', 'kind="invalid_status"');
      const started = performance.now();
      const res = await rawRequest(`${url}/api/setting`);
      // At once: well before the 1.5 s deadline that would otherwise end the exchange.
      expect(performance.now() - started).toBeLessThan(1_000);
      expectGatewayAnswer(res, 502);
      expect(await metric('gateway_upstream_errors_total', 'kind="invalid_status"')).toBe(before + 1);
      const warned = lines.filter((line) => line.level === WARN && line.msg === 'upstream failed');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ failure: 'invalid_status' });
    });
  }

  it('the gateway serves the next request normally (the broken connection is not reused)', async () => {
    upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 999 Weird', {}, '')));
    expect((await rawRequest(`${url}/api/setting`)).status).toBe(502);
    upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 200 OK', { 'content-type': 'application/json' }, '{"ok":true}')));
    const res = await rawRequest(`${url}/api/setting`);
    expect(res.status).toBe(200);
    expect(res.body.toString('utf8')).toBe('{"ok":true}');
  });
});

/** Writes `body` one byte every `everyMs` (until the socket closes); the head goes first, as given. */
function trickle(socket: Socket, head: string, body: string, everyMs: number): void {
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= body.length || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    socket.write(body.charAt(sent));
    sent += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** What a member saw of an answer that may be cut: the status, the bytes, whether it ended cleanly. */
function watchAnswer(path: string): Promise<{ status: number; body: Buffer; complete: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const done = (complete: boolean) => () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), complete, ms: performance.now() - started });
      res.once('end', done(true));
      res.once('aborted', done(false));
      res.once('error', done(false));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an upstream that trickles (UPSTREAM_TIMEOUT_MS is one deadline from request start to last byte)', () => {
  // Trickling a byte every 200 ms never trips undici's idle timeouts (1.5 s here); only the
  // overall deadline ends these exchanges. Without it the member waited for the socket timeout
  // (deadline + 10 s) and then got an empty reply.
  it('a small answer being collected: a Thai 504 once the deadline passes, nothing of the upstream', async () => {
    upstream.answer((socket) =>
      trickle(
        socket,
        'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n',
        '{"data":{"name":"trickle-trickle-trick"}}',
        200,
      ),
    );
    const before = await metric('gateway_upstream_errors_total', 'kind="timeout"');
    const started = performance.now();
    const res = await rawRequest(`${url}/api/setting`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expectGatewayAnswer(res, 504);
    expect(res.body.toString('utf8')).not.toContain('trickle');
    expect(await metric('gateway_upstream_errors_total', 'kind="timeout"')).toBe(before + 1);
    expect(lines.filter((line) => line.level === WARN && line.msg === 'upstream failed')).toMatchObject([{ failure: 'timeout' }]);
  });

  it('headers that trickle: a Thai 504 as well', async () => {
    const head = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-padding: ' + 'a'.repeat(40) + '\r\ncontent-length: 2\r\n\r\n{}';
    upstream.answer((socket) => trickle(socket, '', head, 150));
    const started = performance.now();
    const res = await rawRequest(`${url}/api/setting`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expectGatewayAnswer(res, 504);
  });

  it('a streamed answer already started: the member connection is cut at the deadline and it is logged', async () => {
    // Unsized (chunked) answers stream through, so the member has the head and the first bytes.
    upstream.answer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n');
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write('1\r\nx\r\n');
      }, 200);
      socket.once('close', () => clearInterval(timer));
    });
    const before = await metric('gateway_upstream_errors_total', 'kind="timeout"');
    const seen = await watchAnswer('/api/auth/announcement');
    expect(seen.ms).toBeLessThan(5_000);
    expect(seen.status).toBe(200);
    expect(seen.complete).toBe(false);
    expect(seen.body.length).toBeGreaterThan(0);
    expect(await metric('gateway_upstream_errors_total', 'kind="timeout"')).toBe(before + 1);
    // One clear line, not a stack of framework complaints about a reply already sent.
    expect(lines.filter((line) => line.level >= WARN).map((line) => line.msg)).toEqual([
      'upstream deadline passed mid-answer: member connection cut',
    ]);
    expect(lines.some((line) => line.level === WARN && line.msg === 'upstream deadline passed mid-answer: member connection cut')).toBe(
      true,
    );
  });

  it('a request that finishes in time is not cut, and the gateway keeps serving', async () => {
    upstream.answer((socket) =>
      trickle(socket, 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 4\r\n\r\n', '"ok"', 100),
    );
    const res = await rawRequest(`${url}/api/setting`);
    expect(res.status).toBe(200);
    expect(res.body.toString('utf8')).toBe('"ok"');
  });
});

describe('upstream headers and error bodies a member must not get (docs/design/gateway.md#upstream-headers)', () => {
  const LEAKY_HEADERS = {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-credentials': 'true',
    'x-internal-node': 'db-3.prod.internal',
    'x-powered-by': 'Express',
    'set-cookie': 'session=abc; HttpOnly; Secure; Path=/',
    'x-upstream-kept': 'yes',
  };
  const STACK_BODY = JSON.stringify({
    message: 'Error: connect ECONNREFUSED 10.0.3.7:5432\n    at TCPConnectWrap.afterConnect (node:net:1555:16)',
    stack: 'at /srv/api/src/db.js:10:5',
  });

  it('drops CORS grants and x-internal-* from the upstream; Set-Cookie and other headers pass', async () => {
    upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 200 OK', LEAKY_HEADERS, '{"data":{}}')));
    const res = await rawRequest(`${url}/api/auth/announcement`);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['x-internal-node']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual(['session=abc; HttpOnly; Secure; Path=/']);
    expect(res.headers['x-upstream-kept']).toBe('yes');
  });

  it('outside production an upstream 5xx body passes unchanged (developers need the trace)', async () => {
    upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 500 Internal Server Error', LEAKY_HEADERS, STACK_BODY)));
    const res = await rawRequest(`${url}/api/auth/announcement`);
    expect(res.status).toBe(500);
    expect(res.body.toString('utf8')).toBe(STACK_BODY);
  });

  it('in production a 5xx keeps its status but only a plain { message }: traces and extra fields never reach the member', async () => {
    const production = await buildApp(testConfig({ upstreamUrl: upstream.url, production: true }));
    const productionUrl = await production.listen({ port: 0, host: '127.0.0.1' });
    try {
      upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 500 Internal Server Error', LEAKY_HEADERS, STACK_BODY)));
      const traced = await rawRequest(`${productionUrl}/api/auth/announcement`);
      expectGatewayAnswer(traced, 500);
      expect(traced.body.toString('utf8')).not.toMatch(/ECONNREFUSED|srv|db\.js|stack/);
      expect(traced.headers['x-internal-node']).toBeUndefined();
      expect(traced.headers['set-cookie']).toEqual(['session=abc; HttpOnly; Secure; Path=/']);

      upstream.answer((socket) =>
        socket.write(
          rawAnswer('HTTP/1.1 503 Service Unavailable', LEAKY_HEADERS, '<html><pre>Traceback (most recent call last)</pre></html>'),
        ),
      );
      expectGatewayAnswer(await rawRequest(`${productionUrl}/api/auth/announcement`), 503);

      const plain = JSON.stringify({ message: 'ปิดปรับปรุงระบบชั่วคราว', debug: { host: 'db-3' } });
      upstream.answer((socket) => socket.write(rawAnswer('HTTP/1.1 503 Service Unavailable', LEAKY_HEADERS, plain)));
      const kept = await rawRequest(`${productionUrl}/api/auth/announcement`);
      expect(kept.status).toBe(503);
      expect(JSON.parse(kept.body.toString('utf8'))).toEqual({ message: 'ปิดปรับปรุงระบบชั่วคราว' });
    } finally {
      await production.close();
    }
  });
});
