import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('flip-card contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('plays a card (200) or says no plays are left (409)', async () => {
    const play = await target.request('POST', contract.flipCard.randomReward.path, { token: session.token, body: { cardIndex: 4 } });
    expectContract(contract.flipCard.randomReward, play, play.status === 409 ? 409 : 200);
    const prize = await target.request('POST', contract.flipCard.rewardRandom.path, { token: session.token, body: { cardIndex: 2 } });
    expectContract(contract.flipCard.rewardRandom, prize, prize.status === 409 ? 409 : 200);
  });

  it('rejects a card outside the deal with 400', async () => {
    expectContract(contract.flipCard.randomReward, await target.request('POST', contract.flipCard.randomReward.path, { token: session.token, body: { cardIndex: 9 } }), 400);
  });

  it('serves the logs and the prizes won', async () => {
    expectContract(contract.flipCard.logs, await target.request('GET', contract.flipCard.logs.path, { token: session.token }), 200);
    expectContract(contract.flipCard.myRewardRequests, await target.request('GET', contract.flipCard.myRewardRequests.path, { token: session.token }), 200);
  });
});
