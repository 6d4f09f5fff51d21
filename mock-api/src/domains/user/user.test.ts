import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// The typed client validates every answer against the contract's schema for its status
// (validateResponse), as expectContract did; bodyOf asserts the status.
describe('user contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);
  const own = () => ({ params: { uuid: member.session.uuid } });

  it('serves the profile with every field spec 3 names', async () => {
    bodyOf(await api().user.detail(own()), 200);
  });

  it('serves the account record and the level with the tier table', async () => {
    bodyOf(await api().user.account(own()), 200);
    const level = bodyOf(await api().user.level(own()), 200);
    expect(level.data.tiers).toHaveLength(6);
  });

  it('serves win/loss and transactions, and rejects a reversed date range', async () => {
    bodyOf(await api().user.winLoss({ ...own(), query: { start: '2020-01-01', end: '2030-12-31' } }), 200);
    bodyOf(await api().user.winLoss({ ...own(), query: { start: '2030-01-01', end: '2020-12-31' } }), 400);
    bodyOf(await api().user.transactions(own()), 200);
  });

  it('rejects a wrong old password (422) and a mismatched confirmation (400)', async () => {
    const wrongOld = { oldPassword: 'not-my-password', newPassword: 'another12', confirmPassword: 'another12' };
    bodyOf(await api().user.changePassword({ ...own(), body: wrongOld }), 422);
    const mismatch = { oldPassword: 'whatever1', newPassword: 'another12', confirmPassword: 'another13' };
    bodyOf(await api().user.changePassword({ ...own(), body: mismatch }), 400);
  });

  it("forbids another member's uuid with 403", async () => {
    const other = { params: { uuid: '00000000-0000-4000-8000-000000000001' } };
    bodyOf(await api().user.detail(other), 403);
    bodyOf(await api().user.level(other), 403);
  });
});
