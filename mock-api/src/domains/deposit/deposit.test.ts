import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('deposit contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('serves where to transfer, from which account, and the history', async () => {
    bodyOf(await api().deposit.member({ params: { uuid: member.session.uuid } }), 200);
  });

  it('serves the public ticker without a member.session', async () => {
    bodyOf(await contractClient(member.target).deposit.recent(), 200);
  });

  it("forbids another member's deposits", async () => {
    bodyOf(await api().deposit.member({ params: { uuid: '00000000-0000-4000-8000-000000000002' } }), 403);
  });
});
