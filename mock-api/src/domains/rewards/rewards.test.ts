import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('rewards contract', () => {
  const member = memberTarget();

  it('lists categories and rewards, all and by category', async () => {
    const all = await member.target.request('POST', contract.rewards.list.path, { token: member.session.token, body: {} });
    expectContract(contract.rewards.list, all, 200);
    const categoryId = (all.body as { data: { categories: Array<{ id: string }> } }).data.categories[0]?.id;
    expect(categoryId).toBeDefined();
    expectContract(
      contract.rewards.list,
      await member.target.request('POST', contract.rewards.list.path, { token: member.session.token, body: { categoryId } }),
      200,
    );
  });

  it('answers 404 for an unknown reward and serves the history', async () => {
    const unknown = await member.target.request('POST', contract.rewards.request.path, {
      token: member.session.token,
      body: { rewardId: 'NO-SUCH-REWARD', quantity: 1, userUuid: member.session.uuid },
    });
    expectContract(contract.rewards.request, unknown, 404);
    expectContract(
      contract.rewards.history,
      await member.target.request('POST', contract.rewards.history.path, {
        token: member.session.token,
        body: { userUuid: member.session.uuid },
      }),
      200,
    );
  });

  it('forbids claiming for another member', async () => {
    const response = await member.target.request('POST', contract.rewards.request.path, {
      token: member.session.token,
      body: { rewardId: 'RW-TOPUP50', quantity: 1, userUuid: '00000000-0000-4000-8000-000000000004' },
    });
    expectContract(contract.rewards.request, response, 403);
  });
});
