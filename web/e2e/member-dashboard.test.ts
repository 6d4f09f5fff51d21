import { describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logInThroughForm, type Site, setUpSiteForFile, VIEWPORTS } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** Noon in Bangkok tomorrow: the mock's clock and the browser's agree on the day. */
const DAY_MS = 86_400_000;
const tomorrowNoon = new Date(`${new Date(Date.now() + DAY_MS + 7 * 3_600_000).toISOString().slice(0, 10)}T05:00:00Z`);
/**
 * The test's day, at noon in Bangkok (05:00 UTC): tomorrow, or the day after when tomorrow ends
 * its month, since the test checks in on the next day too and the log shows this month's only.
 */
const NOON_TEST_DAY =
  new Date(tomorrowNoon.getTime() + DAY_MS).getUTCMonth() === tomorrowNoon.getUTCMonth()
    ? tomorrowNoon
    : new Date(tomorrowNoon.getTime() + DAY_MS);
const dayOfMonth = (at: Date) => Number(at.toISOString().slice(8, 10));

async function setClocks(at: Date): Promise<void> {
  await site.control.clock({ body: { at: at.toISOString() } });
  await site.context.clock.setSystemTime(at);
}

async function credit(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-credit').textContent()) ?? '').replaceAll(',', ''));
}

/** Credit the mock pays on its own when its clock moves (cashback) is read, not assumed. */
let creditBefore = 0;

setUpSiteForFile(import.meta.filename, {
  onOpen: async (opened) => {
    site = opened;
    await site.context.clock.install({ time: NOON_TEST_DAY });
    await setClocks(NOON_TEST_DAY);
  },
});

describe('dashboard and the daily check-in of spec 4', () => {
  it('shows name, username, level badge, credit, bank account, shortcuts and announcements', async () => {
    const { page } = site;
    // Until the level API answers, the badge shows its colour, never a guessed image URL.
    const guessedLevelImages: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/levels/')) guessedLevelImages.push(request.url());
    });
    await logInThroughForm(page, demo.username, demo.password);
    await page.getByTestId('dashboard-name').filter({ hasText: demo.name }).waitFor();
    expect(await page.getByTestId('dashboard-username').textContent()).toBe(demo.username);
    await page.getByTestId('level-badge').filter({ hasText: 'ซิลเวอร์' }).waitFor();
    const levelImage = page.getByTestId('level-badge').locator('img');
    await levelImage.waitFor({ state: 'attached' });
    expect(await levelImage.getAttribute('src')).toMatch(/^\/mock-cdn\//);
    expect(guessedLevelImages).toEqual([]);
    // the member card: the way to the next tier, and points with the way to spend them
    await page.getByTestId('dashboard-level-progress').filter({ hasText: 'โกลด์' }).waitFor();
    expect(await page.getByTestId('dashboard-level-progress').getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    expect(await page.getByTestId('dashboard-points').textContent()).toMatch(/^[\d,]+$/);
    await page.getByTestId('header-credit').waitFor();
    creditBefore = await credit(page);
    expect(creditBefore).toBeGreaterThanOrEqual(demo.credit);
    expect(await page.getByTestId('dashboard-bank-id').textContent()).toBe('1234567890');
    // four shortcuts in view, eleven more folded under "more": fifteen in all
    const menu = page.getByRole('navigation', { name: 'เมนูลัด' });
    const shortcuts = menu.getByRole('link');
    expect(await shortcuts.count()).toBe(4);
    expect(await menu.locator('a[href]').count()).toBe(15);
    expect(await shortcuts.filter({ hasText: 'โปรโมชั่น' }).getAttribute('href')).toBe('/auth/media/promotion');
    expect(await menu.locator('a[href]').filter({ hasText: 'ติดต่อเรา' }).getAttribute('href')).toBe('/auth/contact');
    // at 1280 px, beside the taller check-in card, the tiles keep their proportions instead of stretching to its height
    await page.setViewportSize(VIEWPORTS.desktop);
    const proportions = await shortcuts.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height / link.getBoundingClientRect().width),
    );
    expect(Math.max(...proportions)).toBeLessThan(1);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByTestId('announcements').locator('details').first().waitFor();
  });

  it('pops the check-in up, checks in once, and a second check-in the same day is refused by the server', async () => {
    const { page } = site;
    const dialog = page.getByTestId('check-in-dialog');
    await dialog.waitFor({ state: 'visible' });
    // a second tab opened before checking in still offers it
    const other = await site.newPage();
    await other.goto('/auth/dashboard');
    await other.getByTestId('check-in-dialog').waitFor({ state: 'visible' });

    // the 7-day strip, in the popup too: five days before today, today on offer, tomorrow
    const strip = page.getByTestId('check-in-strip').locator('li');
    const kinds = () => strip.evaluateAll((days) => days.map((day) => day.getAttribute('data-kind')));
    // days before today with no log are missed, or unmarked when they fall in last month (only this month's logs come)
    const before = [5, 4, 3, 2, 1].map((back) =>
      new Date(NOON_TEST_DAY.getTime() - back * DAY_MS).getUTCMonth() === NOON_TEST_DAY.getUTCMonth() ? 'missed' : 'earlier-month',
    );
    expect(await kinds()).toEqual([...before, 'today', 'tomorrow']);
    expect(await dialog.locator('.check-in-strip li').count()).toBe(7);
    // amounts without decimals so that seven cells fit 360 px; the unit is read out
    expect(await strip.nth(5).locator('.check-in-strip__value').textContent()).toBe('+5 บาท');
    // nothing received yet this month: no "last received" amount
    expect(await page.getByTestId('check-in-current').textContent()).toBe('ยังไม่มี');

    await dialog.getByRole('button', { name: 'เช็คอินเลย' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('check-in-status').filter({ hasText: 'วันนี้เช็คอินแล้ว' }).waitFor();
    expect(await kinds()).toEqual([...before, 'checked', 'tomorrow']);
    expect(await strip.nth(5).textContent()).toContain('รับแล้ว');
    expect(await strip.nth(5).locator('.check-in-strip__value').textContent()).toBe('+5 บาท');
    expect(await strip.nth(6).locator('.check-in-strip__value').textContent()).toBe('+10 บาท');
    const logs = page.getByTestId('check-in-logs').locator('li');
    expect(await logs.count()).toBe(1);
    expect(await logs.first().textContent()).toContain(`วันที่ ${dayOfMonth(NOON_TEST_DAY)}`);
    // the credit query is invalidated: 1,500 + the first day's 5 baht
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(creditBefore + 5) })
      .waitFor();
    // current value = the last log's value; tomorrow's is the next step of the streak
    expect(await page.getByTestId('check-in-current').textContent()).toBe(baht(5));
    expect(await page.getByTestId('check-in-tomorrow').textContent()).toBe(baht(10));

    await other.getByTestId('check-in-dialog').getByRole('button', { name: 'เช็คอินเลย' }).click();
    await other.getByTestId('check-in-error').filter({ hasText: 'เช็คอินไปแล้ว' }).waitFor();
    await other.getByTestId('check-in-status').filter({ hasText: 'วันนี้เช็คอินแล้ว' }).waitFor();
    await other.close();

    await page.reload();
    await page.getByTestId('check-in-status').filter({ hasText: 'วันนี้เช็คอินแล้ว' }).waitFor();
    expect(await page.getByTestId('check-in-dialog').isVisible()).toBe(false);
    // with the popup gone the announcements open
    const announcement = page.getByTestId('announcements').locator('details').first();
    await announcement.locator('summary').click();
    expect(await announcement.locator('.announcement__body').isVisible()).toBe(true);
  });

  it('offers the check-in again the next day (by the clock) and pays the streak value', async () => {
    const { page } = site;
    await setClocks(new Date(NOON_TEST_DAY.getTime() + DAY_MS));
    await page.reload();
    const dialog = page.getByTestId('check-in-dialog');
    await dialog.waitFor({ state: 'visible' });
    // The new day may bring credit of its own (the weekly cashback on a Monday): read, not assumed.
    await page.waitForLoadState('networkidle');
    const creditThatDay = await credit(page);
    await dialog.getByRole('button', { name: 'เช็คอินเลย' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const logs = page.getByTestId('check-in-logs').locator('li');
    await logs.nth(1).waitFor();
    expect(await logs.nth(1).textContent()).toContain(`วันที่ ${dayOfMonth(new Date(NOON_TEST_DAY.getTime() + DAY_MS))}`);
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(creditThatDay + 10) })
      .waitFor();
  });

  it('refreshes the credit on demand after a deposit made elsewhere', async () => {
    const { page } = site;
    await site.control.ledger({ params: { username: demo.username }, body: { amount: 100, kind: 'deposit' } });
    const shown = await credit(page);
    await page.getByTestId('refresh-credit').click();
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(shown + 100) })
      .waitFor();
  });

  it('shows a failed load with the server message and a retry that loads the data', async () => {
    const { page } = site;
    await site.control.addFault({
      body: { route: 'GET /api/auth/announcement', status: 422, message: 'ประกาศไม่พร้อมใช้งานชั่วคราว', count: 1 },
    });
    await page.reload();
    const section = page.getByRole('region', { name: 'ประกาศ' });
    await section.getByRole('alert').filter({ hasText: 'ประกาศไม่พร้อมใช้งานชั่วคราว' }).waitFor();
    // a business rejection keeps the session (docs/design/web-app.md#error-catalogue)
    expect(page.url()).toContain('/auth/dashboard');
    await section.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    await page.getByTestId('announcements').locator('details').first().waitFor();
  });

  it('applies only the latest credit response when a refresh overtakes a slow one', async () => {
    const { page } = site;
    await page.getByTestId('header-credit').waitFor();
    await page.waitForLoadState('networkidle');
    const shown = await credit(page);
    // the first refresh is held 1.5 s by the mock; the credit changes while it waits
    await site.control.addFault({ body: { route: 'POST /api/auth/user/getCredit/*', latencyMs: 1_500, count: 1 } });
    const heldRequest = page.waitForRequest((request) => request.url().includes('/api/auth/user/getCredit/'));
    await page.getByTestId('refresh-credit').click();
    const held = await heldRequest;
    await site.control.ledger({ params: { username: demo.username }, body: { amount: 50, kind: 'deposit' } });
    await page.getByTestId('refresh-credit').click();
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(shown + 50) })
      .waitFor();
    await site.control.ledger({ params: { username: demo.username }, body: { amount: 7, kind: 'deposit' } });
    // the slow answer (with the +7) was cancelled by the newer refresh: the browser never got it
    // (null once the request is over), so it cannot replace the newer one
    expect(await held.response()).toBeNull();
    expect(held.failure()).not.toBeNull();
    await page.locator('.wallet__credit[aria-busy="false"]').waitFor();
    expect(await credit(page)).toBe(shown + 50);
  });
});
