import { LEVELS, levelEarned, levelRule, type LevelId } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { bangkokInstant, firstOfNextMonth } from '@site/contract/bangkok-time';
import { mockToday } from '../lib/scenario/helpers';

const DIAMOND = levelRule(4);
const SATANG = 0.01;

export default defineScenario({
  name: 'level-promotion-monthly',
  tags: ['level', 'deposit'],
  kind: 'api',
  description: `${DIAMOND.code} needs ${DIAMOND.minDeposit.toLocaleString('en')} baht deposited within one Bangkok calendar month; cumulative deposits across months do not count`,
  async run(s) {
    if (DIAMOND.criteria !== 'month') throw new Error('the rules no longer make diamond monthly; this scenario proves the monthly rule');
    const highestCumulative = Math.max(...LEVELS.filter((l) => l.enabled && l.criteria === 'cumulative').map((l) => l.id)) as LevelId;
    const today = await mockToday(s);
    const lateThisMonth = `${today.date.slice(0, 8)}20`;
    await s.setClock(bangkokInstant(lateThisMonth, '12:00:00'));
    const member = await s.loginAs(await s.createMember({ level: 1 }));
    const firstDeposit = DIAMOND.minDeposit - SATANG;
    await s.creditMember(member, firstDeposit);
    let level = levelEarned(1, firstDeposit, firstDeposit);
    await s.step(
      `a satang short of ${DIAMOND.code} in one month: level ${level}`,
      () => member.api.user.level({ params: { uuid: member.uuid } }),
      {
        status: 200,
        body: { data: { level, monthDeposit: firstDeposit } },
      },
    );

    const nextMonth = firstOfNextMonth(lateThisMonth);
    await s.setClock(bangkokInstant(nextMonth, '00:30:00'));
    await s.step('a new month starts the monthly total from zero', () => member.api.user.level({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { level, monthDeposit: 0, cumulativeDeposit: firstDeposit } },
    });
    const secondDeposit = DIAMOND.minDeposit - SATANG;
    await s.creditMember(member, secondDeposit);
    level = levelEarned(level, firstDeposit + secondDeposit, secondDeposit);
    await s.step(
      `twice the threshold cumulated, but not in one month: still level ${level} (highest cumulative tier ${highestCumulative})`,
      () => member.api.user.level({ params: { uuid: member.uuid } }),
      {
        status: 200,
        body: { data: { level, cumulativeDeposit: firstDeposit + secondDeposit, monthDeposit: secondDeposit } },
      },
    );
    await s.creditMember(member, SATANG);
    level = levelEarned(level, firstDeposit + secondDeposit + SATANG, DIAMOND.minDeposit);
    await s.step(
      `${DIAMOND.minDeposit} baht within the month: ${DIAMOND.code}`,
      () => member.api.user.level({ params: { uuid: member.uuid } }),
      {
        status: 200,
        body: { data: { level: DIAMOND.id, current: { id: DIAMOND.id, criteria: 'month' }, monthDeposit: DIAMOND.minDeposit } },
      },
    );
    await s.verify('the rules agree the member earned diamond', () => level, DIAMOND.id);
  },
});
