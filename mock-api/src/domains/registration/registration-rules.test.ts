import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../demo-members';
import { bodyOf, contractClient, login } from '../../test-support/target';
import { openMockClient, type MockClient } from '../../test-support/mock-client';

const step1 = { phone: '0651234567', username: 'newmember1', password: 'secret12', confirmPassword: 'secret12' };
const step2 = { bankName: 'GSB', bankId: '020012345678', name: 'ทดลอง สมัครใหม่' };

describe('registration rules', () => {
  let mock: MockClient;
  let api: ReturnType<typeof contractClient>;
  beforeAll(async () => {
    mock = await openMockClient();
    api = contractClient(mock.target);
  });
  afterAll(() => mock.close());

  it("registers with an affiliate code and marketing source, logs in, and joins the inviter's downline", async () => {
    bodyOf(await api.registration.register({ body: { step1, step2, afCode: 'demo2024', team: 'teamA', marketing: 'facebook' } }), 200);
    const session = await login(mock.target, { username: step1.phone, password: step1.password });
    const account = bodyOf(await mock.api(session).user.account({ params: { uuid: session.uuid } }), 200);
    expect(account.data).toMatchObject({ inviter: 'DEMO2024', team: 'teamA', marketing: 'facebook' });
    const demo = await login(mock.target, DEMO_MEMBERS[0]);
    const downline = bodyOf(await mock.api(demo).affiliate.downline({ params: { username: demo.username } }), 200);
    expect(Object.keys(downline.data.users)).toContain(step1.username);
    expect(bodyOf(await api.registration.checkUsername({ params: { value: step1.username } }), 200).data.available).toBe(false);
  });

  it('rejects duplicates with 409 and Thai messages, and a wrong account length with 422', async () => {
    const other = { ...step1, username: 'another01', phone: '0659999999' };
    expect(bodyOf(await api.registration.register({ body: { step1, step2 } }), 409).message).toMatch(/[\u0E00-\u0E7F]/);
    const samePhone = await api.registration.register({ body: { step1: { ...step1, username: 'another01' }, step2 } });
    expect(bodyOf(samePhone, 409).code).toBe('PHONE_TAKEN');
    expect(bodyOf(await api.registration.register({ body: { step1: other, step2 } }), 409).code).toBe('BANK_TAKEN');
    const shortGsb = await api.registration.register({ body: { step1: other, step2: { ...step2, bankId: '0200123456' } } });
    expect(bodyOf(shortGsb, 422).message).toContain('12');
    const unknownInviter = await api.registration.register({
      body: { step1: other, step2: { ...step2, bankId: '020099999999' }, afCode: 'NOBODY99' },
    });
    expect(bodyOf(unknownInviter, 422).code).toBe('INVITER_UNKNOWN');
  });

  it('looks up account names and refuses a number the bank does not know', async () => {
    const known = bodyOf(await api.bank.accountName({ body: { bankName: 'KBANK', bankId: '1234567890' } }), 200);
    expect(known.data.accountName).toBe(DEMO_MEMBERS[0].name);
    expect(bodyOf(await api.bank.accountName({ body: { bankName: 'KBANK', bankId: '1111111111' } }), 404).code).toBe('ACCOUNT_UNKNOWN');
  });
});
