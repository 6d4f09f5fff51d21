import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../test-support/config';
import { echoRequest, startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../test-support/fake-upstream';
import { createTestDist, type TestDist } from '../test-support/web-dist';

const MEMBER_DETAIL = '/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001';

let dist: TestDist;
let upstream: FakeUpstream;
type Gateway = { app: FastifyInstance; url: string; arrived: Map<string, number> };

/** A listening gateway that counts the requests it has received, by URL. */
async function listeningGateway(sharedReadCacheBytes: number): Promise<Gateway> {
  const siteHosts = ['brand-a.example', 'brand-b.example'];
  const app = await buildApp(testConfig({ webDist: dist.root, upstreamUrl: upstream.url, sharedReadCacheBytes, siteHosts }));
  const arrived = new Map<string, number>();
  app.addHook('onRequest', (incoming, _reply, done) => {
    arrived.set(incoming.url, (arrived.get(incoming.url) ?? 0) + 1);
    done();
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, arrived };
}

/** Shares nothing across time: concurrent reads are still one call. */
let plain: Gateway;
/** Keeps shared public reads (SHARED_READ_CACHE_BYTES set). */
let keeping: Gateway;

beforeAll(async () => {
  dist = createTestDist();
  upstream = await startFakeUpstream();
  plain = await listeningGateway(0);
  keeping = await listeningGateway(1024 * 1024);
});

afterAll(async () => {
  await plain.app.close();
  await keeping.app.close();
  await upstream.close();
  dist.remove();
});

/** Answers like a careless upstream: JSON anyone may keep for ten minutes, and a cookie. */
function cacheableEverything(recorded: RecordedRequest, response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=600',
    expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
    pragma: 'cache',
    age: '5',
    'set-cookie': 'sticky=server-7; Path=/',
  });
  response.end(JSON.stringify({ url: recorded.url, token: 'eyJ-session', bankAccount: '123-4-56789-0' }));
}

function countOf(path: string): number {
  return upstream.received.filter((recorded) => recorded.url === path).length;
}

describe('caching headers on /api answers (docs/design/gateway.md#shared-reads)', () => {
  it('sends no-store on a member answer and drops the upstream’s caching headers', async () => {
    upstream.respond(cacheableEverything);
    try {
      const detail = await request(plain.url).get(MEMBER_DETAIL).set('authorization', 'Bearer token-123');
      expect(detail.status).toBe(200);
      expect(detail.headers['cache-control']).toBe('no-store');
      expect(detail.headers.expires).toBeUndefined();
      expect(detail.headers.pragma).toBeUndefined();
      expect(detail.headers.age).toBeUndefined();
      // An unknown /api path is treated as a member's.
      const unknown = await request(plain.url).get('/api/auth/something-new');
      expect(unknown.headers['cache-control']).toBe('no-store');
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('sends no-store on an answer with no caching headers (the login answer with its token)', async () => {
    const login = await request(plain.url).post('/api/auth/login').send({ username: 'somchai', password: 'x' });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const detail = await request(plain.url).get(MEMBER_DETAIL).set('authorization', 'Bearer token-123');
    expect(detail.headers['cache-control']).toBe('no-store');
  });

  it('passes a public route’s own caching headers', async () => {
    upstream.respond(cacheableEverything);
    try {
      const res = await request(plain.url).get('/api/user/checkUsername/somebody');
      expect(res.headers['cache-control']).toBe('public, max-age=600');
    } finally {
      upstream.respond(echoRequest);
    }
  });
});

describe('shared public reads (docs/design/gateway.md#shared-reads)', () => {
  it('makes concurrent reads of a shared route one upstream call, without a kept copy', async () => {
    const held: ServerResponse[] = [];
    upstream.respond((_recorded, response) => {
      held.push(response);
    });
    const before = countOf('/api/setting');
    const arrivedBefore = plain.arrived.get('/api/setting') ?? 0;
    try {
      const reads = Array.from({ length: 20 }, () => request(plain.url).get('/api/setting'));
      const settled = Promise.all(reads.map((read) => read.then((res) => res)));
      // Every read has reached the gateway before the upstream answers.
      await expect.poll(() => (plain.arrived.get('/api/setting') ?? 0) - arrivedBefore).toBe(20);
      await expect.poll(() => countOf('/api/setting') - before).toBe(1);
      for (const response of held) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"siteName":"ทดสอบ"}');
      }
      const answers = await settled;
      expect(answers.map((res) => res.status)).toEqual(Array<number>(20).fill(200));
      expect(answers.every((res) => (res.body as { siteName: string }).siteName === 'ทดสอบ')).toBe(true);
      expect(countOf('/api/setting') - before).toBe(1);
      upstream.respond(echoRequest);
      const next = await request(plain.url).get('/api/setting');
      expect(next.headers['x-cache']).toBe('miss');
      expect(countOf('/api/setting') - before).toBe(2);
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('keeps a shared read per host, answers it again from memory, and never hands on a cookie', async () => {
    upstream.respond(cacheableEverything);
    try {
      const path = '/api/configuration';
      const before = countOf(path);
      const first = await request(keeping.url)
        .get(path)
        .set('host', 'brand-a.example')
        .set('cookie', 'mine=1')
        .set('accept-encoding', 'br');
      expect(first.headers['x-cache']).toBe('miss');
      expect(first.headers['set-cookie']).toBeUndefined();
      const again = await request(keeping.url).get(path).set('host', 'brand-a.example').set('if-none-match', '"x"');
      expect(again.status).toBe(200);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toEqual(first.body);
      expect(countOf(path) - before).toBe(1);
      // The shared call carries no visitor's session or cookie.
      const shared = upstream.received.filter((recorded) => recorded.url === path).at(-1);
      expect(shared?.headers.cookie).toBeUndefined();
      expect(shared?.headers['if-none-match']).toBeUndefined();
      // ...and asks for it uncompressed: another visitor's browser may not take this one's encoding.
      expect(shared?.headers['accept-encoding']).toBeUndefined();
      const otherBrand = await request(keeping.url).get(path).set('host', 'brand-b.example');
      expect(otherBrand.headers['x-cache']).toBe('miss');
      expect(countOf(path) - before).toBe(2);
    } finally {
      upstream.respond(echoRequest);
    }
  });

  it('serves any Host outside SITE_HOSTS as the first of them: a client cannot make entries or upstream calls by writing Host', async () => {
    const path = '/api/announcement';
    const before = countOf(path);
    const first = await request(keeping.url).get(path).set('host', 'brand-a.example');
    expect(first.headers['x-cache']).toBe('miss');
    for (const host of ['evil-1.example', 'EVIL-2.example:8080', '192.0.2.9', 'brand-a.example.', 'Brand-A.Example:443']) {
      const answer = await request(keeping.url).get(path).set('host', host);
      expect(answer.status, host).toBe(200);
      expect(answer.headers['x-cache'], host).toBe('hit');
    }
    expect(countOf(path) - before).toBe(1);
    // the upstream learns the site's host, never the one a client wrote
    expect(upstream.received.filter((recorded) => recorded.url === path).at(-1)?.headers['x-forwarded-host']).toBe('brand-a.example');
  });

  it('asks the upstream a shared read with what its key holds and nothing of the visitor', async () => {
    const path = '/api/setting/operational/website';
    await request(plain.url)
      .get(path)
      .set('host', 'brand-b.example')
      .set('accept-language', 'en')
      .set('x-mock-namespace', 'qa-maintenance')
      .set('cookie', 'x-mock-namespace=qa-maintenance')
      .set('authorization', 'Bearer member-token')
      .set('x-custom', 'anything');
    const shared = upstream.received.filter((recorded) => recorded.url === path).at(-1);
    expect(Object.keys(shared?.headers ?? {}).sort()).toEqual(['accept', 'connection', 'host', 'x-forwarded-host', 'x-request-id']);
    expect(shared?.headers['x-forwarded-host']).toBe('brand-b.example');
  });

  it('never keeps a member read', async () => {
    const before = countOf(MEMBER_DETAIL);
    await request(keeping.url).get(MEMBER_DETAIL).set('authorization', 'Bearer token-123');
    const again = await request(keeping.url).get(MEMBER_DETAIL).set('authorization', 'Bearer token-123');
    expect(again.headers['x-cache']).toBeUndefined();
    expect(countOf(MEMBER_DETAIL) - before).toBe(2);
  });
});
