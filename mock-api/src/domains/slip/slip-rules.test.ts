import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { buildSlipQr, parseSlipQr } from './qr';

type Verified = { code?: string; message: string; data: { transRef: string; amount: number } };
type Request = { code?: string; data: { status: string; amount: number } };

describe('slip rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('reads back the payload it builds, and refuses a bad checksum', () => {
    const payload = buildSlipQr('SCB', 'REF0012345');
    expect(parseSlipQr(payload)).toEqual({ bankCode: 'SCB', transRef: 'REF0012345' });
    expect(parseSlipQr(`${payload.slice(0, -1)}0`)).toBeNull();
  });

  it('verify -> confirm -> request-deposit credits once; the slip cannot be used again', async () => {
    const member = await mock.member({ credit: 0 });
    const call = mock.as(member);
    const detail = await call<{ data: { user_bank: { bankName: string } } }>('GET', `/api/auth/user/detail/${member.uuid}`);
    const qrPayload = buildSlipQr(detail.body.data.user_bank.bankName, 'FLOW000001');
    const verified = await call<Verified>('POST', '/api/auth/slip/verify', { qrPayload });
    expect(verified.status).toBe(200);
    expect((await call<Request>('POST', '/api/auth/slip/request-deposit', { transRef: 'FLOW000001' })).status).toBe(422);
    expect((await call<Request>('POST', '/api/auth/slip/confirm', { transRef: 'FLOW000001' })).status).toBe(200);
    const key = { 'idempotency-key': 'slip-flow-1' };
    const deposited = await call<Request>('POST', '/api/auth/slip/request-deposit', { transRef: 'FLOW000001' }, key);
    expect(deposited.body.data.status).toBe('approved');
    expect((await call<Request>('POST', '/api/auth/slip/request-deposit', { transRef: 'FLOW000001' }, key)).status).toBe(200);
    expect(await mock.credit(member)).toBe(verified.body.data.amount);
    const reuse = await call<Verified>('POST', '/api/auth/slip/verify', { qrPayload });
    expect(reuse.status).toBe(409);
    expect(reuse.body.code).toBe('SLIP_USED');
    const mine = await call<{ data: Array<{ status: string }> }>('GET', '/api/auth/slip/my/request');
    expect(mine.body.data[0]?.status).toBe('approved');
  });

  it('rejects a slip from another bank, an old slip and an unreadable photo with server messages', async () => {
    const member = await mock.member({ credit: 0 });
    const call = mock.as(member);
    const detail = await call<{ data: { user_bank: { bankName: string } } }>('GET', `/api/auth/user/detail/${member.uuid}`);
    const bank = detail.body.data.user_bank.bankName;
    const otherBank = bank === 'KBANK' ? 'SCB' : 'KBANK';
    expect((await call<Verified>('POST', '/api/auth/slip/verify', { qrPayload: buildSlipQr(otherBank, 'FOREIGN001') })).body.code).toBe(
      'SLIP_FOREIGN_SENDER',
    );
    expect((await call<Verified>('POST', '/api/auth/slip/verify', { qrPayload: buildSlipQr(bank, 'OLD0000001') })).body.code).toBe(
      'SLIP_EXPIRED',
    );
    expect((await call<Verified>('POST', '/api/auth/slip/verify', { image: 'data:image/png;base64,iVBORw0KGgo=' })).body.code).toBe(
      'SLIP_UNREADABLE',
    );
    const photo = `data:image/jpeg;base64,${Buffer.alloc(512, 7).toString('base64')}`;
    expect((await call<Verified>('POST', '/api/auth/slip/verify', { image: photo })).status).toBe(200);
  });
});
