import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('rewards contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('lists categories and rewards, all and by category', async () => {
    const categoryId = bodyOf(await api().rewards.list({ body: {} }), 200).data.categories[0]?.id;
    expect(categoryId).toBeDefined();
    bodyOf(await api().rewards.list({ body: { categoryId } }), 200);
  });

  it('answers 404 for an unknown reward and serves the history', async () => {
    const unknown = { rewardId: 'NO-SUCH-REWARD', quantity: 1, userUuid: member.session.uuid };
    bodyOf(await api().rewards.request({ body: unknown }), 404);
    bodyOf(await api().rewards.history({ body: { userUuid: member.session.uuid } }), 200);
  });

  it('forbids claiming for another member', async () => {
    const foreign = { rewardId: 'RW-TOPUP50', quantity: 1, userUuid: '00000000-0000-4000-8000-000000000004' };
    bodyOf(await api().rewards.request({ body: foreign }), 403);
  });
});
