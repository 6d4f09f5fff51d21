import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { controlValidationMessages, validationMessages } from '@site/contract';
import { buildApp } from '../app';
import { openMockClient, type MockClient } from '../test-support/mock-client';
import { bodyOf, controlClient, httpTarget, login } from '../test-support/target';

describe('control API', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('injects a status fault for N requests, then clears itself', async () => {
    const fault = { route: 'GET /api/announce*', status: 503, count: 2, message: 'ทดสอบ' };
    // an add answers the fault it added, not the list (docs/design/mock.md#bounds)
    expect(bodyOf(await mock.controlApi.addFault({ body: fault }), 200)).toEqual(fault);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await mock.api().announcements.public()).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(bodyOf(await mock.controlApi.faults(), 200)).toEqual([]);
  });

  it('journals requests, newest last', async () => {
    bodyOf(await mock.api().settings.global(), 200);
    const journal = bodyOf(await mock.controlApi.journal({ query: { limit: 1 } }), 200);
    expect(journal).toEqual([expect.objectContaining({ method: 'GET', url: '/api/setting', status: 200 })]);
  });

  it('switches maintenance and brand at run time', async () => {
    bodyOf(await mock.controlApi.maintenance({ body: { on: true } }), 200);
    expect(bodyOf(await mock.api().settings.websiteStatus(), 200).data.websiteStatus).toBe('MA');
    bodyOf(await mock.controlApi.maintenance({ body: { on: false } }), 200);
    bodyOf(await mock.controlApi.brand({ body: { brand: 'lanna' } }), 200);
    expect(JSON.stringify(bodyOf(await mock.api().settings.configuration(), 200))).toContain('/mock-cdn/brands/lanna/');
    bodyOf(await mock.controlApi.brand({ body: { brand: 'nope' } }), 400);
    bodyOf(await mock.controlApi.brand({ body: { brand: 'default' } }), 200);
  });

  it('prepares the diamond-near-daily-limit scenario: one withdrawal of 200,000 left', async () => {
    const { member } = bodyOf(await mock.controlApi.applyScenario({ params: { name: 'diamond-near-daily-limit' }, body: {} }), 200);
    if (member === null) throw new Error('the scenario makes a member');
    const session = await login(mock.target, member);
    const limits = bodyOf(await mock.api(session).withdraw.requests({ params: { uuid: session.uuid } }), 200).data.limits;
    expect(limits).toMatchObject({ maxNow: 200_000, countLeft: 1 });
  });

  it('applies the new-member and maintenance scenarios, and refuses an unknown one', async () => {
    const fresh = bodyOf(await mock.controlApi.applyScenario({ params: { name: 'new-member' }, body: {} }), 200);
    expect(fresh.member).toMatchObject({ credit: 0, level: 1 });
    const ma = bodyOf(await mock.controlApi.applyScenario({ params: { name: 'maintenance' }, body: {} }), 200);
    expect(ma.state.websiteStatus).toBe('MA');
    bodyOf(await mock.controlApi.applyScenario({ params: { name: 'nope' }, body: {} }), 404);
    bodyOf(await mock.controlApi.reset({ body: {} }), 200);
    expect(bodyOf(await mock.controlApi.state(), 200).websiteStatus).toBe('OK');
  });

  it("creates a member in an inviter's downline, and refuses an unknown inviter code", async () => {
    const [demo] = bodyOf(await mock.controlApi.members(), 200);
    const session = await login(mock.target, demo);
    const api = mock.api(session);
    const code = bodyOf(await api.affiliate.code({ params: { uuid: session.uuid } }), 200).data.code;
    const invitee = bodyOf(await mock.controlApi.createMember({ body: { afCode: code.toLowerCase() } }), 200);
    const downline = bodyOf(await api.affiliate.downline({ params: { username: session.username } }), 200).data;
    expect(Object.keys(downline.users)).toContain(invitee.username);
    const unknown = await mock.controlApi.createMember({ body: { afCode: 'NOSUCHCODE' } });
    expect(bodyOf(unknown, 404)).toMatchObject({ message: expect.stringMatching(/รหัสแนะนำ/) as unknown });
  });

  it('refuses a QA member whose username or password the member API would refuse, and makes none', async () => {
    const members = async () => bodyOf(await mock.controlApi.state(), 200).members;
    const before = await members();
    for (const [body, message] of [
      [{ username: 'ab' }, validationMessages.usernameFormat],
      [{ username: 'has space' }, validationMessages.usernameFormat],
      [{ username: 'a'.repeat(17) }, validationMessages.usernameFormat],
      [{ password: '12345' }, validationMessages.passwordLength],
      [{ password: 'x'.repeat(33) }, validationMessages.passwordLength],
    ] as const) {
      const refused = await mock.controlApi.createMember({ body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(bodyOf(refused, 400)).toMatchObject({ message });
    }
    expect(await members()).toBe(before);
    expect(bodyOf(await mock.controlApi.createMember({ body: { username: 'okname16', password: 'x'.repeat(32) } }), 200)).toMatchObject({
      username: 'okname16',
      password: 'x'.repeat(32),
    });
  });

  it("refuses, with the contract's Thai message, a clock move or a fault that says nothing and a deposit that takes money away; changes nothing", async () => {
    const state = bodyOf(await mock.controlApi.state(), 200);
    const member = bodyOf(await mock.controlApi.members(), 200)[0];
    expect(member).toBeDefined();
    for (const [path, body, message] of [
      ['/__mock/clock', {}, controlValidationMessages.clockEmpty],
      ['/__mock/faults', { route: 'GET /api/setting' }, controlValidationMessages.faultEmpty],
      [`/__mock/members/${member?.username}/ledger`, { amount: -50, kind: 'deposit' }, controlValidationMessages.depositNotPositive],
      [`/__mock/members/${member?.username}/ledger`, { amount: -50 }, controlValidationMessages.depositNotPositive],
    ] as const) {
      // three routes' refusals in one loop: by path, untyped
      const refused = await mock.target.request('POST', path, { body });
      expect(refused.status, path).toBe(400);
      expect(refused.body).toMatchObject({ message });
    }
    expect(bodyOf(await mock.controlApi.state(), 200).now).toBe(state.now);
    expect(bodyOf(await mock.controlApi.faults(), 200)).toEqual([]);
    const after = bodyOf(await mock.controlApi.members(), 200)[0];
    expect(after?.credit).toBe(member?.credit);
  });

  it('lists seeded members with passwords that log in', async () => {
    const members = bodyOf(await mock.controlApi.members(), 200);
    const someone = members[5];
    expect(someone).toBeDefined();
    if (someone) expect((await login(mock.target, someone)).token).toBeTruthy();
  });

  it('pages the member list: limit (default and maximum from the contract) and after = the last username of the page before', async () => {
    for (let i = 0; i < 5; i += 1) bodyOf(await mock.controlApi.createMember({ body: { username: `pager${i}x` } }), 200);
    const page = async (query: { limit?: number; after?: string }) =>
      bodyOf(await mock.controlApi.members({ query: { include: 'all', ...query } }), 200);
    const all = await page({ limit: 500 });
    expect(all.length).toBeGreaterThan(5);
    const first = await page({ limit: 2 });
    expect(first.map((m) => m.username)).toEqual(all.slice(0, 2).map((m) => m.username));
    const second = await page({ limit: 2, after: first[1]?.username ?? '' });
    expect(second.map((m) => m.username)).toEqual(all.slice(2, 4).map((m) => m.username));
    const last = all.at(-1)?.username ?? '';
    expect(await page({ after: last })).toEqual([]);
    for (const query of ['limit=501', 'limit=0', 'after=nobody-here']) {
      // a query string as QA types it, the out-of-range limits included: untyped
      const refused = await mock.target.request('GET', `/__mock/members?include=all&${query}`);
      expect(refused.status, query).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('keeps the clock within 2000-2100: a move past it is refused and changes nothing', async () => {
    const before = bodyOf(await mock.controlApi.clock({ body: { at: '2099-12-31T00:00:00+07:00' } }), 200);
    const tooFar = await mock.controlApi.clock({ body: { advanceDays: 2 } });
    expect(bodyOf(tooFar, 400).message).toMatch(/2000.*2100/);
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 8.64e15 } }), 400);
    const after = bodyOf(await mock.controlApi.state(), 200);
    expect(after.now).toBe(before.now);
    // the namespace still answers
    bodyOf(await mock.api().settings.global(), 200);
    bodyOf(await mock.controlApi.reset({ body: {} }), 200);
  });
});

// A fault drops the connection: the member requests go over a real socket with fetch, untyped.
describe('faults on a listening server', () => {
  let app: FastifyInstance;
  let base: string;
  const headers = { [NAMESPACE_HEADER]: 'faults' };
  const control = () => controlClient(httpTarget(base, 'faults'));
  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    bodyOf(await control().createNamespace({ body: { namespace: 'faults' } }), 200);
  });
  afterAll(() => app.close());

  it('drops the connection, and adds latency', async () => {
    bodyOf(await control().addFault({ body: { route: 'GET /api/setting', drop: true, count: 1 } }), 200);
    await expect(fetch(`${base}/api/setting`, { headers })).rejects.toThrow();
    bodyOf(await control().addFault({ body: { route: 'GET /api/setting', latencyMs: 150, count: 1 } }), 200);
    const slow = await fetch(`${base}/api/setting`, { headers });
    expect(slow.status).toBe(200);
    const journal = bodyOf(await control().journal({ query: { limit: 1 } }), 200);
    expect(journal[0]?.durationMs).toBeGreaterThanOrEqual(150);
  });
});
