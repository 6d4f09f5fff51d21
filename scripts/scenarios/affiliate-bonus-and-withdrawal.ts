import { fromSatang, toSatang } from '@site/contract';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { shiftDay } from '@site/contract/bangkok-time';
import { creditOf, mockToday, refused } from '../lib/scenario/helpers';

const DOWNLINE_DEPOSIT = 10_000;

export default defineScenario({
  name: 'affiliate-bonus-and-withdrawal',
  tags: ['affiliate', 'withdraw'],
  kind: 'api',
  description:
    'A downline deposit earns the inviter the af percent, reported for the date range it fell in (and not outside it); the bonus moves into credit once',
  async run(s) {
    const today = await mockToday(s);
    const inviter = await s.loginAs(await s.createMember(), 'log in as the inviter');
    const code = await s.step('read the invite code', () => inviter.api.affiliate.code({ params: { uuid: inviter.uuid } }), {
      status: 200,
    });
    const downline = await s.createMember({ afCode: code.body.data.code }, 'create a member invited by the inviter');
    const start = await s.step('read the bonus before', () => inviter.api.affiliate.bonus({ params: { username: inviter.username } }), {
      status: 200,
      body: { data: { balanceAf: 0, total_bonus: 0 } },
    });
    const { afPercent } = start.body.data;
    const expectedBonus = fromSatang(Math.floor((toSatang(DOWNLINE_DEPOSIT) * afPercent) / 100));
    await s.verify('the af percent pays something on a deposit', () => afPercent, is.greaterThan(0));

    await s.creditMember(downline, DOWNLINE_DEPOSIT);
    await s.step(
      `the inviter earns ${afPercent}% of the deposit`,
      () => inviter.api.affiliate.bonus({ params: { username: inviter.username } }),
      {
        status: 200,
        body: { data: { balanceAf: expectedBonus, total_bonus: expectedBonus, balance: expectedBonus } },
      },
    );
    await s.step(
      'the bonus shows in the range that includes today',
      () =>
        inviter.api.affiliate.downlineBonus({
          params: { username: inviter.username },
          body: { start: shiftDay(today.date, -7), end: today.date },
        }),
      {
        status: 200,
        body: { data: { totalAf: expectedBonus, items: is.arrayContaining([{ username: downline.username, af: expectedBonus }]) } },
      },
    );
    await s.step(
      'a range that ends yesterday shows none of it',
      () =>
        inviter.api.affiliate.downlineBonus({
          params: { username: inviter.username },
          body: { start: shiftDay(today.date, -30), end: shiftDay(today.date, -1) },
        }),
      {
        status: 200,
        body: { data: { total: 0, totalAf: 0 } },
      },
    );
    await s.step(
      'the af log lists the commission',
      () =>
        inviter.api.affiliate.logs({ params: { username: inviter.username }, body: { type: 'af', start: today.date, end: today.date } }),
      {
        status: 200,
        body: { data: is.arrayContaining([{ type: 'af', amount: expectedBonus, downline: downline.username }]) },
      },
    );
    await s.step(
      'a range whose end is before its start is invalid',
      () =>
        inviter.api.affiliate.downlineBonus({
          params: { username: inviter.username },
          body: { start: today.date, end: shiftDay(today.date, -1) },
        }),
      {
        status: 400,
        body: { message: is.thaiText() },
      },
    );

    const creditBefore = await creditOf(s, inviter);
    await s.step(
      'withdraw the af bonus into credit',
      () => inviter.api.affiliate.withdraw({ params: { username: inviter.username }, body: { amount: expectedBonus, type: 'af' } }),
      {
        status: 200,
        body: {
          data: { credit: creditBefore + expectedBonus, bonus: { balanceAf: 0, withdrawn: expectedBonus, total_bonus: expectedBonus } },
        },
      },
    );
    await s.step(
      'withdrawing more bonus than is left is refused',
      () => inviter.api.affiliate.withdraw({ params: { username: inviter.username }, body: { amount: 0.01, type: 'af' } }),
      refused(409, 422),
    );
    const creditAfter = await creditOf(s, inviter, "read the inviter's credit after");
    await s.verify('the bonus moved into credit exactly once', () => creditAfter, creditBefore + expectedBonus);
  },
});
