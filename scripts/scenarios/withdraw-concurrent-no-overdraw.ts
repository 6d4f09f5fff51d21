import { WITHDRAWALS_PER_DAY, levelRule } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { expectCredit, withdrawLimits } from '../lib/scenario/helpers';
import type { MemberSession, ScenarioContext } from '../lib/scenario/context';

const PARALLEL = 100;
const AMOUNT = 100;
const SILVER = levelRule(1);

/** Fires `PARALLEL` identical withdrawals at once and counts the outcomes by status. */
async function burst(s: ScenarioContext, member: MemberSession, expectedSuccesses: number, name: string) {
  return s.verify(
    name,
    async () => {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: AMOUNT } }).catch(() => ({ status: 0 }) as const),
        ),
      );
      const count = (test: (status: number) => boolean) => responses.filter((r) => test(r.status)).length;
      return {
        accepted: count((st) => st === 200),
        refused: count((st) => st === 409 || st === 422),
        other: count((st) => st !== 200 && st !== 409 && st !== 422),
      };
    },
    { accepted: expectedSuccesses, refused: PARALLEL - expectedSuccesses, other: 0 },
  );
}

export default defineScenario({
  name: 'withdraw-concurrent-no-overdraw',
  tags: ['withdraw'],
  kind: 'api',
  description: `${PARALLEL} simultaneous withdrawals never overdraw the credit nor pass the ${WITHDRAWALS_PER_DAY}-a-day count: exactly the allowed number succeed`,
  async run(s) {
    // Credit for three and a half withdrawals: the credit is the binding limit.
    const credit = AMOUNT * 3.5;
    const byCredit = Math.min(Math.floor(credit / AMOUNT), WITHDRAWALS_PER_DAY, Math.floor((SILVER.withdrawPerDay ?? Infinity) / AMOUNT));
    const member = await s.loginAs(await s.createMember({ level: SILVER.id, credit }));
    await burst(s, member, byCredit, `${PARALLEL} withdrawals of ${AMOUNT} at once with credit ${credit}: exactly ${byCredit} accepted`);
    await expectCredit(s, member, credit - byCredit * AMOUNT, 'the credit never went below zero');
    await s.step(
      'the history holds exactly the accepted withdrawals',
      () => member.api.withdraw.history({ params: { uuid: member.uuid } }),
      {
        status: 200,
        body: { data: Array.from({ length: byCredit }, () => ({ amount: AMOUNT })) },
      },
    );

    // Plenty of credit now: the day's count is the binding limit.
    const topUp = AMOUNT * PARALLEL;
    await s.creditMember(member, topUp);
    const byCount = WITHDRAWALS_PER_DAY - byCredit;
    await burst(s, member, byCount, `${PARALLEL} more at once: only the ${byCount} left of today's ${WITHDRAWALS_PER_DAY} accepted`);
    const limits = await withdrawLimits(s, member);
    await s.verify(
      "today's count and total match the accepted withdrawals",
      () => ({ countToday: limits.countToday, countLeft: limits.countLeft, usedToday: limits.usedToday }),
      {
        countToday: WITHDRAWALS_PER_DAY,
        countLeft: 0,
        usedToday: WITHDRAWALS_PER_DAY * AMOUNT,
      },
    );
    await expectCredit(s, member, credit + topUp - WITHDRAWALS_PER_DAY * AMOUNT, 'credit = deposits - accepted withdrawals');
  },
});
