import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_VALUES } from '@site/contract/rules';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf, login } from '../../test-support/target';

describe('check-in rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('pays the streak values once per Bangkok day, rolling over at Bangkok midnight', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    // 23:59:00 on 10 March in Bangkok (16:59 UTC)
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-03-10T16:59:00.000Z' } }), 200);
    const before = bodyOf(await api.checkIn.state(), 200);
    expect(before.data.gameValue.value).toBe(CHECK_IN_VALUES[0]);
    expect(before.data.gameValueTomorrow.value).toBe(CHECK_IN_VALUES[1]);
    const first = bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    expect(first.data.gameLog.json.day).toBe(10);
    expect(first.data.credit).toBe(CHECK_IN_VALUES[0]);
    expect(bodyOf(await api.checkIn.checkIn({ body: {} }), 409).code).toBe('CHECKED_IN_TODAY');
    // one minute later it is the 11th in Bangkok, though still the 10th in UTC
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 60_000 } }), 200);
    const second = bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    expect(second.data.gameLog.json.day).toBe(11);
    expect(second.data.gameLog.value).toBe(CHECK_IN_VALUES[1]);
    const state = bodyOf(await api.checkIn.state(), 200);
    expect(state.data.logs.map((l) => l.json.day)).toEqual([10, 11]);
    expect(await ledgerSum(mock, member.uuid)).toBe((CHECK_IN_VALUES[0] + CHECK_IN_VALUES[1]) * 100);
  });

  it('counts by Bangkok day like the wheel: moving the clock back gives no second check-in that day', async () => {
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-05-10T03:00:00.000Z' } }), 200);
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 1 } }), 200);
    bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    // back to the 10th: it was checked in already, whatever came after
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: -1 } }), 200);
    const again = await api.checkIn.checkIn({ body: {} });
    expect(bodyOf(again, 409).code).toBe('CHECKED_IN_TODAY');
    expect(bodyOf(await api.checkIn.state(), 200).data.logs).toHaveLength(2);
    expect(await ledgerSum(mock, member.uuid)).toBe((CHECK_IN_VALUES[0] + CHECK_IN_VALUES[1]) * 100);
  });

  it('a missed day restarts the streak', async () => {
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-04-01T03:00:00.000Z' } }), 200);
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    bodyOf(await api.checkIn.checkIn({ body: {} }), 200);
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 2 } }), 200);
    expect(bodyOf(await api.checkIn.checkIn({ body: {} }), 200).data.gameLog.value).toBe(CHECK_IN_VALUES[0]);
  });

  it("the checked-in-today scenario makes today's check-in a 409 for demo", async () => {
    const { member } = bodyOf(await mock.controlApi.applyScenario({ params: { name: 'checked-in-today' }, body: {} }), 200);
    if (member === null) throw new Error('the scenario makes a member');
    const session = await login(mock.target, member);
    const api = mock.api(session);
    expect(bodyOf(await api.checkIn.state(), 200).data.logs.length).toBeGreaterThanOrEqual(1);
    bodyOf(await api.checkIn.checkIn({ body: {} }), 409);
  });
});
