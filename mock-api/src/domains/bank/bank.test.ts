import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, openTarget, type Target } from '../../test-support/target';

describe('bank contract', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('looks up the holder of an account', async () => {
    expectContract(
      contract.bank.accountName,
      await target.request('POST', contract.bank.accountName.path, { body: { bankName: 'KBANK', bankId: '4445556667' } }),
      200,
    );
  });

  it('rejects an unknown bank code and a malformed number with 400', async () => {
    expectContract(
      contract.bank.accountName,
      await target.request('POST', contract.bank.accountName.path, { body: { bankName: 'NOPE', bankId: '4445556667' } }),
      400,
    );
    expectContract(
      contract.bank.accountName,
      await target.request('POST', contract.bank.accountName.path, { body: { bankName: 'KBANK', bankId: '12ab' } }),
      400,
    );
  });
});
