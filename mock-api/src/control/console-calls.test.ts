import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ClientInferRequest } from '@ts-rest/core';
import type { MockControlContract } from '@site/contract/mock-control';
import { buildApp } from '../app';
import { faultMatcher } from '../plugins/faults';
import { bodyOf, contractClient, controlClient, injectTarget } from '../test-support/target';

/** The control calls the QA console adds: namespaces, member search, log-in-as, clock freeze, route list. */
describe('control API calls of the QA console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    // a control change never makes its namespace: each test's is made first, as the console does
    for (const namespace of ['ns-one', 'search', 'session', 'clock'])
      bodyOf(await control('default').createNamespace({ body: { namespace } }), 200);
  });
  afterAll(() => app.close());

  /** The control API's typed client in one namespace, as the console calls it. */
  const control = (namespace: string) => controlClient(injectTarget(app, namespace));

  it('lists namespaces most recently used first, and deletes one so that it starts from the seed again', async () => {
    bodyOf(await control('ns-one').createMember({ body: { username: 'nsone01' } }), 200);
    bodyOf(await control('default').createNamespace({ body: { namespace: 'ns-two' } }), 200);
    bodyOf(await control('ns-two').state(), 200);
    const listed = bodyOf(await control('ns-two').namespaces(), 200);
    const names = listed.namespaces.map((s) => s.namespace);
    expect(names.indexOf('ns-two')).toBeLessThan(names.indexOf('ns-one'));
    expect(listed.count).toBe(names.length);
    const one = listed.namespaces.find((s) => s.namespace === 'ns-one');
    expect(one?.members).toBe((listed.namespaces.find((s) => s.namespace === 'ns-two')?.members ?? 0) + 1);
    expect(one?.inFlight).toBe(0);

    bodyOf(await control('ns-two').deleteNamespace({ params: { namespace: 'ns-one' } }), 200);
    expect(bodyOf(await control('ns-two').namespaces(), 200).namespaces.map((s) => s.namespace)).not.toContain('ns-one');
    // gone: a read says so instead of making it again; made again, it is the seed's
    const nsOneMember = { query: { include: 'all', q: 'nsone01' } } as const;
    expect((await control('ns-one').members(nsOneMember)).status).toBe(404);
    bodyOf(await control('default').createNamespace({ body: { namespace: 'ns-one' } }), 200);
    expect(bodyOf(await control('ns-one').members(nsOneMember), 200)).toEqual([]);
  });

  it('refuses to delete the default namespace or one it does not hold, in Thai', async () => {
    const kept = await control('x').deleteNamespace({ params: { namespace: 'default' } });
    expect(bodyOf(kept, 400).message).toMatch(/default/);
    const missing = await control('x').deleteNamespace({ params: { namespace: 'never-used' } });
    expect(bodyOf(missing, 404).message).toMatch(/ไม่พบ/);
  });

  it('searches every member by username, phone or name, and creates one with a chosen bank account', async () => {
    const search = control('search');
    const created = bodyOf(
      await search.createMember({
        body: { username: 'FindMe01', level: 4, credit: 2500.5, bank: { bankName: 'KBANK', bankId: '7305118462' } },
      }),
      200,
    );
    expect(created).toMatchObject({ level: 4, credit: 2500.5, bank: { bankName: 'KBANK', bankId: '7305118462' } });
    const byName = bodyOf(await search.members({ query: { include: 'all', q: 'findme' } }), 200);
    expect(byName.map((m) => m.username)).toEqual(['FindMe01']);
    const byPhone = bodyOf(await search.members({ query: { include: 'all', q: created.phone } }), 200);
    expect(byPhone.map((m) => m.username)).toEqual(['FindMe01']);
    const taken = await search.createMember({ body: { bank: { bankName: 'KBANK', bankId: '7305118462' } } });
    expect(taken.status).toBe(409);
    const short = await search.createMember({ body: { bank: { bankName: 'KBANK', bankId: '123' } } });
    expect(bodyOf(short, 400).message).toMatch(/[ก-๙]/);
  });

  it('logs a member in without the password: the token works on member routes', async () => {
    const member = bodyOf(await control('session').createMember({ body: { credit: 10 } }), 200);
    const session = bodyOf(await control('session').memberSession({ params: { username: member.username }, body: {} }), 200);
    expect(session.data.uuid).toBe(member.uuid);
    const credit = await contractClient(injectTarget(app, 'session'), session).games.credit({
      params: { username: member.username },
      body: {},
    });
    expect(bodyOf(credit, 200).data.credit).toBe(10);
    expect((await control('session').memberSession({ params: { username: 'nobody' }, body: {} })).status).toBe(404);
  });

  it('journals each member API call with the member it acted as, filtered', async () => {
    const activity = injectTarget(app, 'activity');
    const visitor = contractClient(activity);
    const { token } = bodyOf(await visitor.auth.login({ body: { username: 'demo', password: 'demo1234' } }), 200);
    const asDemo = contractClient(activity, { token });
    const demoCredit = { params: { username: 'demo' }, body: {} };
    bodyOf(await asDemo.games.credit(demoCredit), 200);
    bodyOf(await visitor.games.credit(demoCredit), 401);
    bodyOf(await visitor.settings.global(), 200);
    // a fault answers before the session is read: the call is still the token's member's
    bodyOf(await controlClient(activity).addFault({ body: { route: 'POST /api/auth/user/getCredit/*', status: 503, count: 1 } }), 200);
    expect((await asDemo.games.credit(demoCredit)).status).toBe(503);

    const journal = async (query: ClientInferRequest<MockControlContract['journal']>['query'] = {}) =>
      bodyOf(await controlClient(activity).journal({ query }), 200);
    const all = await journal();
    expect(all.map((e) => [e.method, e.url, e.status, e.member])).toEqual([
      ['POST', '/api/auth/login', 200, 'demo'],
      ['POST', '/api/auth/user/getCredit/demo', 200, 'demo'],
      ['POST', '/api/auth/user/getCredit/demo', 401, null],
      ['GET', '/api/setting', 200, null],
      ['POST', '/api/auth/user/getCredit/demo', 503, 'demo'],
    ]);
    expect(all.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    const seqs = async (query: ClientInferRequest<MockControlContract['journal']>['query']) => (await journal(query)).map((e) => e.seq);
    expect(await seqs({ member: 'DEMO' })).toEqual([1, 2, 5]);
    expect(await seqs({ status: '4xx' })).toEqual([3]);
    expect(await seqs({ method: 'get' })).toEqual([4]);
    expect(await seqs({ path: 'credit', member: 'demo' })).toEqual([2, 5]);
    expect(await seqs({ limit: 2 })).toEqual([4, 5]);
    expect((await controlClient(activity).journal({ query: { status: '6xx' } })).status).toBe(400);
  });

  it('freezes the clock where it stands and lets it run on from there', async () => {
    const clock = control('clock');
    const frozen = bodyOf(await clock.clock({ body: { freeze: true } }), 200);
    expect(frozen.clockFrozen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodyOf(await clock.state(), 200).now).toBe(frozen.now);
    const running = bodyOf(await clock.clock({ body: { freeze: false } }), 200);
    expect(running.clockFrozen).toBe(false);
    expect(Date.parse(running.now) - Date.parse(frozen.now)).toBeLessThan(1_000);
    await expect.poll(async () => Date.parse(bodyOf(await clock.state(), 200).now)).toBeGreaterThan(Date.parse(running.now));
  });

  it("lists the member API's routes with a fault pattern that matches each", async () => {
    const routes = bodyOf(await control('routes').routes(), 200);
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
