import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// The typed client validates every answer against the contract's schema for its status
// (validateResponse); bodyOf asserts the status.
describe('withdraw contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);
  const own = () => ({ params: { uuid: member.session.uuid } });

  it('serves history, open requests with limits, and the public ticker', async () => {
    bodyOf(await api().withdraw.history(own()), 200);
    bodyOf(await api().withdraw.requests(own()), 200);
    bodyOf(await contractClient(member.target).withdraw.recent(), 200);
  });

  it('refuses more than the credit with 422 and a message, moving nothing', async () => {
    bodyOf(await api().withdraw.create({ ...own(), body: { amount: 99_999_999 } }), 422);
  });

  it('refuses malformed amounts with 400', async () => {
    bodyOf(await api().withdraw.create({ ...own(), body: { amount: -5 } }), 400);
    bodyOf(await api().withdraw.create({ ...own(), body: { amount: 10.001 } }), 400);
    // a string where the contract wants a number, as a hand-written client might send it
    bodyOf(await api().withdraw.create({ ...own(), body: { amount: '100' as unknown as number } }), 400);
  });

  it('answers 404 for retrying an unknown withdrawal and 422 for a foreign bank account', async () => {
    bodyOf(await api().withdraw.retry({ body: { id: 'NO-SUCH-ID' } }), 404);
    const foreign = { uuid: member.session.uuid, bankId: '0000000001', bankName: 'KBANK' };
    bodyOf(await api().withdraw.transferToBank({ body: foreign }), 422);
  });

  it('forbids withdrawing from another member', async () => {
    bodyOf(await api().withdraw.create({ params: { uuid: '00000000-0000-4000-8000-000000000003' }, body: { amount: 1 } }), 403);
  });
});
