import { WITHDRAWALS_PER_DAY, levelRule } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { expectCredit, refused } from '../lib/scenario/helpers';

const SILVER = levelRule(1);
const CREDIT = 1_000;
const AMOUNT = 300;

export default defineScenario({
  name: 'withdraw-within-limit',
  tags: ['withdraw'],
  kind: 'api',
  description:
    "A withdrawal within the level's limits debits the credit once, goes to the registered account and counts against today's limits; more than the credit is refused",
  async run(s) {
    const member = await s.loginAs(await s.createMember({ level: SILVER.id, credit: CREDIT }));
    await s.step('the limits before withdrawing', () => member.api.withdraw.requests({ params: { uuid: member.uuid } }), {
      status: 200,
      body: {
        data: {
          limits: {
            level: SILVER.id,
            perDay: SILVER.withdrawPerDay,
            perWithdrawal: SILVER.withdrawPerTime,
            usedToday: 0,
            countPerDay: WITHDRAWALS_PER_DAY,
            countToday: 0,
            countLeft: WITHDRAWALS_PER_DAY,
            maxNow: Math.min(CREDIT, SILVER.withdrawPerDay ?? CREDIT),
          },
        },
      },
    });
    const result = await s.step(
      `withdraw ${AMOUNT} baht`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: AMOUNT } }),
      {
        status: 200,
        body: {
          data: {
            withdrawal: {
              amount: AMOUNT,
              status: is.oneOf('pending', 'approved'),
              bankId: member.profile.user_bank.bankId,
              bankName: member.profile.user_bank.bankName,
            },
            credit: CREDIT - AMOUNT,
            limits: { usedToday: AMOUNT, countToday: 1, countLeft: WITHDRAWALS_PER_DAY - 1 },
          },
        },
      },
    );
    await expectCredit(s, member, CREDIT - AMOUNT, 'the credit is debited once');
    await s.step('the withdrawal is in the history', () => member.api.withdraw.history({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: is.arrayContaining([{ id: result.body.data.withdrawal.id, amount: AMOUNT }]) },
    });
    await s.step(
      'the ledger shows the debit',
      () => member.api.user.transactions({ params: { uuid: member.uuid }, query: { kind: 'withdraw' } }),
      {
        status: 200,
        body: { data: is.arrayContaining([{ kind: 'withdraw', amount: -AMOUNT, balanceAfter: CREDIT - AMOUNT }]) },
      },
    );
    await s.step(
      'withdrawing more than the credit is refused',
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: CREDIT - AMOUNT + 1 } }),
      refused(409, 422),
    );
    await expectCredit(s, member, CREDIT - AMOUNT, 'the refused withdrawal moved nothing');
    await s.step(
      'a negative amount is invalid',
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: -5 } }),
      { status: 400, body: { message: is.thaiText() } },
    );
  },
});
