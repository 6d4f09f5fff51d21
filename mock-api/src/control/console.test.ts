import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleRoutes } from './console';
import { securityHeadersPlugin } from '../plugins/security-headers';
import { buildApp } from '../app';

describe('the QA console served by the mock at /__mock/console/', () => {
  let app: FastifyInstance | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await app?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function serve(files: Record<string, string> | null) {
    root = mkdtempSync(join(tmpdir(), 'console-dist-'));
    if (files) {
      for (const [name, body] of Object.entries(files)) {
        mkdirSync(join(root, name, '..'), { recursive: true });
        writeFileSync(join(root, name), body);
      }
    }
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await app.register(securityHeadersPlugin);
    await app.register(consoleRoutes, { root: files ? root : join(root, 'missing') });
    return app;
  }

  it('serves the page with a policy of its own, hashed assets for a year, and no source maps', async () => {
    const server = await serve({
      'index.html': '<!doctype html><title>console</title>',
      'assets/index-abc.js': 'x',
      'assets/index-abc.js.map': '{}',
    });
    for (const url of ['/__mock/console/', '/__mock/console']) {
      const page = await server.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
    const asset = await server.inject({ url: '/__mock/console/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await server.inject({ url: '/__mock/console/assets/index-abc.js.map' })).statusCode).toBe(404);
  });

  it("the whole mock serves the page with the page's policy, not the API's default-src 'none' that would leave it blank", async () => {
    const mock = await buildApp();
    try {
      const page = await mock.inject({ url: '/__mock/console/' });
      // built or not (503), the answer under /__mock/console carries the console's policy
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(page.headers['content-security-policy']).not.toMatch(/default-src 'none'/);
      const api = await mock.inject({ url: '/__mock/state' });
      expect(api.headers['content-security-policy']).toMatch(/default-src 'none'/);
    } finally {
      await mock.close();
    }
  });

  it('says in Thai how to build it when it is not built', async () => {
    const server = await serve(null);
    const page = await server.inject({ url: '/__mock/console/' });
    expect(page.statusCode).toBe(503);
    expect(page.json<{ message: string }>().message).toMatch(/npm run build/);
  });
});
