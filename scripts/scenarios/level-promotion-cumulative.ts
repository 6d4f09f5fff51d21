import { levelEarned, levelRule, type LevelId } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import type { MemberSession, ScenarioContext } from '../lib/scenario/context';

const SILVER = levelRule(1);
const GOLD = levelRule(2);
/** One satang: the smallest deposit that can cross a threshold. */
const SATANG = 0.01;

async function expectLevel(s: ScenarioContext, member: MemberSession, level: LevelId, cumulative: number, name: string) {
  await s.step(name, () => member.api.user.level({ params: { uuid: member.uuid } }), {
    status: 200,
    body: { data: { level, current: { id: level }, cumulativeDeposit: cumulative } },
  });
  await s.step(`${member.username}'s profile shows level ${level}`, () => member.api.user.detail({ params: { uuid: member.uuid } }), {
    status: 200,
    body: { data: { level, user_credit: { level } } },
  });
}

export default defineScenario({
  name: 'level-promotion-cumulative',
  tags: ['level', 'deposit'],
  kind: 'api',
  description: `Cumulative deposits promote ${SILVER.code} to ${GOLD.code} exactly at ${GOLD.minDeposit.toLocaleString('en')} baht, not a satang before`,
  async run(s) {
    const member = await s.loginAs(await s.createMember({ level: SILVER.id }));
    const start = await s.step('read the level and progress', () => member.api.user.level({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { level: SILVER.id, next: { id: GOLD.id }, cumulativeDeposit: is.atMost(GOLD.minDeposit - SATANG) } },
    });
    const already = start.body.data.cumulativeDeposit;
    const justBelow = Math.round((GOLD.minDeposit - SATANG - already) * 100) / 100;
    await s.creditMember(member, justBelow);
    await expectLevel(
      s,
      member,
      levelEarned(SILVER.id, GOLD.minDeposit - SATANG, GOLD.minDeposit - SATANG),
      GOLD.minDeposit - SATANG,
      'one satang short of gold: still silver',
    );
    await s.step('one satang to go', () => member.api.user.level({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { toNextLevel: SATANG } },
    });
    await s.creditMember(member, SATANG);
    await expectLevel(
      s,
      member,
      levelEarned(SILVER.id, GOLD.minDeposit, GOLD.minDeposit),
      GOLD.minDeposit,
      `at ${GOLD.minDeposit} baht: gold`,
    );
  },
});
