import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@site/contract/openapi';
import { buildApp } from '../app';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testConfig } from '../test-support/config';
import { createTestDist, type TestDist } from '../test-support/web-dist';

let dist: TestDist;
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  dist = createTestDist();
  upstream = await startFakeUpstream();
  app = await buildApp(testConfig({ webDist: dist.root, upstreamUrl: upstream.url }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  dist.remove();
});

describe('API docs', () => {
  it('serves the contract’s OpenAPI document at /docs/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves the explorer at /docs with external scripts only, under the site CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect((inline ?? '').trim()).toBe('');
    }
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const [, attributes] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      const asset = await app.inject({ method: 'GET', url: new URL(src, 'http://gateway/docs/').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl');
  });
});
