import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JOURNAL_BODY_MAX, MASKED, NAMESPACE_HEADER, type MockControlContract } from '@site/contract/mock-control';
import type { ClientInferRequest } from '@ts-rest/core';
import { buildApp } from '../../app';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf, controlClient, httpTarget, login } from '../../test-support/target';

/** The journal keeps what a QA lead reads: bodies and headers with secrets masked, faults marked, searchable. */
describe('the journal', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  const journal = async (query: ClientInferRequest<MockControlContract['journal']>['query'] = {}) =>
    bodyOf(await mock.controlApi.journal({ query }), 200);

  it('keeps bodies and headers of a login and a profile read with every secret masked', async () => {
    const member = await mock.member({ level: 2, credit: 100, bank: { bankName: 'KBANK', bankId: '5550017391' } });
    const [loginEntry] = await journal({ route: 'POST /api/auth/login', limit: 1 });
    expect(loginEntry).toMatchObject({ method: 'POST', status: 200, member: member.username, outcome: 'answered', fault: null });
    expect(JSON.parse(loginEntry?.requestBody ?? '{}')).toEqual({ username: member.username, password: MASKED });
    expect(JSON.parse(loginEntry?.responseBody ?? '{}')).toMatchObject({ token: MASKED, data: { uuid: member.uuid } });
    expect(loginEntry?.requestHeaders['content-type']).toBe('application/json');
    expect(loginEntry?.responseHeaders['content-type']).toMatch(/json/);

    bodyOf(await mock.api(member).user.detail({ params: { uuid: member.uuid } }), 200);
    const [detail] = await journal({ path: '/user/detail', limit: 1 });
    expect(detail?.requestHeaders.authorization).toBe(`Bearer ${MASKED}`);
    expect(detail?.responseBody).toContain(`"bankId":"${MASKED}"`);
    expect(detail?.responseBody).not.toContain('5550017391');
    expect(detail?.responseBody).not.toContain(member.token);

    // a bank account id in the path is masked too
    await mock.api().registration.checkBankId({ params: { bankId: '9876543210' }, body: { bankName: 'KBANK' } });
    const [check] = await journal({ path: 'checkBankId', limit: 1 });
    expect(check?.url).toBe(`/api/user/checkBankId/${MASKED}`);
    expect(JSON.stringify(await journal())).not.toMatch(/9876543210|5550017391/);
  });

  it('masks phone numbers in bodies, paths, queries and headers but their last 4 digits', async () => {
    const member = await mock.member({ level: 1, credit: 10 });
    const lastDigits = `${MASKED}${member.phone.slice(-4)}`;
    // a login by phone number, the profile that answers it, a registration check of the number
    const byPhone = await mock.api().auth.login({
      body: { username: member.phone, password: member.password },
      extraHeaders: { 'x-caller-phone': member.phone },
    });
    bodyOf(byPhone, 200);
    // a query the contract does not declare, to see it masked: untyped
    await mock.as(member)('GET', `/api/auth/user/detail/${member.uuid}?phone=${member.phone}`);
    await mock.api().registration.checkPhone({ params: { value: member.phone } });
    const entries = await journal({ limit: 3 });
    expect(entries.map((entry) => entry.url).sort()).toEqual([
      '/api/auth/login',
      `/api/auth/user/detail/${member.uuid}?phone=${lastDigits}`,
      `/api/user/checkPhone/${lastDigits}`,
    ]);
    const loginEntry = entries.find((entry) => entry.url === '/api/auth/login');
    const detail = entries.find((entry) => entry.url.includes('/detail/'));
    expect(JSON.parse(loginEntry?.requestBody ?? '{}')).toEqual({ username: lastDigits, password: MASKED });
    expect(loginEntry?.requestHeaders['x-caller-phone']).toBe(lastDigits);
    expect(JSON.parse(detail?.responseBody ?? '{}')).toMatchObject({ data: { phone: lastDigits } });
    expect(JSON.stringify(entries)).not.toContain(member.phone);
  });

  it('cuts a long body at JOURNAL_BODY_MAX and says so', async () => {
    await mock.api().auth.login({ body: { username: 'x'.repeat(5_000), password: 'secret-123' } });
    const [entry] = await journal({ limit: 1 });
    expect(entry?.status).toBe(400);
    expect(entry?.requestBody).toHaveLength(JOURNAL_BODY_MAX);
    expect(entry?.bodyTruncated).toBe(true);
    expect(entry?.requestBody).not.toContain('secret-123');
  });

  it('marks the answer a fault gave, and finds entries by status, member, route and body text', async () => {
    const member = await mock.member({ level: 1, credit: 50 });
    const fault = { route: 'POST /api/auth/withdraw/*', status: 503, count: 1, message: 'ระบบถอนเงินขัดข้อง' };
    bodyOf(await mock.controlApi.addFault({ body: fault }), 200);

    const withdraw = () => mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 10 } });
    expect((await withdraw()).status).toBe(503);
    expect((await withdraw()).status).toBe(200);

    const refused = await journal({ status: '503' });
    expect(refused).toEqual([expect.objectContaining({ status: 503, member: member.username, fault, outcome: 'answered' })]);
    expect(refused[0]?.responseBody).toContain('ระบบถอนเงินขัดข้อง');
    const both = await journal({ member: member.username.toUpperCase(), route: 'POST /api/auth/withdraw/*' });
    expect(both.map((e) => [e.status, e.fault === null])).toEqual([
      [503, false],
      [200, true],
    ]);
    expect(await journal({ status: '5xx', route: 'GET /api/*' })).toEqual([]);
    // body text, any case: the answer to the withdrawal that went through names the credit left
    const byText = await journal({ text: '"credit":40' });
    expect(byText.map((e) => e.status)).toEqual([200]);
    bodyOf(await mock.controlApi.journal({ query: { status: '6xx' } }), 400);
  });
});

// A fault holds or drops the connection: the held request goes over a real socket with fetch, untyped.
describe('the journal on a listening server: requests a fault holds or drops', () => {
  let app: FastifyInstance;
  let base: string;
  const held = () => httpTarget(base, 'held');
  const journal = async (query: ClientInferRequest<MockControlContract['journal']>['query']) =>
    bodyOf(await controlClient(held()).journal({ query }), 200);
  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('lists a held request at once, then as dropped when the timeout ends it', async () => {
    const session = await login(held());
    const timeout = { route: 'GET /api/announcement', latencyMs: 1_000, drop: true, count: 1 };
    bodyOf(await controlClient(held()).addFault({ body: timeout }), 200);
    const heldRequest = fetch(`${base}/api/announcement`, {
      headers: { [NAMESPACE_HEADER]: 'held', authorization: `Bearer ${session.token}` },
    });
    await expect
      .poll(async () => (await journal({ outcome: 'held' })).map((e) => [e.url, e.status, e.member]), { timeout: 5_000 })
      .toEqual([['/api/announcement', null, session.username]]);
    await expect(heldRequest).rejects.toThrow();
    const [dropped] = await journal({ outcome: 'dropped' });
    expect(dropped).toMatchObject({ url: '/api/announcement', status: null, fault: timeout, responseBody: null });
    expect(await journal({ outcome: 'held' })).toEqual([]);
  });
});
