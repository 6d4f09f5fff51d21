import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { bangkokInstant, shiftDay } from '@site/contract/bangkok-time';
import { bangkokDayParts, creditOf, expectCredit, mockToday, refused } from '../lib/scenario/helpers';

export default defineScenario({
  name: 'daily-check-in',
  tags: ['check-in'],
  kind: 'api',
  description: 'Check-in pays once per Bangkok day, is refused a second time, and opens again after Bangkok midnight',
  async run(s) {
    const today = await mockToday(s);
    // Five minutes before Bangkok midnight, so the next check-in falls on the same UTC day.
    await s.setClock(bangkokInstant(today.date, '23:55:00'));
    const member = await s.loginAs(await s.createMember());
    const before = await creditOf(s, member);
    const state = await s.step('read check-in state', () => member.api.checkIn.state(), {
      status: 200,
      body: { data: { logs: is.arrayWithout({ json: { day: today.day } }) } },
    });
    const todayValue = state.body.data.gameValue.value;
    const checkIn = await s.step('check in today', () => member.api.checkIn.checkIn({ body: {} }), {
      status: 200,
      body: { data: { gameLog: { json: { day: today.day }, value: todayValue }, credit: before + todayValue } },
    });
    const tomorrowValue = checkIn.body.data.gameValueTomorrow.value;
    await expectCredit(s, member, before + todayValue, "today's value is credited");
    await s.step('a second check-in the same day is refused', () => member.api.checkIn.checkIn({ body: {} }), refused(409));
    await expectCredit(s, member, before + todayValue, 'the refused check-in paid nothing');

    const tomorrow = bangkokDayParts(bangkokInstant(shiftDay(today.date, 1), '00:05:00'));
    await s.setClock(bangkokInstant(tomorrow.date, '00:05:00'));
    await s.step('check in again after Bangkok midnight', () => member.api.checkIn.checkIn({ body: {} }), {
      status: 200,
      body: { data: { gameLog: { json: { day: tomorrow.day }, value: tomorrowValue }, credit: before + todayValue + tomorrowValue } },
    });
    await s.step('the state lists both days', () => member.api.checkIn.state(), {
      status: 200,
      body: { data: { logs: is.arrayContaining([{ json: { day: tomorrow.day } }]) } },
    });
  },
});
