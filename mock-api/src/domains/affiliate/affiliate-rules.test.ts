import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

describe('affiliate rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('a downline deposit earns af commission that can be moved into credit once', async () => {
    const inviter = await mock.member({ credit: 0 });
    const api = mock.api(inviter);
    const { code } = bodyOf(await api.affiliate.code({ params: { uuid: inviter.uuid } }), 200).data;
    const downline = await mock.member({ credit: 0, afCode: code });
    bodyOf(await mock.controlApi.ledger({ params: { username: downline.username }, body: { amount: 10_000, kind: 'deposit' } }), 200);
    const params = { username: inviter.username };
    expect(bodyOf(await api.affiliate.bonus({ params }), 200).data.balanceAf).toBe(100);
    const state = bodyOf(await mock.controlApi.state(), 200);
    const day = state.now.slice(0, 10);
    const logs = bodyOf(await api.affiliate.logs({ params, body: { type: 'af', start: day, end: day } }), 200);
    expect(logs.data).toEqual([expect.objectContaining({ downline: downline.username, amount: 100 })]);
    expect(bodyOf(await api.affiliate.logs({ params, body: { type: 'wl', start: day, end: day } }), 200).data).toEqual([]);
    const extraHeaders = { 'idempotency-key': 'aff-1' };
    bodyOf(await api.affiliate.withdraw({ params, body: { amount: 100, type: 'af' }, extraHeaders }), 200);
    bodyOf(await api.affiliate.withdraw({ params, body: { amount: 100, type: 'af' }, extraHeaders }), 200);
    expect(await mock.credit(inviter)).toBe(100);
    expect(bodyOf(await api.affiliate.withdraw({ params, body: { amount: 0.01, type: 'af' } }), 422).code).toBe('AFFILIATE_NOT_ENOUGH');
  });
});
