import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../demo-members';
import { bodyOf, login } from '../../test-support/target';
import { openMockClient, type MockClient } from '../../test-support/mock-client';

describe('reward rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('takes points, pays credit rewards into the ledger, and keeps a history', async () => {
    const demo = await login(mock.target, DEMO_MEMBERS[0]);
    const api = mock.api(demo);
    const before = bodyOf(await api.rewards.list({ body: {} }), 200);
    const creditBefore = await mock.credit(demo);
    const claim = bodyOf(await api.rewards.request({ body: { rewardId: 'RW-CREDIT100', quantity: 1, userUuid: demo.uuid } }), 200);
    expect(claim.data.point).toBe(before.data.point - 800);
    expect(claim.data.request.status).toBe('approved');
    expect(await mock.credit(demo)).toBe(creditBefore + 100);
    expect(bodyOf(await api.rewards.history({ body: { userUuid: demo.uuid } }), 200).data).toHaveLength(1);
  });

  it('refuses too few points, missing address for goods, and more than the stock', async () => {
    const demo2 = await login(mock.target, DEMO_MEMBERS[1]);
    const api = mock.api(demo2);
    const claim = (rewardId: string, quantity: number) => api.rewards.request({ body: { rewardId, quantity, userUuid: demo2.uuid } });
    expect(bodyOf(await claim('RW-EARBUDS', 1), 422).code).toBe('REWARD_NOT_ENOUGH_POINTS');
    // a 100,000 baht deposit earns 1,000 points: enough for a power bank, but demo2 has no address
    bodyOf(await mock.controlApi.ledger({ params: { username: demo2.username }, body: { amount: 100_000, kind: 'deposit' } }), 200);
    expect(bodyOf(await claim('RW-POWERBANK', 1), 422).code).toBe('REWARD_NEEDS_ADDRESS');
    expect(bodyOf(await claim('RW-SMARTWATCH', 3), 409).code).toBe('REWARD_OUT_OF_STOCK');
  });
});
