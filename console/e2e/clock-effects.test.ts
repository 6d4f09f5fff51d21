import { describe, expect, it } from 'vitest';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** What a clock move changes for a member, shown by the clock page and confirmed through the member API. */
describe('QA console: what a clock move changes for a member', () => {
  let site: Site;
  let member: { uuid: string; token: string };
  const auth = () => ({ authorization: `Bearer ${member.token}` });

  setUpConsoleForFile(import.meta.filename, 'clock', async (opened) => {
    site = opened;
    await site.control.clock({ body: { at: '2026-03-30T22:00:00+07:00' } });
    const created = await site.control.createMember({ body: { username: 'clockfx01', level: 4, credit: 5000 } });
    if (created.status !== 200) throw new Error(`create: ${created.status}`);
    const session = await site.api.auth.login({ body: { username: 'clockfx01', password: created.body.password } });
    if (session.status !== 200) throw new Error(`login: ${session.status}`);
    member = { uuid: session.body.data.uuid, token: session.body.token };
    // today's rights used: a check-in, a withdrawal, a wheel spin
    expect((await site.api.checkIn.checkIn({ body: {}, extraHeaders: auth() })).status).toBe(200);
    expect((await site.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 }, extraHeaders: auth() })).status).toBe(
      200,
    );
    expect((await site.api.wheel.spin({ body: {}, extraHeaders: auth() })).status).toBe(200);
  });

  const cell = (row: string, column: 1 | 2) =>
    site.page
      .getByRole('region', { name: th.clock.memberChange('clockfx01') })
      .getByRole('row')
      .filter({ has: site.page.getByRole('rowheader', { name: row, exact: true }) })
      .getByRole('cell')
      .nth(column - 1)
      .textContent();

  it('shows check-in, withdrawals and wheel spins starting again at the next Bangkok midnight, as the member API then allows', async () => {
    const { page } = site;
    await page.getByLabel(th.clock.watchLabel).selectOption('clockfx01');
    await page.getByRole('button', { name: th.clock.nextMidnight, exact: true }).click();
    await expectNotice(page, th.clock.nextMidnight);
    expect(await cell(th.clock.day, 1)).toBe('2026-03-30');
    expect(await cell(th.clock.day, 2)).toBe('2026-03-31');
    expect(await cell(th.clock.checkIn, 1)).toBe(th.clock.checkedIn);
    expect(await cell(th.clock.checkIn, 2)).toBe(th.clock.notCheckedIn(2));
    const limits = await site.api.withdraw.requests({ params: { uuid: member.uuid }, extraHeaders: auth() });
    if (limits.status !== 200) throw new Error(`limits: ${limits.status}`);
    expect(limits.body.data.limits.countToday).toBe(0);
    expect(await cell(th.clock.withdrawLeft, 2)).toContain(`${limits.body.data.limits.countLeft} ครั้ง`);
    expect(Number(await cell(th.clock.wheelRights, 2))).toBe(Number(await cell(th.clock.wheelRights, 1)) + 1);
    // the member can check in again, on day 2 of the streak
    expect((await site.api.checkIn.checkIn({ body: {}, extraHeaders: auth() })).status).toBe(200);
    await expectAccessible(page);
    await screenshots(page, 'console-clock-member');
  });

  it("shows the month's deposits for the level review starting again on the first of the month", async () => {
    const { page } = site;
    await site.control.ledger({ params: { username: 'clockfx01' }, body: { amount: 2000, kind: 'deposit' } });
    await page.getByRole('button', { name: th.clock.nextMonth, exact: true }).click();
    await expectNotice(page, th.clock.nextMonth);
    expect(await cell(th.clock.monthDeposit, 1)).toBe('2,000.00 บาท');
    expect(await cell(th.clock.monthDeposit, 2)).toBe('0.00 บาท');
    const level = await site.api.user.level({ params: { uuid: member.uuid }, extraHeaders: auth() });
    expect(level.status === 200 && level.body.data.monthDeposit).toBe(0);
  });
});
