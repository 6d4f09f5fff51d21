import { afterEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { GatewayConfig } from './config';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { testConfig } from './test-support/config';
import { rawRequest } from './test-support/raw-http';

let upstream: FakeUpstream | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await upstream?.close();
});

/** A gateway whose log lines are collected; the upstream answers 500 for `.../broken`, late for `.../slow`. */
async function gatewayWithLog(overrides: Partial<GatewayConfig>) {
  upstream = await startFakeUpstream();
  upstream.respond((recorded, response) => {
    response.statusCode = recorded.url.endsWith('/broken') ? 500 : 200;
    response.setHeader('content-type', 'application/json');
    setTimeout(() => response.end('{"data":{}}'), recorded.url.endsWith('/slow') ? 60 : 0);
  });
  const lines: Array<{ msg?: string; route?: string; status?: number; ms?: number }> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  app = await buildApp(testConfig({ upstreamUrl: upstream.url, ...overrides }), { logStream });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    // The line is written once the response has finished on the server side.
    accessLines: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return lines.filter((line) => line.msg === 'api request');
    },
  };
}

describe('access log (LOG_LEVEL, SLOW_REQUEST_LOG_MS)', () => {
  it('at info logs only failed (5xx) and slow API requests, by route pattern', async () => {
    const { url, accessLines } = await gatewayWithLog({ logLevel: 'info', slowRequestLogMs: 40 });
    expect((await rawRequest(`${url}/api/setting`)).status).toBe(200);
    expect((await rawRequest(`${url}/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001/broken`)).status).toBe(500);
    expect((await rawRequest(`${url}/api/setting/slow`)).status).toBe(200);
    const logged = await accessLines();
    expect(logged.map((line) => [line.status, line.route])).toEqual([
      [500, '/api/*'],
      [200, '/api/*'],
    ]);
    expect(logged[1]?.ms).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(logged)).not.toContain('2b4c9d1e');
  });

  it('at debug logs every API request', async () => {
    const { url, accessLines } = await gatewayWithLog({ logLevel: 'debug' });
    await rawRequest(`${url}/api/setting`);
    await rawRequest(`${url}/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001`);
    expect((await accessLines()).map((line) => [line.status, line.route])).toEqual([
      [200, '/api/setting'],
      [200, '/api/auth/user/detail/:uuid'],
    ]);
  });
});
