import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cpSync, rmSync } from 'node:fs';
import { startGateway, type RunningGateway } from '../start';
import type { FakeUpstream } from '../test-support/fake-upstream';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture';
import { rawRequest } from '../test-support/raw-http';
import { createTestDist, type TestDist } from '../test-support/web-dist';
import { IMMUTABLE } from './static-spa';

let fixture: ProxyFixture;
let dist: TestDist;
let upstream: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  fixture = await startProxyFixture();
  ({ dist, upstream, gateway } = fixture);
});

afterAll(() => fixture.close());

describe('static web app on a listening gateway', () => {
  it('serves index.html at / with no-cache and an ETag, and 304 on If-None-Match', async () => {
    const first = await request(gateway.url).get('/').set('accept-encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.text).toBe(dist.indexHtml);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await request(gateway.url).get('/').set('accept-encoding', 'identity').set('if-none-match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it.each(['/auth/dashboard', '/auth/games/casino/JK', '/aff/ABCD1234', '/regis/team1/fb', '/live-score', '/login', '/404'])(
    'answers the client route %s with index.html (no-cache, revalidates with 304)',
    async (route) => {
      const res = await request(gateway.url).get(route).set('accept-encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(dist.indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
      const etag = res.headers.etag as string;
      const cached = await request(gateway.url).get(route).set('accept-encoding', 'identity').set('if-none-match', etag);
      expect(cached.status).toBe(304);
    },
  );

  it('serves hashed assets immutable, brotli when accepted, gzip otherwise, identity last', async () => {
    const br = await rawRequest(`${gateway.url}${dist.assetPath}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(dist.assetBody);

    const gz = await rawRequest(`${gateway.url}${dist.assetPath}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(dist.assetBody);

    const plain = await rawRequest(`${gateway.url}${dist.assetPath}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(dist.assetBody);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves index.html gzipped on SPA fallback when the client accepts gzip', async () => {
    const res = await rawRequest(`${gateway.url}/auth/withdraw`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(dist.indexHtml);
  });

  it('answers unknown /assets/* and missing files with a real JSON 404, never index.html', async () => {
    for (const path of ['/assets/index-deadbeef.js', '/assets/', '/favicon.png', '/docs/nothing-here']) {
      const res = await request(gateway.url).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect((res.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('serves other public files with no-cache', async () => {
    const res = await request(gateway.url).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('refuses path traversal out of the dist folder', async () => {
    const res = await request(gateway.url).get('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect([400, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('root:');
  });
});

describe('a web app built after the gateway started', () => {
  it('is served without a restart', async () => {
    const later = createTestDist();
    const root = later.root;
    rmSync(root, { recursive: true, force: true });
    const own = await startGateway({ webDist: root, upstreamUrl: upstream.url, logLevel: 'silent' });
    try {
      const before = await request(own.url).get('/auth/dashboard');
      expect(before.status).toBe(503);
      expect((before.body as { message: string }).message).toMatch(/npm run build/);
      const rebuilt = createTestDist();
      cpSync(rebuilt.root, root, { recursive: true });
      rebuilt.remove();
      const page = await request(own.url).get('/auth/dashboard');
      expect(page.status).toBe(200);
      const asset = await rawRequest(`${own.url}${later.assetPath}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
      expect((await request(own.url).get('/assets/index-00000000.js')).status).toBe(404);
      expect((await rawRequest(`${own.url}${later.assetPath}.br`)).status).toBe(404);
      expect((await rawRequest(`${own.url}${later.assetPath}.map`)).status).toBe(404);
      expect((await rawRequest(`${own.url}/manifest.json`)).status).toBe(404);
    } finally {
      await own.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

it('never serves the .br/.gz siblings under their own names', async () => {
  const res = await rawRequest(`${gateway.url}${dist.assetPath}.br`);
  expect(res.status).toBe(404);
});

it('never serves source maps or the build manifest', async () => {
  for (const path of [`${dist.assetPath}.map`, '/manifest.json']) {
    const res = await rawRequest(`${gateway.url}${path}`);
    expect(res.status, path).toBe(404);
    expect(res.body.toString('utf8'), path).not.toContain('mappings');
  }
});
