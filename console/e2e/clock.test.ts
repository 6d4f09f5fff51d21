import { describe, expect, it } from 'vitest';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

const HOUR_MS = 60 * 60 * 1000;

/** Clock moves made in the console, each seen by the member API (check-in is once per Bangkok day, logs per month). */
describe('QA console: clock', () => {
  let site: Site;
  let token = '';
  /** Sessions expire by the mock clock: log in again after a long move. */
  const logIn = async () => {
    const session = await site.api.auth.login({ body: { username: 'demo', password: 'demo1234' } });
    if (session.status !== 200) throw new Error(`login: ${session.status}`);
    token = session.body.token;
  };
  setUpConsoleForFile(import.meta.filename, 'clock', async (opened) => {
    site = opened;
    // 2026-03-30 22:00 Bangkok: the next midnight is a new day, the next month two days later
    await site.control.clock({ body: { at: '2026-03-30T22:00:00+07:00' } });
    await logIn();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const now = async () => {
    const state = await site.control.state();
    if (state.status !== 200) throw new Error(`state: ${state.status}`);
    return state.body;
  };
  const checkIn = async () => (await site.api.checkIn.checkIn({ body: {}, extraHeaders: auth() })).status;
  const checkInLogs = async () => {
    const state = await site.api.checkIn.state({ extraHeaders: auth() });
    if (state.status !== 200) throw new Error(`check-in state: ${state.status}`);
    return state.body.data.logs;
  };
  const move = async (label: string) => {
    await site.page.getByRole('button', { name: label, exact: true }).click();
    await expectNotice(site.page, label);
  };

  it('shows the mock clock in Bangkok time, frozen where it was set', async () => {
    const { page } = site;
    await expect.poll(() => page.locator('.clock-now').textContent()).toMatch(/30 มีนาคม .*2569.*22:00:00/);
    expect(await page.getByText(th.clock.frozen).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('moves by hours, and the next midnight is a new Bangkok day for check-in', async () => {
    expect(await checkIn()).toBe(200);
    expect(await checkIn()).toBe(409);
    const before = Date.parse((await now()).now);
    await move(th.clock.plusHours(1));
    expect(Date.parse((await now()).now) - before).toBe(HOUR_MS);
    // 23:00 the same day: still checked in
    expect(await checkIn()).toBe(409);
    await move(th.clock.nextMidnight);
    expect((await now()).now).toBe('2026-03-30T17:00:00.000Z');
    expect(await checkIn()).toBe(200);
    const report = site.page.getByRole('region', { name: th.clock.changed });
    await expect.poll(() => report.textContent()).toMatch(th.clock.newDay(1));
  });

  it("moves to the next month: this month's check-in log starts empty", async () => {
    expect((await checkInLogs()).length).toBeGreaterThan(0);
    await move(th.clock.nextMonth);
    expect((await now()).now).toBe('2026-03-31T17:00:00.000Z');
    expect(await checkInLogs()).toEqual([]);
    await expect.poll(() => site.page.getByRole('region', { name: th.clock.changed }).textContent()).toMatch(th.clock.newMonth);
    await screenshots(site.page, 'console-clock');
  });

  it('moves by days, forwards and back', async () => {
    const before = Date.parse((await now()).now);
    await move(th.clock.plusDays(7));
    expect(Date.parse((await now()).now) - before).toBe(7 * 24 * HOUR_MS);
    await move(th.clock.minusDays(1));
    expect(Date.parse((await now()).now) - before).toBe(6 * 24 * HOUR_MS);
  });

  it('sets a Bangkok date and time, and lets the clock run on and freeze again', async () => {
    const { page } = site;
    await page.getByLabel(th.clock.setLabel).fill('2026-05-01T09:30');
    await page.getByRole('button', { name: th.clock.setSubmit }).click();
    await expectNotice(page, th.clock.set);
    expect((await now()).now).toBe('2026-05-01T02:30:00.000Z');
    await logIn();
    expect(await checkIn()).toBe(200);
    expect((await checkInLogs()).at(-1)?.json.date).toMatch(/2026-05-01/);

    await move(th.clock.run);
    expect((await now()).clockFrozen).toBe(false);
    await expect
      .poll(async () => Date.parse((await now()).now), { timeout: 5_000 })
      .toBeGreaterThan(Date.parse('2026-05-01T02:30:00.500Z'));
    await move(th.clock.freeze);
    const frozen = await now();
    expect(frozen.clockFrozen).toBe(true);
    expect((await now()).now).toBe(frozen.now);
  });
});
