import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEEL_SEGMENTS, WHEEL_SPINS_PER_DAY } from '../../content/prizes';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

describe('wheel rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('shows chances equal to the weights it draws with', async () => {
    const member = await mock.member({ credit: 0 });
    const wheel = bodyOf(await mock.api(member).wheel.wheel(), 200);
    const total = WHEEL_SEGMENTS.reduce((sum, s) => sum + s.weight, 0);
    wheel.data.segments.forEach((segment, i) =>
      expect(segment.chancePercent).toBeCloseTo(((WHEEL_SEGMENTS[i]?.weight ?? 0) / total) * 100, 2),
    );
  });

  it('allows the daily spins, credits each reward, refuses the next, and resets the next Bangkok day', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    let rewards = 0;
    for (let i = 0; i < WHEEL_SPINS_PER_DAY; i += 1) {
      const spin = bodyOf(await api.wheel.spin({ body: {} }), 200);
      expect(spin.data.spinsLeft).toBe(WHEEL_SPINS_PER_DAY - i - 1);
      rewards += spin.data.reward;
    }
    expect(bodyOf(await api.wheel.spin({ body: {} }), 409).code).toBe('WHEEL_NO_SPINS');
    expect(await ledgerSum(mock, member.uuid)).toBe(Math.round(rewards * 100));
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 1 } }), 200);
    bodyOf(await api.wheel.spin({ body: {} }), 200);
    expect(bodyOf(await api.wheel.log({ body: { limit: 100 } }), 200).data).toHaveLength(WHEEL_SPINS_PER_DAY + 1);
  });
});
