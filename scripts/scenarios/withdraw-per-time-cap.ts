import { levelRule } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { expectCredit, refused, withdrawLimits } from '../lib/scenario/helpers';

const DIAMOND = levelRule(4);

export default defineScenario({
  name: 'withdraw-per-time-cap',
  tags: ['withdraw'],
  kind: 'api',
  description: `A ${DIAMOND.code} member cannot withdraw more than ${DIAMOND.withdrawPerTime?.toLocaleString('en')} baht at once, even with the credit and daily room for it`,
  async run(s) {
    const cap = DIAMOND.withdrawPerTime;
    if (cap === null) throw new Error('the rules give diamond no per-withdrawal cap; this scenario proves that cap');
    const credit = cap * 3;
    const member = await s.loginAs(await s.createMember({ level: DIAMOND.id, credit }));
    await s.step('the limits show the cap', () => member.api.withdraw.requests({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { limits: { perWithdrawal: cap, perDay: DIAMOND.withdrawPerDay, maxNow: cap } } },
    });
    await s.step(
      `withdrawing ${cap + 0.01} baht is refused`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: cap + 0.01 } }),
      refused(409, 422),
    );
    await expectCredit(s, member, credit, 'nothing was debited');
    await s.step(
      `withdrawing exactly ${cap} baht is accepted`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: cap } }),
      {
        status: 200,
        body: { data: { credit: credit - cap, withdrawal: { amount: cap } } },
      },
    );
    const limits = await withdrawLimits(s, member);
    await s.verify('only the accepted withdrawal counts today', () => ({ usedToday: limits.usedToday, countToday: limits.countToday }), {
      usedToday: cap,
      countToday: 1,
    });
  },
});
