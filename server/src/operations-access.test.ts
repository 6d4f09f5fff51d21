import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { operationsNotice } from './operations-access';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { testConfig } from './test-support/config';
import { createTestDist, type TestDist } from './test-support/web-dist';

const TOKEN = 'ops-token-0123456789';
let upstream: FakeUpstream;
let dist: TestDist;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
  app = await buildApp(
    testConfig({ webDist: dist.root, upstreamUrl: upstream.url, operations: { token: TOKEN, networks: ['10.1.0.0/16', '2001:db8::7'] } }),
  );
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  dist.remove();
});

describe('the operations endpoints answer this machine, OPS_NETWORKS and OPS_TOKEN only', () => {
  const ask = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each(['/metrics', '/__gateway/drift', '/%6Detrics', '//__gateway/./drift'])('%s', async (url) => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.9', '10.1.200.3', '2001:db8::7']) {
      expect((await ask(url, peer)).statusCode, peer).toBe(200);
    }
    expect((await ask(url, '192.0.2.2', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    for (const [peer, headers] of [
      ['192.0.2.2', {}],
      ['10.2.0.1', {}],
      ['2001:db8::8', {}],
      ['192.0.2.2', { authorization: `Bearer ${TOKEN}x` }],
      ['192.0.2.2', { authorization: TOKEN }],
      // a proxy's word for the client is not the peer
      ['192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }],
    ] as const) {
      const refused = await ask(url, peer, headers);
      expect(refused.statusCode, `${peer} ${JSON.stringify(headers)}`).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
      expect(refused.body).not.toContain('process_cpu');
    }
  });

  it('refuses a bad OPS_NETWORKS or a short OPS_TOKEN at boot, naming the setting', () => {
    expect(() => loadConfig({ OPS_NETWORKS: '10.0.0.0/33' })).toThrow(/OPS_NETWORKS/);
    expect(() => loadConfig({ OPS_NETWORKS: 'intranet' })).toThrow(/OPS_NETWORKS/);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
    expect(loadConfig({ OPS_NETWORKS: '10.0.0.0/8, fd00::/8' }).operations.networks).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });

  it('says at start how to reach them from elsewhere', () => {
    expect(operationsNotice({ token: undefined, networks: [] })).toMatch(/this machine only; set OPS_TOKEN or OPS_NETWORKS/);
    expect(operationsNotice({ token: TOKEN, networks: ['10.0.0.0/8'] })).toBe(
      'Operations (/metrics, /__gateway/drift): this machine, peers in OPS_NETWORKS (10.0.0.0/8) or Authorization: Bearer $OPS_TOKEN',
    );
  });
});
