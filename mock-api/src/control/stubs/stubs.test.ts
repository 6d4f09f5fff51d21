import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STUBS, type StubInput } from '@site/contract/mock-control';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';
import { drawLatency } from './service';

const GAME_LIST = 'POST /api/auth/user/game/list';
const DETAIL = 'GET /api/auth/user/detail/*';

/** QA sets what one route answers, for everyone or one member, within the contract unless off-contract on purpose. */
describe('stubs', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  const addStub = (stub: StubInput) => mock.controlApi.addStub({ body: stub });
  // member calls read answers a stub may put off the contract on purpose: the untyped mock.as, which checks no schema
  const gameList = async (member: { token: string; username: string; uuid: string }) =>
    (await mock.as(member)<{ data: unknown[] }>('POST', '/api/auth/user/game/list', { gameType: 'slot', gameCate: 'all' })).body.data
      .length;

  it('answers an empty game list to one member, once, and marks the answer in the journal', async () => {
    const anna = await mock.member({ username: 'anna01' });
    const ben = await mock.member({ username: 'ben01' });
    const before = await gameList(anna);
    expect(before).toBeGreaterThan(0);
    const added = bodyOf(await addStub({ route: GAME_LIST, status: 200, body: { data: [] }, member: 'ANNA01', count: 1 }), 200);
    expect(added).toMatchObject({ route: GAME_LIST, member: 'ANNA01', count: 1, remaining: 1, offContract: false });

    expect(await gameList(ben)).toBe(before);
    expect(await gameList(anna)).toBe(0);
    expect(bodyOf(await mock.controlApi.stubs(), 200)).toEqual([]);
    expect(await gameList(anna)).toBe(before);

    const [stubbed] = bodyOf(await mock.controlApi.journal({ query: { member: 'anna01', route: GAME_LIST, limit: 2 } }), 200);
    expect(stubbed).toMatchObject({
      status: 200,
      responseBody: '{"data":[]}',
      stub: { id: added.id, route: GAME_LIST, offContract: false },
    });
  });

  it('refuses a body the contract does not allow, naming where, unless it is off-contract on purpose', async () => {
    const member = await mock.member({});
    const detail = await mock.as(member)<{ data: Record<string, unknown> }>('GET', `/api/auth/user/detail/${member.uuid}`);
    const longName = 'ก'.repeat(300);
    // a 300-character name is within the contract: an odd answer the real API may give
    expect((await addStub({ route: DETAIL, status: 200, body: { data: { ...detail.body.data, name: longName } }, count: 1 })).status).toBe(
      200,
    );
    expect((await mock.as(member)<{ data: { name: string } }>('GET', `/api/auth/user/detail/${member.uuid}`)).body.data.name).toBe(
      longName,
    );

    const { name: _name, ...withoutName } = detail.body.data;
    const refused = await addStub({ route: DETAIL, status: 200, body: { data: withoutName } });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused, 400).message).toContain('body.data.name');
    expect((await addStub({ route: DETAIL, status: 418, body: {} })).status).toBe(400);
    expect((await addStub({ route: 'GET /api/nothing-here', status: 200, body: {} })).status).toBe(400);

    const offContract = await addStub({ route: DETAIL, status: 200, body: { data: withoutName }, offContract: true, count: 1 });
    expect(offContract.status).toBe(200);
    const answer = await mock.as(member)<{ data: Record<string, unknown> }>('GET', `/api/auth/user/detail/${member.uuid}`);
    expect(answer.body.data).not.toHaveProperty('name');
    const [entry] = bodyOf(await mock.controlApi.journal({ query: { limit: 1 } }), 200);
    expect(entry?.stub).toMatchObject({ offContract: true });
  });

  it('answers N times or with a probability; listed, cleared one by one or all, bounded', async () => {
    const member = await mock.member({});
    const status = () => mock.as(member)('GET', '/api/auth/game');
    bodyOf(await addStub({ route: 'GET /api/auth/game', status: 503, body: { message: 'ปิดปรับปรุงชั่วคราว' }, count: 2 }), 200);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await status()).status);
    expect(statuses).toEqual([503, 503, 200]);

    const sometimes = bodyOf(
      await addStub({ route: 'GET /api/auth/game', status: 500, body: { message: 'ขัดข้อง' }, probability: 0.5 }),
      200,
    );
    let refused = 0;
    for (let i = 0; i < 200; i += 1) if ((await status()).status === 500) refused += 1;
    // 100 expected; 60 and 140 are more than five standard deviations away
    expect(refused).toBeGreaterThan(60);
    expect(refused).toBeLessThan(140);

    expect(bodyOf(await mock.controlApi.stubs(), 200).map((s) => s.id)).toEqual([sometimes.id]);
    bodyOf(await mock.controlApi.deleteStub({ params: { id: sometimes.id } }), 200);
    bodyOf(await mock.controlApi.deleteStub({ params: { id: sometimes.id } }), 404);
    for (let i = 0; i < MAX_STUBS; i += 1)
      bodyOf(await addStub({ route: 'GET /api/setting', status: 200, body: {}, offContract: true, member: 'nobody' }), 200);
    expect((await addStub({ route: 'GET /api/setting', status: 200, body: {}, offContract: true })).status).toBe(409);
    bodyOf(await mock.controlApi.clearStubs(), 200);
    expect(bodyOf(await mock.controlApi.stubs(), 200)).toEqual([]);
  });
});

describe("a stub's latency is a distribution", () => {
  const draws = (latency: Parameters<typeof drawLatency>[0]) =>
    Array.from({ length: 4000 }, () => drawLatency(latency)).sort((a, b) => a - b);

  it('uniform between its bounds', () => {
    const drawn = draws({ minMs: 100, maxMs: 300 });
    expect(drawn[0]).toBeGreaterThanOrEqual(100);
    expect(drawn.at(-1)).toBeLessThanOrEqual(300);
    expect(drawn[2000]).toBeGreaterThan(170);
    expect(drawn[2000]).toBeLessThan(230);
  });

  it('log-normal through its median and 95th percentile', () => {
    const drawn = draws({ medianMs: 200, p95Ms: 1_000 });
    expect(drawn[2000]).toBeGreaterThan(170);
    expect(drawn[2000]).toBeLessThan(235);
    expect(drawn[3800]).toBeGreaterThan(800);
    expect(drawn[3800]).toBeLessThan(1_250);
    expect(draws({ medianMs: 0, p95Ms: 0 }).at(-1)).toBe(0);
  });
});
