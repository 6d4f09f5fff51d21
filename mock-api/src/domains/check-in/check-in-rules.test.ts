import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_VALUES } from '@site/contract/rules';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { login } from '../../test-support/target';

type State = {
  data: {
    logs: Array<{ json: { day: number; date: string }; value: number }>;
    gameValue: { value: number };
    gameValueTomorrow: { value: number };
  };
};
type Result = {
  code?: string;
  data: {
    gameLog: { json: { day: number }; value: number };
    gameValue: { value: number };
    gameValueTomorrow: { value: number };
    credit: number;
  };
};

describe('check-in rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('pays the streak values once per Bangkok day, rolling over at Bangkok midnight', async () => {
    const member = await mock.member({ credit: 0 });
    const call = mock.as(member);
    // 23:59:00 on 10 March in Bangkok (16:59 UTC)
    await mock.control('POST', '/__mock/clock', { at: '2026-03-10T16:59:00.000Z' });
    const before = await call<State>('GET', '/api/auth/game/check-in');
    expect(before.body.data.gameValue.value).toBe(CHECK_IN_VALUES[0]);
    expect(before.body.data.gameValueTomorrow.value).toBe(CHECK_IN_VALUES[1]);
    const first = await call<Result>('POST', '/api/auth/game/check-in', {});
    expect(first.status).toBe(200);
    expect(first.body.data.gameLog.json.day).toBe(10);
    expect(first.body.data.credit).toBe(CHECK_IN_VALUES[0]);
    const again = await call<Result>('POST', '/api/auth/game/check-in', {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CHECKED_IN_TODAY');
    // one minute later it is the 11th in Bangkok, though still the 10th in UTC
    await mock.control('POST', '/__mock/clock', { advanceMs: 60_000 });
    const second = await call<Result>('POST', '/api/auth/game/check-in', {});
    expect(second.status).toBe(200);
    expect(second.body.data.gameLog.json.day).toBe(11);
    expect(second.body.data.gameLog.value).toBe(CHECK_IN_VALUES[1]);
    const state = await call<State>('GET', '/api/auth/game/check-in');
    expect(state.body.data.logs.map((l) => l.json.day)).toEqual([10, 11]);
    expect(await ledgerSum(mock, member.uuid)).toBe((CHECK_IN_VALUES[0] + CHECK_IN_VALUES[1]) * 100);
  });

  it('a missed day restarts the streak', async () => {
    await mock.control('POST', '/__mock/clock', { at: '2026-04-01T03:00:00.000Z' });
    const member = await mock.member({ credit: 0 });
    const call = mock.as(member);
    await call('POST', '/api/auth/game/check-in', {});
    await mock.control('POST', '/__mock/clock', { advanceDays: 2 });
    const after = await call<Result>('POST', '/api/auth/game/check-in', {});
    expect(after.body.data.gameLog.value).toBe(CHECK_IN_VALUES[0]);
  });

  it("the checked-in-today scenario makes today's check-in a 409 for demo", async () => {
    const prepared = await mock.control<{ member: { username: string; password: string } }>(
      'POST',
      '/__mock/scenarios/checked-in-today',
      {},
    );
    const session = await login(mock.target, { username: prepared.member.username, password: prepared.member.password });
    const state = await mock.as(session)<State>('GET', '/api/auth/game/check-in');
    expect(state.body.data.logs.length).toBeGreaterThanOrEqual(1);
    expect((await mock.as(session)('POST', '/api/auth/game/check-in', {})).status).toBe(409);
  });
});
