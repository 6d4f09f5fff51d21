import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('flip-card contract', () => {
  const member = memberTarget();

  it('plays a card (200) or says no plays are left (409)', async () => {
    const play = await member.target.request('POST', contract.flipCard.randomReward.path, {
      token: member.session.token,
      body: { cardIndex: 4 },
    });
    expectContract(contract.flipCard.randomReward, play, play.status === 409 ? 409 : 200);
    const prize = await member.target.request('POST', contract.flipCard.rewardRandom.path, {
      token: member.session.token,
      body: { cardIndex: 2 },
    });
    expectContract(contract.flipCard.rewardRandom, prize, prize.status === 409 ? 409 : 200);
  });

  it('rejects a card outside the deal with 400', async () => {
    expectContract(
      contract.flipCard.randomReward,
      await member.target.request('POST', contract.flipCard.randomReward.path, { token: member.session.token, body: { cardIndex: 9 } }),
      400,
    );
  });

  it('serves the logs and the prizes won', async () => {
    expectContract(
      contract.flipCard.logs,
      await member.target.request('GET', contract.flipCard.logs.path, { token: member.session.token }),
      200,
    );
    expectContract(
      contract.flipCard.myRewardRequests,
      await member.target.request('GET', contract.flipCard.myRewardRequests.path, { token: member.session.token }),
      200,
    );
  });
});
