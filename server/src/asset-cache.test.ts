import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetName } from './asset-cache';
import { IMMUTABLE } from './plugins/static-spa';
import { startGateway, type RunningGateway } from './start';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { rawRequest } from './test-support/raw-http';
import { createTestDist, type TestDist } from './test-support/web-dist';

describe('assetName', () => {
  it.each([
    ['/assets/index-3f9a1c2b.js', 'index-3f9a1c2b.js'],
    ['/assets/index-3f9a1c2b.js?v=1', 'index-3f9a1c2b.js'],
    ['/assets/fonts/sarabun-1a2b.woff2', 'fonts/sarabun-1a2b.woff2'],
    ['/assets/../index.html', undefined],
    ['/assets/%2e%2e/secret', undefined],
    ['/assets/index-3f9a1c2b.js.br', undefined],
    ['/assets/.hidden', undefined],
    ['/other/index.js', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(assetName(url)).toBe(expected);
  });
});

describe('hashed assets served from memory on a listening gateway', () => {
  let dist: TestDist;
  let upstream: FakeUpstream;
  let gateway: RunningGateway;
  const bigName = 'big-0123abcd.js';
  const big = `// ${'ข'.repeat(1024 * 1024)}\n`;

  beforeAll(async () => {
    dist = createTestDist();
    writeFileSync(join(dist.root, 'assets', bigName), big);
    writeFileSync(join(dist.root, 'assets', `${bigName}.gz`), gzipSync(big));
    writeFileSync(join(dist.root, 'assets', 'notes-0123abcd.txt'), 'plain text asset');
    upstream = await startFakeUpstream();
    gateway = await startGateway({ webDist: dist.root, upstreamUrl: upstream.url, logLevel: 'silent' });
  });

  afterAll(async () => {
    await gateway.close();
    await upstream.close();
    dist.remove();
  });

  it('gives each encoding its own ETag and answers 304 to it, repeatedly', async () => {
    const url = `${gateway.url}${dist.assetPath}`;
    const tags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await rawRequest(url, { headers: { 'accept-encoding': encoding } });
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      tags.add(etag);
      for (let i = 0; i < 2; i += 1) {
        const again = await rawRequest(url, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers['cache-control']).toBe(IMMUTABLE);
      }
      const otherTag = await rawRequest(url, { headers: { 'accept-encoding': encoding, 'if-none-match': '"something-else"' } });
      expect(otherTag.status).toBe(200);
    }
    expect(tags.size).toBe(3);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await rawRequest(`${gateway.url}${dist.assetPath}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('streams large files and unknown types from disk with the same cache policy', async () => {
    const large = await rawRequest(`${gateway.url}/assets/${bigName}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['cache-control']).toBe(IMMUTABLE);
    const text = await rawRequest(`${gateway.url}/assets/notes-0123abcd.txt`);
    expect(text.status).toBe(200);
    expect(text.body.toString('utf8')).toBe('plain text asset');
    expect(text.headers['cache-control']).toBe(IMMUTABLE);
  });
});
