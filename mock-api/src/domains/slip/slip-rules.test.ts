import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';
import { buildSlipQr, parseSlipQr } from './qr';

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

  it('verify -> confirm -> request-deposit credits the minted amount once; the slip cannot be used again', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    const { qrPayload, transRef } = await mock.mintSlip(member, 1234.5);
    const verified = bodyOf(await api.slip.verify({ body: { qrPayload } }), 200);
    expect(verified.data.amount).toBe(1234.5);
    bodyOf(await api.slip.requestDeposit({ body: { transRef } }), 422);
    bodyOf(await api.slip.confirm({ body: { transRef } }), 200);
    const extraHeaders = { 'idempotency-key': 'slip-flow-1' };
    const deposited = bodyOf(await api.slip.requestDeposit({ body: { transRef }, extraHeaders }), 200);
    expect(deposited.data.status).toBe('approved');
    bodyOf(await api.slip.requestDeposit({ body: { transRef }, extraHeaders }), 200);
    expect(await mock.credit(member)).toBe(1234.5);
    expect(bodyOf(await api.slip.verify({ body: { qrPayload } }), 409).code).toBe('SLIP_USED');
    expect(bodyOf(await api.slip.myRequests(), 200).data[0]?.status).toBe('approved');
  });

  it('accepts only slips the mock’s bank minted: 19 made-up references credit nothing', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    const bank = bodyOf(await api.user.detail({ params: { uuid: member.uuid } }), 200).data.user_bank.bankName;
    for (let i = 0; i < 19; i += 1) {
      const refused = bodyOf(await api.slip.verify({ body: { qrPayload: buildSlipQr(bank, `MADEUP${String(i).padStart(6, '0')}`) } }), 422);
      expect(refused.code).toBe('SLIP_UNKNOWN_TRANSFER');
      expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    // a minted reference printed with another bank is not that transfer either
    const minted = await mock.mintSlip(member, 100);
    const otherBank = bank === 'KBANK' ? 'SCB' : 'KBANK';
    expect(bodyOf(await api.slip.verify({ body: { qrPayload: buildSlipQr(otherBank, minted.transRef) } }), 422).code).toBe(
      'SLIP_FOREIGN_SENDER',
    );
    expect(await mock.credit(member)).toBe(0);
  });

  it('refuses a slip minted from another member’s account, even from the same bank', async () => {
    const owner = await mock.member({ credit: 0, bank: { bankName: 'SCB', bankId: '5550001111' } });
    const taker = await mock.member({ credit: 0, bank: { bankName: 'SCB', bankId: '5550002222' } });
    const { qrPayload, transRef } = await mock.mintSlip(owner, 500);
    const refused = bodyOf(await mock.api(taker).slip.verify({ body: { qrPayload } }), 422);
    expect(refused.code).toBe('SLIP_FOREIGN_SENDER');
    expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    bodyOf(await mock.api(taker).slip.confirm({ body: { transRef } }), 404);
    expect(await mock.credit(taker)).toBe(0);
    // the owner still deposits it
    bodyOf(await mock.api(owner).slip.verify({ body: { qrPayload } }), 200);
    bodyOf(await mock.api(owner).slip.confirm({ body: { transRef } }), 200);
  });

  it('reads the minted picture as its QR; refuses an old transfer, another photo and bad mints with Thai messages', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    const verify = (body: { qrPayload: string } | { image: string }) => api.slip.verify({ body });
    const minted = await mock.mintSlip(member, 250);
    expect(minted.image).toMatch(/^data:image\/png;base64,/);
    expect(bodyOf(await verify({ image: minted.image }), 200).data).toMatchObject({ transRef: minted.transRef, amount: 250 });
    const old = await mock.mintSlip(member, 300, new Date(Date.parse('2026-03-10T05:00:00.000Z') - 2 * 86_400_000).toISOString());
    expect(bodyOf(await verify({ qrPayload: old.qrPayload }), 422).code).toBe('SLIP_EXPIRED');
    expect(bodyOf(await verify({ image: 'data:image/png;base64,iVBORw0KGgo=' }), 422).code).toBe('SLIP_UNREADABLE');
    const photo = `data:image/jpeg;base64,${Buffer.alloc(512, 7).toString('base64')}`;
    expect(bodyOf(await verify({ image: photo }), 422).code).toBe('SLIP_UNREADABLE');
    for (const body of [{ amount: 0 }, { amount: 1e-9 }, { amount: 1e306 }, { amount: 100, transferredAt: '2099-01-01T00:00:00.000Z' }]) {
      const refused = await mock.controlApi.mintSlip({ params: { username: member.username }, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(bodyOf(refused, 400).message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
