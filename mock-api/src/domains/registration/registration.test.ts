import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, openTarget, pathOf, type Target } from '../../test-support/target';

describe('registration contract', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('answers availability of phone, username and bank account', async () => {
    expectContract(
      contract.registration.checkPhone,
      await target.request('GET', pathOf(contract.registration.checkPhone, { value: '0899999999' })),
      200,
    );
    expectContract(
      contract.registration.checkUsername,
      await target.request('GET', pathOf(contract.registration.checkUsername, { value: 'freename1' })),
      200,
    );
    const bank = await target.request('POST', pathOf(contract.registration.checkBankId, { bankId: '1112223334' }), {
      body: { bankName: 'KBANK' },
    });
    expectContract(contract.registration.checkBankId, bank, 200);
  });

  it("validates formats with 400 and the contract's Thai messages", async () => {
    const phone = await target.request('GET', pathOf(contract.registration.checkPhone, { value: '0123' }));
    expectContract(contract.registration.checkPhone, phone, 400);
    expect((phone.body as { message: string }).message).toBe('เบอร์โทรศัพท์มือถือต้องขึ้นต้นด้วย 06, 08 หรือ 09 และมี 10 หลัก');
    expectContract(
      contract.registration.checkUsername,
      await target.request('GET', pathOf(contract.registration.checkUsername, { value: 'a!' })),
      400,
    );
    expectContract(
      contract.registration.register,
      await target.request('POST', contract.registration.register.path, { body: { step1: {} } }),
      400,
    );
  });

  it('answers 404 for an unknown inviter code', async () => {
    expectContract(
      contract.registration.inviter,
      await target.request('GET', pathOf(contract.registration.inviter, { afCode: 'NOSUCHCODE99' })),
      404,
    );
  });
});
