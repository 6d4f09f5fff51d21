import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../demo-members';
import { login } from '../../test-support/target';
import { openMockClient, type MockClient } from '../../test-support/mock-client';

type Claim = { code?: string; data: { point: number; request: { status: string } } };

describe('reward rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('takes points, pays credit rewards into the ledger, and keeps a history', async () => {
    const demo = await login(mock.target, DEMO_MEMBERS[0]);
    const call = mock.as(demo);
    const before = await call<{ data: { point: number } }>('POST', '/api/auth/reward', {});
    const creditBefore = await mock.credit(demo);
    const claim = await call<Claim>('POST', '/api/auth/reward/request', { rewardId: 'RW-CREDIT100', quantity: 1, userUuid: demo.uuid });
    expect(claim.body.data.point).toBe(before.body.data.point - 800);
    expect(claim.body.data.request.status).toBe('approved');
    expect(await mock.credit(demo)).toBe(creditBefore + 100);
    const history = await call<{ data: unknown[] }>('POST', '/api/auth/reward/request/history', { userUuid: demo.uuid });
    expect(history.body.data).toHaveLength(1);
  });

  it('refuses too few points, missing address for goods, and more than the stock', async () => {
    const demo2 = await login(mock.target, DEMO_MEMBERS[1]);
    const call = mock.as(demo2);
    expect(
      (await call<Claim>('POST', '/api/auth/reward/request', { rewardId: 'RW-EARBUDS', quantity: 1, userUuid: demo2.uuid })).body.code,
    ).toBe('REWARD_NOT_ENOUGH_POINTS');
    // a 100,000 baht deposit earns 1,000 points: enough for a power bank, but demo2 has no address
    await mock.control('POST', `/__mock/members/${demo2.username}/ledger`, { amount: 100_000, kind: 'deposit' });
    expect(
      (await call<Claim>('POST', '/api/auth/reward/request', { rewardId: 'RW-POWERBANK', quantity: 1, userUuid: demo2.uuid })).body.code,
    ).toBe('REWARD_NEEDS_ADDRESS');
    expect(
      (await call<Claim>('POST', '/api/auth/reward/request', { rewardId: 'RW-SMARTWATCH', quantity: 3, userUuid: demo2.uuid })).status,
    ).toBe(409);
  });
});
