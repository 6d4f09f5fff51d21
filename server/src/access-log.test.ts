import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { GatewayConfig } from './config';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { testConfig } from './test-support/config';
import { collectLogLines } from './test-support/log-lines';
import { rawRequest } from './test-support/raw-http';

let upstream: FakeUpstream | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
});

/** A gateway whose log lines are collected; the upstream answers 500 for `.../broken`, 0.9 s late for `.../slow` (a loaded machine's first request can take tens of ms). */
async function gatewayWithLog(overrides: Partial<GatewayConfig>) {
  upstream = await startFakeUpstream();
  upstream.respond((recorded, response) => {
    response.statusCode = recorded.url.endsWith('/broken') ? 500 : 200;
    response.setHeader('content-type', 'application/json');
    setTimeout(() => response.end('{"data":{}}'), recorded.url.endsWith('/slow') ? 900 : 0);
  });
  const { logStream, lines } = collectLogLines();
  app = await buildApp(testConfig({ upstreamUrl: upstream.url, ...overrides }), { logStream });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    // A line is written once its response has finished on the server side, which may be just
    // after the client has read it: wait until `count` lines are there.
    accessLines: (count: number) =>
      vi.waitFor(
        () => {
          const found = lines.filter((line) => line.msg === 'api request') as Array<{
            route?: string;
            status?: number;
            ms?: number;
            requestId?: string;
          }>;
          if (found.length < count) throw new Error(`${found.length} of ${count} access lines so far`);
          return found;
        },
        { timeout: 5_000, interval: 10 },
      ),
  };
}

describe('access log (LOG_LEVEL, SLOW_REQUEST_LOG_MS)', () => {
  it('at info logs only failed (5xx) and slow API requests, by route pattern', async () => {
    const { url, accessLines } = await gatewayWithLog({ logLevel: 'info', slowRequestLogMs: 600 });
    expect((await rawRequest(`${url}/api/setting`)).status).toBe(200);
    expect((await rawRequest(`${url}/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001/broken`)).status).toBe(500);
    expect((await rawRequest(`${url}/api/setting/slow`)).status).toBe(200);
    const logged = await accessLines(2);
    expect(logged.map((line) => [line.status, line.route])).toEqual([
      [500, '/api/*'],
      [200, '/api/*'],
    ]);
    expect(logged[1]?.ms).toBeGreaterThanOrEqual(600);
    expect(JSON.stringify(logged)).not.toContain('2b4c9d1e');
  });

  it("names each line's request by the id the member got in x-request-id", async () => {
    const { url, accessLines } = await gatewayWithLog({ logLevel: 'info' });
    const broken = await rawRequest(`${url}/api/setting/broken`);
    expect(broken.status).toBe(500);
    const [line] = await accessLines(1);
    expect(line?.requestId).toBe(broken.headers['x-request-id']);
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('at debug logs every API request', async () => {
    const { url, accessLines } = await gatewayWithLog({ logLevel: 'debug' });
    await rawRequest(`${url}/api/setting`);
    await rawRequest(`${url}/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001`);
    expect((await accessLines(2)).map((line) => [line.status, line.route])).toEqual([
      [200, '/api/setting'],
      [200, '/api/auth/user/detail/:uuid'],
    ]);
  });
});
