import { WITHDRAWALS_PER_DAY } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { expectCredit, refused } from '../lib/scenario/helpers';

const CREDIT = 1_000;
const AMOUNT = 10;

export default defineScenario({
  name: 'withdraw-count-per-day',
  tags: ['withdraw'],
  kind: 'api',
  description: `The ${WITHDRAWALS_PER_DAY + 1}th withdrawal of a Bangkok day is refused, whatever the amount; the next day withdrawing works again`,
  async run(s) {
    const member = await s.loginAs(await s.createMember({ level: 1, credit: CREDIT }));
    for (let n = 1; n <= WITHDRAWALS_PER_DAY; n += 1) {
      await s.step(
        `withdrawal ${n} of ${WITHDRAWALS_PER_DAY}`,
        () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: AMOUNT } }),
        {
          status: 200,
          body: { data: { credit: CREDIT - n * AMOUNT, limits: { countToday: n, countLeft: WITHDRAWALS_PER_DAY - n } } },
        },
      );
    }
    await s.step(
      `withdrawal ${WITHDRAWALS_PER_DAY + 1} the same day is refused`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: AMOUNT } }),
      refused(409, 422),
    );
    await expectCredit(s, member, CREDIT - WITHDRAWALS_PER_DAY * AMOUNT, 'the refused withdrawal moved nothing');
    await s.advanceDays(1);
    await s.step(
      'the next Bangkok day a withdrawal is accepted again',
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: AMOUNT } }),
      {
        status: 200,
        body: { data: { credit: CREDIT - (WITHDRAWALS_PER_DAY + 1) * AMOUNT, limits: { countToday: 1 } } },
      },
    );
  },
});
