import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('rewards contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('lists categories and rewards, all and by category', async () => {
    const all = await target.request('POST', contract.rewards.list.path, { token: session.token, body: {} });
    expectContract(contract.rewards.list, all, 200);
    const categoryId = (all.body as { data: { categories: Array<{ id: string }> } }).data.categories[0]?.id;
    expect(categoryId).toBeDefined();
    expectContract(contract.rewards.list, await target.request('POST', contract.rewards.list.path, { token: session.token, body: { categoryId } }), 200);
  });

  it('answers 404 for an unknown reward and serves the history', async () => {
    const unknown = await target.request('POST', contract.rewards.request.path, { token: session.token, body: { rewardId: 'NO-SUCH-REWARD', quantity: 1, userUuid: session.uuid } });
    expectContract(contract.rewards.request, unknown, 404);
    expectContract(contract.rewards.history, await target.request('POST', contract.rewards.history.path, { token: session.token, body: { userUuid: session.uuid } }), 200);
  });

  it('forbids claiming for another member', async () => {
    const response = await target.request('POST', contract.rewards.request.path, { token: session.token, body: { rewardId: 'RW-TOPUP50', quantity: 1, userUuid: '00000000-0000-4000-8000-000000000004' } });
    expectContract(contract.rewards.request, response, 403);
  });
});
