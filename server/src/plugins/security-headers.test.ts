import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { createTestDist, type TestDist } from '../test-support/web-dist';

let upstream: FakeUpstream;
let dist: TestDist;
let dev: RunningGateway;
let production: RunningGateway;

function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '') map.set(name, values);
  }
  return map;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
  const csp = { frameOrigins: ['https://scores.example.com', 'https://games.example.net'], imgOrigins: ['https://cdn.example.com'] };
  dev = await startGateway({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'silent', csp });
  production = await startGateway({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'silent', csp, production: true });
});

afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
  await upstream.close();
  dist.remove();
});

describe('security headers', () => {
  it.each(['/', '/auth/dashboard', '/assets/index-3f9a1c2b.js', '/docs/', '/no-such-file.png'])(
    '%s carries the strict CSP',
    async (path) => {
      const res = await request(dev.url).get(path);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      // no inline styles but for Swagger UI's (docs/design/web-app.md#strict-csp)
      expect(csp.get('style-src')).toEqual(path === '/docs/' ? ["'self'", "'unsafe-inline'"] : ["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://scores.example.com', 'https://games.example.net']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/api/setting', '/metrics', '/healthz', '/__gateway/drift'])('%s (JSON) carries the short API policy', async (path) => {
    const res = await request(dev.url).get(path);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the gateway’s policy wins over headers an upstream response carried', async () => {
    upstream.respond((_recorded, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': 'script-src *',
        'x-frame-options': 'ALLOWALL',
      });
      response.end('{}');
    });
    const res = await request(dev.url).get('/api/setting');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS and upgrade-insecure-requests in production only', async () => {
    const res = await request(production.url).get('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await request(production.url).get('/api/setting')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('the built index.html has no inline script for the CSP to block', async () => {
    const res = await request(dev.url).get('/');
    for (const [, attributes, body] of res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/src=/);
      expect((body ?? '').trim()).toBe('');
    }
  });

  it('answers malformed requests with a Thai 4xx and no internals', async () => {
    const badJson = await request(dev.url).get('/docs/%E0%A4%A');
    expect(badJson.status).toBeGreaterThanOrEqual(400);
    expect(badJson.status).toBeLessThan(500);
    expect((badJson.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    expect(badJson.text).not.toMatch(/at .*\.(js|ts):\d+|stack|FST_/);
    // A body without Content-Length cannot be checked against the limit up front: 411.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${dev.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"username":');
      req.end('"demo"}');
    });
    expect(chunked.status).toBe(411);
    expect(chunked.body).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('slow clients', () => {
  it('are cut off with 408 when the request does not arrive within REQUEST_TIMEOUT_MS', async () => {
    const slow = await startGateway({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'silent', requestTimeoutMs: 1000 });
    try {
      const { port } = new URL(slow.url);
      const before = upstream.received.length;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/setting HTTP/1.1\r\nHost: member.example\r\n'));
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
      expect(upstream.received.length).toBe(before);
    } finally {
      await slow.close();
    }
  });
});
