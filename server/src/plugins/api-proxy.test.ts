import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RunningGateway } from '../start';
import type { FakeUpstream } from '../test-support/fake-upstream';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture';
import { classifyUpstreamError } from './api-proxy';

let fixture: ProxyFixture;
let upstream: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  fixture = await startProxyFixture();
  ({ upstream, gateway } = fixture);
});

afterAll(() => fixture.close());

describe('API proxy in proxy mode (UPSTREAM_URL)', () => {
  it('keeps the member headers and adds only standard forwarding headers and x-request-id', async () => {
    const res = await request(gateway.url)
      .get('/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001?x=1&y=%E0%B8%81')
      .set('authorization', 'Bearer token-123')
      .set('platform', 'DSK')
      .set('channel', 'web')
      .set('webversion', '1.4.2')
      .set('webhostname', 'member.example')
      .set('x-request-id', 'trace-abc.123');
    expect(res.status).toBe(200);
    expect(gateway.mockUrl).toBeNull();
    const seen = res.body as { url: string; headers: Record<string, string> };
    expect(seen.url).toBe('/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001?x=1&y=%E0%B8%81');
    expect(seen.headers.authorization).toBe('Bearer token-123');
    expect(seen.headers.platform).toBe('DSK');
    expect(seen.headers.channel).toBe('web');
    expect(seen.headers.webversion).toBe('1.4.2');
    expect(seen.headers.webhostname).toBe('member.example');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
    expect(seen.headers['x-request-id']).toBe('trace-abc.123');
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    const added = Object.keys(seen.headers).filter(
      (name) =>
        ![
          'authorization', 'platform', 'channel', 'webversion', 'webhostname', 'x-request-id', 'host', 'accept-encoding',
          'connection', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent', 'accept', 'content-length',
        ].includes(name),
    );
    expect(added).toEqual([]);
  });

  it('generates an x-request-id when the client sends none (or an unsafe one)', async () => {
    const res = await request(gateway.url).get('/api/setting').set('x-request-id', 'bad id\twith spaces');
    const seen = res.body as { headers: Record<string, string> };
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(seen.headers['x-request-id']);
  });

  it('does not let an untrusted client claim another address', async () => {
    const res = await request(gateway.url).get('/api/setting').set('x-forwarded-for', '203.0.113.9').set('forwarded', 'for=203.0.113.9');
    const seen = res.body as { headers: Record<string, string> };
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.forwarded).toBeUndefined();
  });

  it('streams a JSON body with Thai text to the upstream unchanged', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'demo1234', note: 'สวัสดีครับ' });
    const res = await request(gateway.url).post('/api/auth/login').set('content-type', 'application/json').send(body);
    expect(res.status).toBe(200);
    expect((res.body as { method: string; body: string }).body).toBe(body);
    expect((res.body as { method: string }).method).toBe('POST');
  });

  it('passes upstream statuses and bodies through (a business 4xx is not the gateway’s)', async () => {
    upstream.respond((_request, response) => {
      response.writeHead(409, { 'content-type': 'application/json; charset=utf-8', 'x-upstream': 'yes', 'keep-alive': 'timeout=5' });
      response.end(JSON.stringify({ message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' }));
    });
    try {
      const res = await request(gateway.url).get('/api/user/checkUsername/somebody');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' });
      expect(res.headers['x-upstream']).toBe('yes');
      expect(res.headers['keep-alive']).not.toBe('timeout=5');
    } finally {
      upstream.respond((recorded, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ method: recorded.method, url: recorded.url, headers: recorded.headers, body: recorded.body }));
      });
    }
  });

  it('refuses a body over the limit with 413 before contacting the upstream', async () => {
    const before = upstream.received.length;
    const huge = 'x'.repeat(4 * 1024 * 1024);
    const res = await request(gateway.url).post('/api/auth/slip/verify').set('content-type', 'application/json').send(JSON.stringify({ image: huge }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(upstream.received.length).toBe(before);
  });

  it('never exposes the mock control API or mock CDN in proxy mode', async () => {
    const before = upstream.received.length;
    for (const path of ['/__mock/reset', '/__mock/clock', '/mock-cdn/brand/logo.svg']) {
      const res = await request(gateway.url).get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await request(gateway.url).post('/__mock/reset').send({})).status).toBe(404);
    expect(upstream.received.length).toBe(before);
  });
});

describe('classifyUpstreamError', () => {
  it('reads the innermost error code', () => {
    expect(classifyUpstreamError({ code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR', cause: { code: 'ECONNREFUSED' } })).toBe('refused');
    expect(classifyUpstreamError({ code: 'FST_REPLY_FROM_GATEWAY_TIMEOUT', cause: { code: 'UND_ERR_HEADERS_TIMEOUT' } })).toBe('timeout');
    expect(classifyUpstreamError({ code: 'UND_ERR_SOCKET', cause: { code: 'UND_ERR_SOCKET' } })).toBe('reset');
    expect(classifyUpstreamError({ code: 'ENOTFOUND' })).toBe('unreachable');
    expect(classifyUpstreamError(new Error('strange'))).toBe('other');
  });
});
