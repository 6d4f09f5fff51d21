import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from '../../test-support/mock-client';

type Bonus = { data: { balanceAf: number; balanceWl: number; withdrawn: number } };

describe('affiliate rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('a downline deposit earns af commission that can be moved into credit once', async () => {
    const inviter = await mock.member({ credit: 0 });
    const code = await mock.as(inviter)<{ data: { code: string } }>('GET', `/api/auth/affiliate/code/${inviter.uuid}`);
    const downline = await mock.member({ credit: 0, afCode: code.body.data.code });
    await mock.control('POST', `/__mock/members/${downline.username}/ledger`, { amount: 10_000, kind: 'deposit' });
    const call = mock.as(inviter);
    const bonus = await call<Bonus>('GET', `/api/auth/affiliate/bonus/${inviter.username}`);
    expect(bonus.body.data.balanceAf).toBe(100);
    const state = await mock.control<{ now: string }>('GET', '/__mock/state');
    const day = state.now.slice(0, 10);
    const logs = await call<{ data: Array<{ downline: string; amount: number }> }>('POST', `/api/auth/log/affiliate/${inviter.username}`, {
      type: 'af',
      start: day,
      end: day,
    });
    expect(logs.body.data).toEqual([expect.objectContaining({ downline: downline.username, amount: 100 })]);
    const none = await call<{ data: unknown[] }>('POST', `/api/auth/log/affiliate/${inviter.username}`, {
      type: 'wl',
      start: day,
      end: day,
    });
    expect(none.body.data).toEqual([]);
    const key = { 'idempotency-key': 'aff-1' };
    expect((await call('POST', `/api/auth/affiliate/withdraw/${inviter.username}`, { amount: 100, type: 'af' }, key)).status).toBe(200);
    expect((await call('POST', `/api/auth/affiliate/withdraw/${inviter.username}`, { amount: 100, type: 'af' }, key)).status).toBe(200);
    expect(await mock.credit(inviter)).toBe(100);
    expect((await call('POST', `/api/auth/affiliate/withdraw/${inviter.username}`, { amount: 0.01, type: 'af' })).status).toBe(422);
  });
});
