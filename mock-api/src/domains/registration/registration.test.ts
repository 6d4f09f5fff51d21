import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisterBody } from '@site/contract';
import { bodyOf, contractClient, openTarget, type Target } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('registration contract', () => {
  let target: Target;
  const api = () => contractClient(target);
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('answers availability of phone, username and bank account', async () => {
    bodyOf(await api().registration.checkPhone({ params: { value: '0899999999' } }), 200);
    bodyOf(await api().registration.checkUsername({ params: { value: 'freename1' } }), 200);
    bodyOf(await api().registration.checkBankId({ params: { bankId: '1112223334' }, body: { bankName: 'KBANK' } }), 200);
  });

  it("validates formats with 400 and the contract's Thai messages", async () => {
    const phone = bodyOf(await api().registration.checkPhone({ params: { value: '0123' } }), 400);
    expect(phone.message).toBe('เบอร์โทรศัพท์มือถือต้องขึ้นต้นด้วย 06, 08 หรือ 09 และมี 10 หลัก');
    bodyOf(await api().registration.checkUsername({ params: { value: 'a!' } }), 400);
    // an empty first step, as a hand-written client might send it
    bodyOf(await api().registration.register({ body: { step1: {} } as RegisterBody }), 400);
  });

  it('answers 404 for an unknown inviter code', async () => {
    bodyOf(await api().registration.inviter({ params: { afCode: 'NOSUCHCODE99' } }), 404);
  });
});
