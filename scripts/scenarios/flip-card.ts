import { FLIP_CARD_COUNT } from '@site/contract';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { creditOf, expectCredit, refused } from '../lib/scenario/helpers';

const MAX_PLAYS_CHECKED = 50;

export default defineScenario({
  name: 'flip-card',
  tags: ['rewards'],
  kind: 'api',
  description: 'Flipping a card reveals all cards, credits the picked one and logs it; plays stop at the daily quota',
  async run(s) {
    const member = await s.loginAs(await s.createMember());
    const logs = await s.step('read flip-card plays left', () => member.api.flipCard.logs(), {
      status: 200,
      body: { data: { playsLeft: is.between(1, MAX_PLAYS_CHECKED) } },
    });
    const { playsLeft } = logs.body.data;
    await s.step('a card outside the deck is refused', () => member.api.flipCard.randomReward({ body: { cardIndex: FLIP_CARD_COUNT } }), {
      status: 400,
      body: { message: is.thaiText() },
    });
    let credit = await creditOf(s, member);
    for (let play = 1; play <= playsLeft; play += 1) {
      const cardIndex = (play * 4) % FLIP_CARD_COUNT;
      const result = await s.step(
        `flip card ${cardIndex} (play ${play} of ${playsLeft})`,
        () => member.api.flipCard.randomReward({ body: { cardIndex } }),
        {
          status: 200,
          body: {
            data: {
              picked: { index: cardIndex },
              cards: is.arrayOfLength(FLIP_CARD_COUNT),
              playsLeft: playsLeft - play,
              log: { cardIndex, game: 'flip-card' },
            },
          },
        },
      );
      const { picked, cards, log } = result.body.data;
      await s.verify(
        `play ${play} credits the picked card, as revealed and logged`,
        () => ({ revealed: cards[cardIndex]?.amount, credit: result.body.data.credit, logged: log.amount }),
        {
          revealed: picked.amount,
          credit: credit + picked.amount,
          logged: picked.amount,
        },
      );
      credit = result.body.data.credit;
    }
    await s.step(
      'one more flip is refused: no plays left today',
      () => member.api.flipCard.randomReward({ body: { cardIndex: 0 } }),
      refused(409),
    );
    await expectCredit(s, member, credit, 'the refused flip paid nothing');
    await s.step('the log lists the plays', () => member.api.flipCard.logs(), {
      status: 200,
      body: {
        data: {
          playsLeft: 0,
          logs: is.satisfying(
            `at least ${playsLeft} flip-card plays`,
            (seen) => Array.isArray(seen) && seen.filter((l: { game?: string }) => l.game === 'flip-card').length >= playsLeft,
          ),
        },
      },
    });
  },
});
