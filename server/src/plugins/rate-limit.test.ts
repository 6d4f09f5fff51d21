import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { startRedis, type TestRedis } from '../test-support/redis';
import { createTestDist, type TestDist } from '../test-support/web-dist';
import { contractRoutes } from '../contract-routes';
import { rateLimitClassOf } from './rate-limit';

let upstream: FakeUpstream;
let dist: TestDist;
const running: RunningGateway[] = [];

async function gateway(overrides: Parameters<typeof startGateway>[0]): Promise<RunningGateway> {
  const started = await startGateway({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'silent', ...overrides });
  running.push(started);
  return started;
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
});

afterAll(async () => {
  await Promise.all(running.map((g) => g.close()));
  await upstream.close();
  dist.remove();
});

function expectLimited(res: request.Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect((res.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
  expect((res.body as { message: string }).message).toContain(String(retryAfter));
}

describe("which endpoints get the strict budget (the contract routes' rateLimit metadata)", () => {
  it.each([
    ['POST', '/api/auth/login', 'sensitive'],
    ['POST', '/api/user/register', 'sensitive'],
    ['GET', '/api/user/checkPhone/0812345678', 'sensitive'],
    ['GET', '/api/user/checkUsername/somchai', 'sensitive'],
    ['POST', '/api/user/checkBankId/1234567890', 'sensitive'],
    ['GET', '/api/user/inviter/ABCD1234', 'sensitive'],
    ['POST', '/api/bank/name', 'sensitive'],
    ['POST', '/api/auth/login?x=1', 'sensitive'],
    // what a lenient upstream router would still serve as the same route
    ['POST', '/api/auth/login/', 'sensitive'],
    ['POST', '/api/Auth/LOGIN', 'sensitive'],
    ['POST', '/api//auth/%6cogin', 'sensitive'],
    ['HEAD', '/api/user/checkPhone/0812345678', 'sensitive'],
    ['POST', '/api/auth/loginx', 'general'],
    ['GET', '/api/auth/login', 'general'],
    ['GET', '/api/setting', 'general'],
    ['GET', '/api/auth/user/detail/abc', 'general'],
    ['GET', '/api/not-in-the-contract', 'general'],
  ])('%s %s -> %s', (method, path, budget) => {
    expect(rateLimitClassOf(contractRoutes.matchLoosely(method, path))).toBe(budget);
  });
});

describe('rate limits in memory (default)', () => {
  it('stops login guessing with 429, Retry-After and a Thai message, before the upstream', async () => {
    const g = await gateway({ rateLimit: { max: 100, sensitiveMax: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await request(g.url)
            .post('/api/auth/login')
            .send({ username: 'demo', password: `guess${i}` })
        ).status,
      ).toBe(200);
    }
    const before = upstream.received.length;
    expectLimited(await request(g.url).post('/api/auth/login').send({ username: 'demo', password: 'guess4' }));
    expectLimited(await request(g.url).get('/api/user/checkPhone/0812345678'));
    expect(upstream.received.length).toBe(before);
    // Other API calls and the web app are unaffected.
    expect((await request(g.url).get('/api/setting')).status).toBe(200);
    expect((await request(g.url).get('/auth/dashboard')).status).toBe(200);
    const metrics = await request(g.url).get('/metrics');
    expect(metrics.text).toMatch(/gateway_rate_limited_total\{limit="sensitive"\} 2/);
  });

  it('counts the account-holder lookup against the sensitive budget, because its metadata says so', async () => {
    const g = await gateway({ rateLimit: { max: 100, sensitiveMax: 2, windowMs: 60_000 } });
    const lookup = { bankName: 'SCB', bankId: '5550001111' };
    for (let i = 0; i < 2; i += 1) expect((await request(g.url).post('/api/bank/name').send(lookup)).status).toBe(200);
    const before = upstream.received.length;
    expectLimited(await request(g.url).post('/api/bank/name').send(lookup));
    // one budget with the other sensitive routes, however the path is spelled
    expectLimited(await request(g.url).post('/api/auth/login/').send({ username: 'demo', password: 'guess' }));
    expect(upstream.received.length).toBe(before);
    expect((await request(g.url).get('/api/setting')).status).toBe(200);
  });

  it('limits the whole API per client with the general budget', async () => {
    const g = await gateway({ rateLimit: { max: 5, sensitiveMax: 5, windowMs: 60_000 } });
    for (let i = 0; i < 5; i += 1) expect((await request(g.url).get('/api/setting')).status).toBe(200);
    expectLimited(await request(g.url).get('/api/announcement'));
    // Static files are not rate limited.
    expect((await request(g.url).get(dist.assetPath)).status).toBe(200);
  });

  it("spends the general budget on the mock's third-party stand-ins too, however their path is spelled", async () => {
    const g = await gateway({ upstreamIsMock: true, rateLimit: { max: 4, sensitiveMax: 5, windowMs: 60_000 } });
    for (const path of ['/mock-cdn/art/a.svg', '/%6Dock-cdn/art/b.svg', '//mock-cdn/./art/c.svg', '/api/setting']) {
      expect((await request(g.url).get(path)).status, path).toBe(200);
    }
    expectLimited(await request(g.url).get('/mock-cdn/%61rt/d.svg'));
    expectLimited(await request(g.url).get('/api/setting'));
    expect((await request(g.url).get(dist.assetPath)).status).toBe(200);
  });

  it('keys on the socket address unless TRUST_PROXY says the proxy may speak for clients', async () => {
    const untrusted = await gateway({ rateLimit: { max: 100, sensitiveMax: 1, windowMs: 60_000 } });
    expect((await request(untrusted.url).get('/api/user/inviter/AAAA1111').set('x-forwarded-for', '198.51.100.1')).status).toBe(200);
    expectLimited(await request(untrusted.url).get('/api/user/inviter/AAAA1111').set('x-forwarded-for', '198.51.100.2'));

    const trusted = await gateway({ trustProxy: '127.0.0.1', rateLimit: { max: 100, sensitiveMax: 1, windowMs: 60_000 } });
    expect((await request(trusted.url).get('/api/user/inviter/AAAA1111').set('x-forwarded-for', '198.51.100.1')).status).toBe(200);
    expect((await request(trusted.url).get('/api/user/inviter/AAAA1111').set('x-forwarded-for', '198.51.100.2')).status).toBe(200);
    expectLimited(await request(trusted.url).get('/api/user/inviter/AAAA1111').set('x-forwarded-for', '198.51.100.2'));
    const seen = upstream.received.at(-1);
    expect(seen?.headers['x-forwarded-for']).toBe('198.51.100.2, 127.0.0.1');
  });

  it('gives each in-memory instance its own budget', async () => {
    const a = await gateway({ rateLimit: { max: 100, sensitiveMax: 2, windowMs: 60_000 } });
    const b = await gateway({ rateLimit: { max: 100, sensitiveMax: 2, windowMs: 60_000 } });
    for (const g of [a, a, b, b]) expect((await request(g.url).get('/api/user/checkUsername/somchai')).status).toBe(200);
    expectLimited(await request(a.url).get('/api/user/checkUsername/somchai'));
  });
});

describe('rate limits shared in Redis (REDIS_URL) across two gateway instances', () => {
  let redis: TestRedis;
  const limits = { max: 100, sensitiveMax: 4, windowMs: 60_000 };

  async function connected(g: RunningGateway): Promise<RunningGateway> {
    // The limiter fails open until its Redis connection is up; wait for it like a readiness probe.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await request(g.url).get('/readyz');
      if ((res.body as { redis?: string }).redis === 'up') return g;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('gateway never connected to redis');
  }

  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    await redis.stop();
  });

  it('counts requests to both instances against one budget', async () => {
    const a = await connected(await gateway({ redisUrl: redis.url, rateLimit: limits }));
    const b = await connected(await gateway({ redisUrl: redis.url, rateLimit: limits }));
    for (const g of [a, b, a, b]) {
      expect((await request(g.url).post('/api/user/register').send({})).status).toBe(200);
    }
    expectLimited(await request(a.url).post('/api/user/register').send({}));
    expectLimited(await request(b.url).post('/api/user/register').send({}));
    expect((await request(b.url).get('/api/setting')).status).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('fails open while Redis is unreachable: members are served, not refused', async () => {
    const g = await gateway({ redisUrl: 'redis://127.0.0.1:1', rateLimit: { ...limits, sensitiveMax: 1 } });
    for (let i = 0; i < 3; i += 1) expect((await request(g.url).post('/api/auth/login').send({})).status).toBe(200);
    const ready = await request(g.url).get('/readyz');
    expect((ready.body as { redis?: string }).redis).toBe('down');
  });
});
