import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEEL_SEGMENTS, WHEEL_SPINS_PER_DAY } from '../../content/prizes';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';

type Spin = { data: { segmentIndex: number; reward: number; spinsLeft: number } };

describe('wheel rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('shows chances equal to the weights it draws with', async () => {
    const member = await mock.member({ credit: 0 });
    const wheel = await mock.as(member)<{ data: { segments: Array<{ chancePercent: number }> } }>('GET', '/api/auth/wheel');
    const total = WHEEL_SEGMENTS.reduce((sum, s) => sum + s.weight, 0);
    wheel.body.data.segments.forEach((segment, i) =>
      expect(segment.chancePercent).toBeCloseTo(((WHEEL_SEGMENTS[i]?.weight ?? 0) / total) * 100, 2),
    );
  });

  it('allows the daily spins, credits each reward, refuses the next, and resets the next Bangkok day', async () => {
    const member = await mock.member({ credit: 0 });
    const call = mock.as(member);
    let rewards = 0;
    for (let i = 0; i < WHEEL_SPINS_PER_DAY; i += 1) {
      const spin = await call<Spin>('POST', '/api/auth/wheel/reward', {});
      expect(spin.status).toBe(200);
      expect(spin.body.data.spinsLeft).toBe(WHEEL_SPINS_PER_DAY - i - 1);
      rewards += spin.body.data.reward;
    }
    expect((await call('POST', '/api/auth/wheel/reward', {})).status).toBe(409);
    expect(await ledgerSum(mock, member.uuid)).toBe(Math.round(rewards * 100));
    await mock.control('POST', '/__mock/clock', { advanceDays: 1 });
    expect((await call('POST', '/api/auth/wheel/reward', {})).status).toBe(200);
    const log = await call<{ data: unknown[] }>('POST', '/api/auth/wheel/log', { limit: 100 });
    expect(log.body.data).toHaveLength(WHEEL_SPINS_PER_DAY + 1);
  });
});
