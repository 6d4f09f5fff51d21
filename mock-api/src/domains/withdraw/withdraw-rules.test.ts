import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf, type Session } from '../../test-support/target';

describe('withdraw rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  /** POST /api/auth/withdraw/:uuid as the member, through the contract's typed client. */
  const withdraw = (member: Session, amount: number, extraHeaders?: Record<string, string>) =>
    mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount }, extraHeaders });

  it('silver: 100,000 a Bangkok day, exactly at the boundary, then refused with what is left; nothing debited', async () => {
    const member = await mock.member({ level: 1, credit: 300_000 });
    bodyOf(await withdraw(member, 60_000), 200);
    const second = bodyOf(await withdraw(member, 40_000), 200);
    expect(second.data.limits.leftToday).toBe(0);
    const over = bodyOf(await withdraw(member, 0.01), 422);
    expect(over.code).toBe('WITHDRAW_DAILY_LIMIT');
    expect(over.message).toContain('100,000');
    expect(await mock.credit(member)).toBe(200_000);
    expect(await ledgerSum(mock, member.uuid)).toBe(200_000_00);
  });

  it('five withdrawals a day, the sixth refused; the count resets at Bangkok midnight', async () => {
    const member = await mock.member({ level: 2, credit: 1000 });
    // 23:58 in Bangkok
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-03-10T16:58:00.000Z' } }), 200);
    for (let i = 0; i < 5; i += 1) bodyOf(await withdraw(member, 1), 200);
    expect(bodyOf(await withdraw(member, 1), 422).code).toBe('WITHDRAW_DAILY_COUNT');
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 60_000 } }), 200);
    bodyOf(await withdraw(member, 1), 422);
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 60_000 } }), 200);
    bodyOf(await withdraw(member, 1), 200);
  });

  it('diamond: at most 200,000 a withdrawal; vip: at most 100,000 a withdrawal and no daily cap', async () => {
    const diamond = await mock.member({ level: 4, credit: 1_000_000 });
    expect(bodyOf(await withdraw(diamond, 200_000.01), 422).code).toBe('WITHDRAW_PER_TIME');
    bodyOf(await withdraw(diamond, 200_000), 200);
    const vip = await mock.member({ level: 5, credit: 1_000_000 });
    expect(bodyOf(await withdraw(vip, 100_000.01), 422).code).toBe('WITHDRAW_PER_TIME');
    for (let i = 0; i < 5; i += 1) bodyOf(await withdraw(vip, 100_000), 200);
    expect(await mock.credit(vip)).toBe(500_000);
  });

  it('refuses more than the credit', async () => {
    const member = await mock.member({ level: 1, credit: 50 });
    expect(bodyOf(await withdraw(member, 50.01), 422).code).toBe('INSUFFICIENT_CREDIT');
  });

  it('Idempotency-Key: a retry returns the first answer and moves money once; another body is refused', async () => {
    const member = await mock.member({ level: 1, credit: 1000 });
    const headers = { 'idempotency-key': 'withdraw-123' };
    const first = bodyOf(await withdraw(member, 100, headers), 200);
    const retry = bodyOf(await withdraw(member, 100, headers), 200);
    expect(retry.data.withdrawal.id).toBe(first.data.withdrawal.id);
    expect(await mock.credit(member)).toBe(900);
    expect(bodyOf(await withdraw(member, 200, headers), 409).code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await mock.credit(member)).toBe(900);
  });

  it('a failed transfer (amount ending .99) keeps the money held and can be retried, then settles', async () => {
    const member = await mock.member({ level: 1, credit: 1000 });
    const api = mock.api(member);
    const failed = bodyOf(await withdraw(member, 10.99), 200).data.withdrawal;
    expect(failed.status).toBe('failed');
    expect(await mock.credit(member)).toBe(989.01);
    const retried = bodyOf(await api.withdraw.retry({ body: { id: failed.id } }), 200);
    expect(retried.data.status).toBe('pending');
    bodyOf(await api.withdraw.retry({ body: { id: failed.id } }), 409);
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 5 * 60_000 } }), 200);
    const history = bodyOf(await api.withdraw.history({ params: { uuid: member.uuid } }), 200);
    expect(history.data.find((w) => w.id === failed.id)?.status).toBe('approved');
  });

  it('transfer to bank withdraws the whole credit to the registered account only', async () => {
    const member = await mock.member({ level: 1, credit: 750.5 });
    const api = mock.api(member);
    const bank = bodyOf(await api.user.detail({ params: { uuid: member.uuid } }), 200).data.user_bank;
    const transfer = () => api.withdraw.transferToBank({ body: { uuid: member.uuid, bankId: bank.bankId, bankName: bank.bankName } });
    expect(bodyOf(await transfer(), 200).data.credit).toBe(0);
    expect(bodyOf(await transfer(), 422).code).toBe('NO_CREDIT');
    const foreign = await api.withdraw.transferToBank({ body: { uuid: member.uuid, bankId: '9999999999', bankName: bank.bankName } });
    expect(bodyOf(foreign, 422).code).toBe('BANK_MISMATCH');
  });
});
