import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('flip-card contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('plays a card (200) or says no plays are left (409)', async () => {
    const play = await api().flipCard.randomReward({ body: { cardIndex: 4 } });
    bodyOf(play, play.status === 409 ? 409 : 200);
    const prize = await api().flipCard.rewardRandom({ body: { cardIndex: 2 } });
    bodyOf(prize, prize.status === 409 ? 409 : 200);
  });

  it('rejects a card outside the deal with 400', async () => {
    bodyOf(await api().flipCard.randomReward({ body: { cardIndex: 9 } }), 400);
  });

  it('serves the logs and the prizes won', async () => {
    bodyOf(await api().flipCard.logs(), 200);
    bodyOf(await api().flipCard.myRewardRequests(), 200);
  });
});
