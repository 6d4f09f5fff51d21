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

  it('verify -> confirm -> request-deposit credits once; the slip cannot be used again', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    const bank = bodyOf(await api.user.detail({ params: { uuid: member.uuid } }), 200).data.user_bank.bankName;
    const qrPayload = buildSlipQr(bank, 'FLOW000001');
    const verified = bodyOf(await api.slip.verify({ body: { qrPayload } }), 200);
    bodyOf(await api.slip.requestDeposit({ body: { transRef: 'FLOW000001' } }), 422);
    bodyOf(await api.slip.confirm({ body: { transRef: 'FLOW000001' } }), 200);
    const extraHeaders = { 'idempotency-key': 'slip-flow-1' };
    const deposited = bodyOf(await api.slip.requestDeposit({ body: { transRef: 'FLOW000001' }, extraHeaders }), 200);
    expect(deposited.data.status).toBe('approved');
    bodyOf(await api.slip.requestDeposit({ body: { transRef: 'FLOW000001' }, extraHeaders }), 200);
    expect(await mock.credit(member)).toBe(verified.data.amount);
    expect(bodyOf(await api.slip.verify({ body: { qrPayload } }), 409).code).toBe('SLIP_USED');
    expect(bodyOf(await api.slip.myRequests(), 200).data[0]?.status).toBe('approved');
  });

  it('refuses a slip another member verified first: B cannot deposit A’s slip, even from the same bank', async () => {
    const owner = await mock.member({ credit: 0, bank: { bankName: 'SCB', bankId: '5550001111' } });
    const taker = await mock.member({ credit: 0, bank: { bankName: 'SCB', bankId: '5550002222' } });
    const qrPayload = buildSlipQr('SCB', 'OWNERSLIP01');
    bodyOf(await mock.api(owner).slip.verify({ body: { qrPayload } }), 200);
    const refused = bodyOf(await mock.api(taker).slip.verify({ body: { qrPayload } }), 422);
    expect(refused.code).toBe('SLIP_FOREIGN_SENDER');
    expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    bodyOf(await mock.api(taker).slip.confirm({ body: { transRef: 'OWNERSLIP01' } }), 404);
    expect(await mock.credit(taker)).toBe(0);
    // the owner still deposits it
    bodyOf(await mock.api(owner).slip.confirm({ body: { transRef: 'OWNERSLIP01' } }), 200);
  });

  it('rejects a slip from another bank, an old slip and an unreadable photo with server messages', async () => {
    const member = await mock.member({ credit: 0 });
    const api = mock.api(member);
    const bank = bodyOf(await api.user.detail({ params: { uuid: member.uuid } }), 200).data.user_bank.bankName;
    const otherBank = bank === 'KBANK' ? 'SCB' : 'KBANK';
    const verify = (body: { qrPayload: string } | { image: string }) => api.slip.verify({ body });
    expect(bodyOf(await verify({ qrPayload: buildSlipQr(otherBank, 'FOREIGN001') }), 422).code).toBe('SLIP_FOREIGN_SENDER');
    expect(bodyOf(await verify({ qrPayload: buildSlipQr(bank, 'OLD0000001') }), 422).code).toBe('SLIP_EXPIRED');
    expect(bodyOf(await verify({ image: 'data:image/png;base64,iVBORw0KGgo=' }), 422).code).toBe('SLIP_UNREADABLE');
    const photo = `data:image/jpeg;base64,${Buffer.alloc(512, 7).toString('base64')}`;
    bodyOf(await verify({ image: photo }), 200);
  });
});
