import { afterAll, beforeAll, describe, it } from 'vitest';
import { bodyOf, contractClient, openTarget, type Target } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('bank contract', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  const api = () => contractClient(target);

  it('looks up the holder of an account', async () => {
    bodyOf(await api().bank.accountName({ body: { bankName: 'KBANK', bankId: '4445556667' } }), 200);
  });

  it('rejects an unknown bank code and a malformed number with 400', async () => {
    bodyOf(await api().bank.accountName({ body: { bankName: 'NOPE', bankId: '4445556667' } }), 400);
    bodyOf(await api().bank.accountName({ body: { bankName: 'KBANK', bankId: '12ab' } }), 400);
  });
});
