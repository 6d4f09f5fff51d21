import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';

const THAI = /[\u0E00-\u0E7F]/;
const INTERNALS = /ECONN|UND_ERR|socket|undici|stack|127\.0\.0\.1/i;

let upstream: FakeUpstream;
let upstreamPort: number;
let gateway: RunningGateway;

function echoJson(upstreamToUse: FakeUpstream) {
  upstreamToUse.respond((recorded, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, url: recorded.url }));
  });
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstreamPort = Number(new URL(upstream.url).port);
  echoJson(upstream);
  gateway = await startGateway({ upstreamUrl: upstream.url, upstreamTimeoutMs: 700, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

function expectGatewayError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(Object.keys(res.body as object)).toEqual(['message']);
  expect((res.body as { message: string }).message).toMatch(THAI);
  expect(res.text).not.toMatch(INTERNALS);
}

describe('upstream faults are answered by the gateway in Thai, and it recovers', () => {
  it('hung upstream: 504 once the upstream timeout passes', async () => {
    upstream.respond(() => {
      // never answers
    });
    const res = await request(gateway.url).get('/api/setting');
    expectGatewayError(res, 504);
    echoJson(upstream);
  });

  it('body cut short after the headers: 502 in Thai, not a truncated body under the upstream headers', async () => {
    upstream.respond((_recorded, response, socket) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500', 'x-upstream-only': 'yes' });
      response.write('{"data":{"partial":');
      setTimeout(() => socket.destroy(), 20);
    });
    const res = await request(gateway.url).get('/api/setting');
    expectGatewayError(res, 502);
    expect(res.headers['x-upstream-only']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    echoJson(upstream);
    expect((await request(gateway.url).get('/api/setting')).status).toBe(200);
  });

  it('reset connection: 502; an idempotent GET is retried once, a POST never', async () => {
    upstream.respond((_recorded, _response, socket) => socket.destroy());
    const getsBefore = upstream.received.length;
    expectGatewayError(await request(gateway.url).get('/api/setting'), 502);
    expect(upstream.received.length - getsBefore).toBe(2);

    const postsBefore = upstream.received.length;
    const post = await request(gateway.url).post('/api/auth/withdraw/2b4c9d1e-0000-4000-8000-000000000001').send({ amount: 100 });
    expectGatewayError(post, 502);
    expect(upstream.received.length - postsBefore).toBe(1);
    echoJson(upstream);
  });

  it('upstream killed: 503 (refused) without crashing, then recovers when it is back', async () => {
    expect((await request(gateway.url).get('/api/setting')).status).toBe(200);
    await upstream.close();
    expectGatewayError(await request(gateway.url).get('/api/setting'), 503);
    expectGatewayError(await request(gateway.url).post('/api/auth/login').send({ username: 'demo', password: 'x' }), 503);
    expect((await request(gateway.url).get('/healthz')).status).toBe(200);
    expect((await request(gateway.url).get('/readyz')).status).toBe(503);

    upstream = await startFakeUpstream(upstreamPort);
    echoJson(upstream);
    const back = await request(gateway.url).get('/api/setting');
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ ok: true, url: '/api/setting' });
    expect((await request(gateway.url).get('/readyz')).status).toBe(200);
  });

  it('counts upstream errors by kind in /metrics', async () => {
    const metrics = await request(gateway.url).get('/metrics');
    expect(metrics.text).toMatch(/gateway_upstream_errors_total\{kind="timeout"\} 1/);
    // Two resets (GET and POST) and one body cut short.
    expect(metrics.text).toMatch(/gateway_upstream_errors_total\{kind="reset"\} 3/);
    expect(metrics.text).toMatch(/gateway_upstream_errors_total\{kind="refused"\} 2/);
  });
});
