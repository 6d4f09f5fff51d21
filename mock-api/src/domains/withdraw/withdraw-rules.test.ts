import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';

type Body = {
  message: string;
  code?: string;
  data: {
    withdrawal: { id: string; status: string };
    credit: number;
    limits: { leftToday: number | null; countLeft: number; maxNow: number };
  };
};

describe('withdraw rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('silver: 100,000 a Bangkok day, exactly at the boundary, then refused with what is left; nothing debited', async () => {
    const member = await mock.member({ level: 1, credit: 300_000 });
    const call = mock.as(member);
    expect((await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 60_000 })).status).toBe(200);
    const second = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 40_000 });
    expect(second.status).toBe(200);
    expect(second.body.data.limits.leftToday).toBe(0);
    const over = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 0.01 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('WITHDRAW_DAILY_LIMIT');
    expect(over.body.message).toContain('100,000');
    expect(await mock.credit(member)).toBe(200_000);
    expect(await ledgerSum(mock, member.uuid)).toBe(200_000_00);
  });

  it('five withdrawals a day, the sixth refused; the count resets at Bangkok midnight', async () => {
    const member = await mock.member({ level: 2, credit: 1000 });
    const call = mock.as(member);
    // 23:58 in Bangkok
    await mock.control('POST', '/__mock/clock', { at: '2026-03-10T16:58:00.000Z' });
    for (let i = 0; i < 5; i += 1) expect((await call('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 1 })).status).toBe(200);
    const sixth = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 1 });
    expect(sixth.body.code).toBe('WITHDRAW_DAILY_COUNT');
    await mock.control('POST', '/__mock/clock', { advanceMs: 60_000 });
    expect((await call('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 1 })).status).toBe(422);
    await mock.control('POST', '/__mock/clock', { advanceMs: 60_000 });
    expect((await call('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 1 })).status).toBe(200);
  });

  it('diamond: at most 200,000 a withdrawal; vip: at most 100,000 a withdrawal and no daily cap', async () => {
    const diamond = await mock.member({ level: 4, credit: 1_000_000 });
    const d = mock.as(diamond);
    expect((await d<Body>('POST', `/api/auth/withdraw/${diamond.uuid}`, { amount: 200_000.01 })).body.code).toBe('WITHDRAW_PER_TIME');
    expect((await d('POST', `/api/auth/withdraw/${diamond.uuid}`, { amount: 200_000 })).status).toBe(200);
    const vip = await mock.member({ level: 5, credit: 1_000_000 });
    const v = mock.as(vip);
    expect((await v<Body>('POST', `/api/auth/withdraw/${vip.uuid}`, { amount: 100_000.01 })).body.code).toBe('WITHDRAW_PER_TIME');
    for (let i = 0; i < 5; i += 1) expect((await v('POST', `/api/auth/withdraw/${vip.uuid}`, { amount: 100_000 })).status).toBe(200);
    expect(await mock.credit(vip)).toBe(500_000);
  });

  it('refuses more than the credit', async () => {
    const member = await mock.member({ level: 1, credit: 50 });
    const response = await mock.as(member)<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 50.01 });
    expect(response.body.code).toBe('INSUFFICIENT_CREDIT');
  });

  it('Idempotency-Key: a retry returns the first answer and moves money once; another body is refused', async () => {
    const member = await mock.member({ level: 1, credit: 1000 });
    const call = mock.as(member);
    const headers = { 'idempotency-key': 'withdraw-123' };
    const first = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 100 }, headers);
    const retry = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 100 }, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.data.withdrawal.id).toBe(first.body.data.withdrawal.id);
    expect(await mock.credit(member)).toBe(900);
    const other = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 200 }, headers);
    expect(other.status).toBe(409);
    expect(await mock.credit(member)).toBe(900);
  });

  it('a failed transfer (amount ending .99) keeps the money held and can be retried, then settles', async () => {
    const member = await mock.member({ level: 1, credit: 1000 });
    const call = mock.as(member);
    const failed = await call<Body>('POST', `/api/auth/withdraw/${member.uuid}`, { amount: 10.99 });
    expect(failed.body.data.withdrawal.status).toBe('failed');
    expect(await mock.credit(member)).toBe(989.01);
    const retried = await call<{ data: { status: string } }>('POST', '/api/auth/withdraw/retry', { id: failed.body.data.withdrawal.id });
    expect(retried.body.data.status).toBe('pending');
    expect((await call('POST', '/api/auth/withdraw/retry', { id: failed.body.data.withdrawal.id })).status).toBe(409);
    await mock.control('POST', '/__mock/clock', { advanceMs: 5 * 60_000 });
    const history = await call<{ data: Array<{ id: string; status: string }> }>(
      'GET',
      `/api/auth/withdraw/withdraw-history/${member.uuid}`,
    );
    expect(history.body.data.find((w) => w.id === failed.body.data.withdrawal.id)?.status).toBe('approved');
  });

  it('transfer to bank withdraws the whole credit to the registered account only', async () => {
    const member = await mock.member({ level: 1, credit: 750.5 });
    const call = mock.as(member);
    const detail = await call<{ data: { user_bank: { bankId: string; bankName: string } } }>('GET', `/api/auth/user/detail/${member.uuid}`);
    const bank = detail.body.data.user_bank;
    const response = await call<Body>('POST', '/api/auth/user/transfer/to/bank', {
      uuid: member.uuid,
      bankId: bank.bankId,
      bankName: bank.bankName,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.credit).toBe(0);
    const empty = await call<Body>('POST', '/api/auth/user/transfer/to/bank', {
      uuid: member.uuid,
      bankId: bank.bankId,
      bankName: bank.bankName,
    });
    expect(empty.status).toBe(422);
  });
});
