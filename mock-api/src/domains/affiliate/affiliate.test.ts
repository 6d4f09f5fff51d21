import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('affiliate contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);
  const byName = () => ({ params: { username: member.session.username } });

  it('serves bonus, downline and invite code', async () => {
    bodyOf(await api().affiliate.bonus(byName()), 200);
    bodyOf(await api().affiliate.downline(byName()), 200);
    bodyOf(await api().affiliate.code({ params: { uuid: member.session.uuid } }), 200);
  });

  it('serves downline bonus and af/wl logs over a date range', async () => {
    const range = { start: '2020-01-01', end: '2030-12-31' };
    bodyOf(await api().affiliate.downlineBonus({ ...byName(), body: range }), 200);
    for (const type of ['af', 'wl'] as const) bodyOf(await api().affiliate.logs({ ...byName(), body: { type, ...range } }), 200);
    // a log type the contract does not know, as a hand-written client might send it
    const unknownType = 'xx' as 'af';
    bodyOf(await api().affiliate.logs({ ...byName(), body: { type: unknownType, ...range } }), 400);
  });

  it('refuses withdrawing more bonus than earned (422)', async () => {
    bodyOf(await api().affiliate.withdraw({ ...byName(), body: { amount: 99_999_999, type: 'wl' } }), 422);
  });

  it("forbids another member's affiliate data", async () => {
    bodyOf(await api().affiliate.bonus({ params: { username: 'someoneelse' } }), 403);
  });
});
