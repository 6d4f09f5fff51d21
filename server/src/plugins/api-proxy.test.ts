import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../start';
import { echoRequest, type FakeUpstream } from '../test-support/fake-upstream';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture';
import { rawRequest } from '../test-support/raw-http';
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
          'authorization',
          'platform',
          'channel',
          'webversion',
          'webhostname',
          'x-request-id',
          'host',
          'accept-encoding',
          'connection',
          'x-forwarded-for',
          'x-forwarded-proto',
          'x-forwarded-host',
          'user-agent',
          'accept',
          'content-length',
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
    const res = await request(gateway.url)
      .get('/api/user/checkUsername/somchai')
      .set('x-forwarded-for', '203.0.113.9')
      .set('forwarded', 'for=203.0.113.9');
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

  it('passes upstream statuses and bodies through (a business 4xx is not the gateway’s), not what software it runs', async () => {
    upstream.respond((_request, response) => {
      response.writeHead(409, {
        'content-type': 'application/json; charset=utf-8',
        'x-upstream': 'yes',
        'keep-alive': 'timeout=5',
        server: 'upstream-api/2.3',
        'x-powered-by': 'Express',
      });
      response.end(JSON.stringify({ message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' }));
    });
    try {
      const res = await request(gateway.url).get('/api/user/checkUsername/somebody');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' });
      expect(res.headers['x-upstream']).toBe('yes');
      expect(res.headers['keep-alive']).not.toBe('timeout=5');
      expect(res.headers.server).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('compresses a plain JSON answer of some size for a member who accepts it, and nothing else', async () => {
    const catalogue = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: `G${i}`, name: `เกมที่ ${i}` })) });
    const plain = JSON.stringify({ message: 'สั้น' });
    const preGzipped = gzipSync(catalogue);
    upstream.respond((recorded, response) => {
      if (recorded.url.endsWith('/gzipped')) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', vary: 'origin' });
        response.end(preGzipped);
      } else if (recorded.url.endsWith('/short')) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(plain) });
        response.end(plain);
      } else {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', vary: 'origin' });
        response.end(catalogue);
      }
    });
    const path = `${gateway.url}/api/auth/user/game/list`;
    try {
      const brotli = await rawRequest(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toBe('origin, accept-encoding');
      expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(catalogue);
      expect(brotli.body.length).toBeLessThan(catalogue.length / 4);

      const gzip = await rawRequest(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(catalogue);

      const identity = await rawRequest(path);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString('utf8')).toBe(catalogue);
      // what the upstream compressed itself passes as it came; a short answer goes as it is
      const passed = await rawRequest(`${path}/gzipped`, { headers: { 'accept-encoding': 'br' } });
      expect(passed.headers['content-encoding']).toBe('gzip');
      expect(passed.body.equals(preGzipped)).toBe(true);
      const short = await rawRequest(`${path}/short`, { headers: { 'accept-encoding': 'br' } });
      expect(short.headers['content-encoding']).toBeUndefined();
      expect(short.body.toString('utf8')).toBe(plain);
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('refuses a body over the limit with 413 before contacting the upstream', async () => {
    const before = upstream.received.length;
    const huge = 'x'.repeat(4 * 1024 * 1024);
    const res = await request(gateway.url)
      .post('/api/auth/slip/verify')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ image: huge }));
    expect(res.status).toBe(413);
    expect((res.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    expect(upstream.received.length).toBe(before);
  });

  it("applies each route's body size and nesting from the contract: a hostile body never reaches the upstream whole (docs/design/gateway.md#request-bodies)", async () => {
    const before = upstream.received.length;
    const post = (path: string, body: string) => request(gateway.url).post(path).set('content-type', 'application/json').send(body);
    const thai = (res: request.Response) => expect((res.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    // 2 MB of '[' on the slip route, which takes 3 MiB photos but 4 levels
    const nested = await post('/api/auth/slip/verify', '['.repeat(2 * 1024 * 1024));
    expect(nested.status).toBe(400);
    thai(nested);
    // 20 KiB on the login route, which takes 16 KiB
    const padded = await post('/api/auth/login', JSON.stringify({ username: 'somebody', password: 'x'.repeat(20 * 1024) }));
    expect(padded.status).toBe(413);
    thai(padded);
    // small, but 9 levels where 8 are allowed
    const deep = await post('/api/auth/login', `${'{"a":'.repeat(9)}1${'}'.repeat(9)}`);
    expect(deep.status).toBe(400);
    thai(deep);
    expect(upstream.received.length).toBe(before);
    // brackets inside strings do not count, and the connection-level answers left the gateway serving
    const fine = await post('/api/auth/login', JSON.stringify({ username: '[[[[[[[[[[', password: '{{{{{{{{{{' }));
    expect(fine.status).toBe(200);
    expect(upstream.received.at(-1)?.body).toContain('[[[[[[[[[[');
  });

  it('refuses paths that climb out of /api, raw or percent-encoded, without contacting the upstream', async () => {
    const before = upstream.received.length;
    // a dot segment is resolved before routing: the path leads where it points, here to no route
    for (const path of ['/api/../__mock/reset', '/api/%2e%2e/__mock/reset', '/%61pi/./../__mock/reset']) {
      expect((await rawRequest(`${gateway.url}${path}`)).status, path).toBe(404);
    }
    // what no router resolves (an encoded slash or backslash beside the dots) or cannot decode
    for (const path of ['/api/..%2f__mock', '/api/x/%2E%2E%5C..%5Cetc', '/api/%E0%B8']) {
      const res = await rawRequest(`${gateway.url}${path}`);
      expect(res.status, path).toBe(400);
      expect((JSON.parse(res.body.toString('utf8')) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(upstream.received.length).toBe(before);
    // Dots inside a segment are ordinary characters.
    const dotted = await rawRequest(`${gateway.url}/api/files/report...v2.json?q=a..b`);
    expect(dotted.status).toBe(200);
    expect(upstream.received.at(-1)?.url).toBe('/api/files/report...v2.json?q=a..b');
  });

  it('drops hop-by-hop headers, and those the client names in Connection, in both directions', async () => {
    const seen = await rawRequest(`${gateway.url}/api/setting`, {
      headers: {
        connection: 'keep-alive, x-private-hop',
        'x-private-hop': 'secret',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-connection': 'keep-alive',
      },
    });
    const forwarded = (JSON.parse(seen.body.toString('utf8')) as { headers: Record<string, string> }).headers;
    expect(forwarded['x-private-hop']).toBeUndefined();
    expect(forwarded.te).toBeUndefined();
    expect(forwarded['proxy-connection']).toBeUndefined();
    expect(forwarded['keep-alive']).toBeUndefined();
    expect(forwarded.host).toBe(new URL(upstream.url).host);
  });

  it('streams large and unsized answers through whole, byte for byte', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024, 'ก');
    upstream.respond((recorded, response) => {
      if (recorded.url.endsWith('/sized')) {
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': large.length });
        response.end(large);
        return;
      }
      // Chunked, no declared length: written in pieces, as a download or event stream would be.
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      let sent = 0;
      const writeMore = (): void => {
        while (sent < large.length) {
          const piece = large.subarray(sent, sent + 64 * 1024);
          sent += piece.length;
          if (!response.write(piece)) {
            response.once('drain', writeMore);
            return;
          }
        }
        response.end();
      };
      writeMore();
    });
    try {
      for (const path of ['/api/files/sized', '/api/files/unsized']) {
        const res = await rawRequest(`${gateway.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(res.body.equals(large), path).toBe(true);
      }
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('lets go of the upstream request when the member goes away before the answer', async () => {
    let upstreamSocketClosed = false;
    upstream.respond((_recorded, _response, socket) => {
      socket.once('close', () => {
        upstreamSocketClosed = true;
      });
    });
    try {
      const client = httpRequest(`${gateway.url}/api/auth/announcement`);
      client.on('error', () => undefined);
      client.end();
      await vi.waitFor(() => expect(upstream.received.at(-1)?.url).toBe('/api/auth/announcement'));
      client.destroy();
      await vi.waitFor(() => expect(upstreamSocketClosed).toBe(true), { timeout: 5_000 });
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('never exposes the mock control API or mock CDN in proxy mode', async () => {
    const before = upstream.received.length;
    for (const path of ['/__mock/reset', '/__mock/clock', '/__mock/console/', '/mock-cdn/brand/logo.svg']) {
      const res = await request(gateway.url).get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await request(gateway.url).post('/__mock/reset').send({})).status).toBe(404);
    expect(upstream.received.length).toBe(before);
  });

  it('with UPSTREAM_IS_MOCK proxies the stand-alone mock’s /mock-cdn, never its control API (docs/design/gateway.md#upstream-kinds)', async () => {
    const mockGateway = await startGateway({
      webDist: fixture.dist.root,
      upstreamUrl: upstream.url,
      upstreamIsMock: true,
      logLevel: 'silent',
    });
    try {
      const before = upstream.received.length;
      const image = await request(mockGateway.url).get('/mock-cdn/brands/default/logo.svg');
      expect(image.status).toBe(200);
      expect(upstream.received.at(-1)?.url).toBe('/mock-cdn/brands/default/logo.svg');
      expect(image.headers['content-security-policy']).toBeUndefined();
      for (const path of ['/__mock/reset', '/__mock/members', '/__mock/console/'])
        expect((await request(mockGateway.url).get(path)).status, path).toBe(404);
      expect(upstream.received.length).toBe(before + 1);
    } finally {
      await mockGateway.close();
    }
  });
});

describe('classifyUpstreamError', () => {
  it('reads the innermost error code', () => {
    expect(classifyUpstreamError({ code: 'ERR_WRAPPER', cause: { code: 'ECONNREFUSED' } })).toBe('refused');
    expect(classifyUpstreamError({ code: 'ERR_WRAPPER', cause: { code: 'UND_ERR_HEADERS_TIMEOUT' } })).toBe('timeout');
    expect(classifyUpstreamError({ code: 'UND_ERR_SOCKET', cause: { code: 'UND_ERR_SOCKET' } })).toBe('reset');
    expect(classifyUpstreamError({ code: 'ENOTFOUND' })).toBe('unreachable');
    expect(classifyUpstreamError(new Error('strange'))).toBe('other');
  });
});
