import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CONTROL_REQUEST_HEADERS,
  NAMESPACE_HEADER,
  type JournalEntry,
  type MemberApiRoute,
  type MockNamespaces,
  type MockState,
  type QaMember,
} from '@site/contract/mock-control';
import { buildApp } from '../app';
import { faultMatcher } from '../plugins/faults';

/** The control calls the QA console adds: namespaces, member search, log-in-as, clock freeze, route list. */
describe('control API calls of the QA console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    // a control change never makes its namespace: each test's is made first, as the console does
    for (const namespace of ['ns-one', 'search', 'session', 'clock']) {
      expect((await call('default', 'POST', '/__mock/namespaces', { namespace })).status).toBe(200);
    }
  });
  afterAll(() => app.close());

  async function call<T>(namespace: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { [NAMESPACE_HEADER]: namespace, ...CONTROL_REQUEST_HEADERS },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json<T>() };
  }

  it('lists namespaces most recently used first, and deletes one so that it starts from the seed again', async () => {
    await call('ns-one', 'POST', '/__mock/members', { username: 'nsone01' });
    expect((await call('default', 'POST', '/__mock/namespaces', { namespace: 'ns-two' })).status).toBe(200);
    await call('ns-two', 'GET', '/__mock/state');
    const listed = await call<MockNamespaces>('ns-two', 'GET', '/__mock/namespaces');
    const names = listed.body.namespaces.map((s) => s.namespace);
    expect(names.indexOf('ns-two')).toBeLessThan(names.indexOf('ns-one'));
    expect(listed.body.count).toBe(names.length);
    const one = listed.body.namespaces.find((s) => s.namespace === 'ns-one');
    expect(one?.members).toBe((listed.body.namespaces.find((s) => s.namespace === 'ns-two')?.members ?? 0) + 1);
    expect(one?.inFlight).toBe(0);

    const deleted = await call<{ message: string }>('ns-two', 'DELETE', '/__mock/namespaces/ns-one');
    expect(deleted.status).toBe(200);
    expect((await call<MockNamespaces>('ns-two', 'GET', '/__mock/namespaces')).body.namespaces.map((s) => s.namespace)).not.toContain(
      'ns-one',
    );
    // gone: a read says so instead of making it again; made again, it is the seed's
    expect((await call('ns-one', 'GET', '/__mock/members?include=all&q=nsone01')).status).toBe(404);
    await call('default', 'POST', '/__mock/namespaces', { namespace: 'ns-one' });
    const again = await call<QaMember[]>('ns-one', 'GET', '/__mock/members?include=all&q=nsone01');
    expect(again.body).toEqual([]);
  });

  it('refuses to delete the default namespace or one it does not hold, in Thai', async () => {
    const kept = await call<{ message: string }>('x', 'DELETE', '/__mock/namespaces/default');
    expect(kept.status).toBe(400);
    expect(kept.body.message).toMatch(/default/);
    const missing = await call<{ message: string }>('x', 'DELETE', '/__mock/namespaces/never-used');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/ไม่พบ/);
  });

  it('searches every member by username, phone or name, and creates one with a chosen bank account', async () => {
    const created = await call<QaMember>('search', 'POST', '/__mock/members', {
      username: 'FindMe01',
      level: 4,
      credit: 2500.5,
      bank: { bankName: 'KBANK', bankId: '7305118462' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ level: 4, credit: 2500.5, bank: { bankName: 'KBANK', bankId: '7305118462' } });
    const byName = await call<QaMember[]>('search', 'GET', '/__mock/members?include=all&q=findme');
    expect(byName.body.map((m) => m.username)).toEqual(['FindMe01']);
    const byPhone = await call<QaMember[]>('search', 'GET', `/__mock/members?include=all&q=${created.body.phone}`);
    expect(byPhone.body.map((m) => m.username)).toEqual(['FindMe01']);
    const taken = await call<{ message: string }>('search', 'POST', '/__mock/members', {
      bank: { bankName: 'KBANK', bankId: '7305118462' },
    });
    expect(taken.status).toBe(409);
    const short = await call<{ message: string }>('search', 'POST', '/__mock/members', { bank: { bankName: 'KBANK', bankId: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/[ก-๙]/);
  });

  it('logs a member in without the password: the token works on member routes', async () => {
    const member = await call<QaMember>('session', 'POST', '/__mock/members', { credit: 10 });
    const session = await call<{ token: string; data: { uuid: string } }>(
      'session',
      'POST',
      `/__mock/members/${member.body.username}/session`,
      {},
    );
    expect(session.status).toBe(200);
    expect(session.body.data.uuid).toBe(member.body.uuid);
    const credit = await app.inject({
      method: 'POST',
      url: `/api/auth/user/getCredit/${member.body.username}`,
      headers: { [NAMESPACE_HEADER]: 'session', authorization: `Bearer ${session.body.token}` },
      payload: {},
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json<{ data: { credit: number } }>().data.credit).toBe(10);
    expect((await call('session', 'POST', '/__mock/members/nobody/session', {})).status).toBe(404);
  });

  it('journals each member API call with the member it acted as, filtered', async () => {
    const ns = { [NAMESPACE_HEADER]: 'activity' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: ns,
      payload: { username: 'demo', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    await app.inject({
      method: 'POST',
      url: '/api/auth/user/getCredit/demo',
      headers: { ...ns, authorization: `Bearer ${token}` },
      payload: {},
    });
    await app.inject({ method: 'POST', url: '/api/auth/user/getCredit/demo', headers: ns, payload: {} });
    await app.inject({ method: 'GET', url: '/api/setting', headers: ns });
    // a fault answers before the session is read: the call is still the token's member's
    await call('activity', 'POST', '/__mock/faults', { route: 'POST /api/auth/user/getCredit/*', status: 503, count: 1 });
    await app.inject({
      method: 'POST',
      url: '/api/auth/user/getCredit/demo',
      headers: { ...ns, authorization: `Bearer ${token}` },
      payload: {},
    });

    const all = (await call<JournalEntry[]>('activity', 'GET', '/__mock/journal')).body;
    expect(all.map((e) => [e.method, e.url, e.status, e.member])).toEqual([
      ['POST', '/api/auth/login', 200, 'demo'],
      ['POST', '/api/auth/user/getCredit/demo', 200, 'demo'],
      ['POST', '/api/auth/user/getCredit/demo', 401, null],
      ['GET', '/api/setting', 200, null],
      ['POST', '/api/auth/user/getCredit/demo', 503, 'demo'],
    ]);
    expect(all.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    const urls = async (query: string) =>
      (await call<JournalEntry[]>('activity', 'GET', `/__mock/journal?${query}`)).body.map((e) => e.seq);
    expect(await urls('member=DEMO')).toEqual([1, 2, 5]);
    expect(await urls('status=4xx')).toEqual([3]);
    expect(await urls('method=get')).toEqual([4]);
    expect(await urls('path=credit&member=demo')).toEqual([2, 5]);
    expect(await urls('limit=2')).toEqual([4, 5]);
    expect((await call('activity', 'GET', '/__mock/journal?status=6xx')).status).toBe(400);
  });

  it('freezes the clock where it stands and lets it run on from there', async () => {
    const frozen = await call<MockState>('clock', 'POST', '/__mock/clock', { freeze: true });
    expect(frozen.body.clockFrozen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await call<MockState>('clock', 'GET', '/__mock/state')).body.now).toBe(frozen.body.now);
    const running = await call<MockState>('clock', 'POST', '/__mock/clock', { freeze: false });
    expect(running.body.clockFrozen).toBe(false);
    expect(Date.parse(running.body.now) - Date.parse(frozen.body.now)).toBeLessThan(1_000);
    await expect
      .poll(async () => Date.parse((await call<MockState>('clock', 'GET', '/__mock/state')).body.now))
      .toBeGreaterThan(Date.parse(running.body.now));
  });

  it("lists the member API's routes with a fault pattern that matches each", async () => {
    const routes = (await call<MemberApiRoute[]>('routes', 'GET', '/__mock/routes')).body;
    const withdraw = routes.find((r) => r.name === 'withdraw.create');
    expect(withdraw?.method).toBe('POST');
    expect(withdraw?.fault).toMatch(/^POST \/api\/.*\*/);
    for (const route of routes) {
      const concrete = route.path.replace(/:[^/]+/g, 'abc');
      expect(faultMatcher(route.fault).test(`${route.method} ${concrete}`), route.name).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(30);
  });
});
