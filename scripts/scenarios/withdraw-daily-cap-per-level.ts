import { LEVELS, WITHDRAWALS_PER_DAY, type LevelRule } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { expectCredit, refused } from '../lib/scenario/helpers';
import type { ScenarioContext } from '../lib/scenario/context';

/** Room above the daily cap, so the credit never is the limit that refuses. */
const SPARE_CREDIT = 10_000;

function splitIntoWithdrawals(total: number, perTime: number | null): number[] {
  const chunk = perTime ?? total;
  const amounts: number[] = [];
  for (let left = total; left > 0; left = Math.round((left - chunk) * 100) / 100) amounts.push(Math.min(chunk, left));
  return amounts;
}

async function provesDailyCap(s: ScenarioContext, level: LevelRule, perDay: number) {
  const member = await s.loginAs(
    await s.createMember({ level: level.id, credit: perDay + SPARE_CREDIT }),
    `log in as a ${level.code} member`,
  );
  const justBelow = splitIntoWithdrawals(perDay - 1, level.withdrawPerTime);
  // With room for two more withdrawals the cap is proven to the baht; otherwise the cap and the count coincide.
  if (justBelow.length + 2 <= WITHDRAWALS_PER_DAY) {
    for (const [i, amount] of justBelow.entries()) {
      await s.step(
        `${level.code}: withdraw ${amount} baht (${i + 1} of ${justBelow.length}, 1 baht short of ${perDay})`,
        () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount } }),
        { status: 200 },
      );
    }
    await s.step(
      `${level.code}: 2 baht would pass the daily cap: refused`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 2 } }),
      refused(409, 422),
    );
    await s.step(
      `${level.code}: the last baht of the day is accepted`,
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 1 } }),
      {
        status: 200,
        body: { data: { limits: { usedToday: perDay, leftToday: 0 } } },
      },
    );
  } else {
    const amounts = splitIntoWithdrawals(perDay, level.withdrawPerTime);
    for (const [i, amount] of amounts.entries()) {
      await s.step(
        `${level.code}: withdraw ${amount} baht (${i + 1} of ${amounts.length}, up to ${perDay})`,
        () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount } }),
        { status: 200 },
      );
    }
    await s.step(`${level.code}: the day's cap is used up`, () => member.api.withdraw.requests({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { limits: { usedToday: perDay, leftToday: 0, maxNow: 0 } } },
    });
  }
  await s.step(
    `${level.code}: one more satang is refused`,
    () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 0.01 } }),
    refused(409, 422),
  );
  await expectCredit(s, member, SPARE_CREDIT, `${level.code}: exactly the daily cap left the wallet`);
}

export default defineScenario({
  name: 'withdraw-daily-cap-per-level',
  tags: ['withdraw', 'level'],
  kind: 'api',
  description:
    'Each level can withdraw up to its daily cap in a Bangkok day and not a baht more; vip levels have a per-withdrawal cap only',
  async run(s) {
    for (const level of LEVELS) {
      if (level.withdrawPerDay !== null) {
        await provesDailyCap(s, level, level.withdrawPerDay);
      } else {
        // vip tiers are never earned by deposits, only assigned.
        const created = await s.createMember({ credit: SPARE_CREDIT });
        await s.assignLevel(created, level.id);
        const member = await s.loginAs(created, `log in as a level ${level.id} (${level.code}) member`);
        await s.step(
          `level ${level.id}: no daily cap, ${level.withdrawPerTime} baht a withdrawal`,
          () => member.api.withdraw.requests({ params: { uuid: member.uuid } }),
          {
            status: 200,
            body: { data: { limits: { level: level.id, perDay: null, leftToday: null, perWithdrawal: level.withdrawPerTime } } },
          },
        );
      }
    }
  },
});
