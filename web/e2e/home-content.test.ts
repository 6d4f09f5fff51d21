import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { layoutShift, saveScreenshot, type Site, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

describe('the home page shows the public endpoints of spec 6', () => {
  it('lists the public announcements as the API sends them', async () => {
    const { page } = site;
    const announcements = await site.api.announcements.public();
    if (announcements.status !== 200) throw new Error(`announcements answered ${announcements.status}`);
    expect(announcements.body.data.length).toBeGreaterThan(0);
    await page.goto('/');
    const list = page.getByTestId('public-announcements');
    await list.locator('.announcement').first().waitFor();
    expect(await list.locator('.announcement__title').allTextContents()).toEqual(announcements.body.data.map((item) => item.title));
  });

  it('shows the recent deposits and withdrawals with masked usernames, a new deposit included', async () => {
    const { page } = site;
    // A deposit of an amount no seed has, so the row can only come from this call.
    const ledger = await site.control.ledger({ params: { username: demo.username }, body: { amount: 4321.5, kind: 'deposit' } });
    expect(ledger.status).toBe(200);
    const [deposits, withdrawals] = await Promise.all([site.api.deposit.recent(), site.api.withdraw.recent()]);
    if (deposits.status !== 200 || withdrawals.status !== 200) throw new Error('ticker calls failed');

    await page.goto('/');
    const depositRows = page.getByTestId('ticker-deposit').locator('.ticker__row');
    await depositRows.first().waitFor();
    // the newest five of each kind (TICKER_ROWS)
    expect(await depositRows.count()).toBe(Math.min(5, deposits.body.data.length));
    const newest = depositRows.filter({ hasText: `${baht(4321.5)} บาท` });
    await newest.waitFor();
    expect(await newest.textContent()).toContain(deposits.body.data.find((row) => row.amount === 4321.5)?.username);
    expect(await newest.textContent()).not.toContain(`${demo.username} `);
    if (withdrawals.body.data.length > 0) {
      expect(await page.getByTestId('ticker-withdraw').locator('.ticker__row').count()).toBe(Math.min(5, withdrawals.body.data.length));
    }
    // No row shows a member's whole username.
    const texts = await page.locator('.ticker__row').allTextContents();
    for (const member of DEMO_MEMBERS) {
      for (const text of texts) expect(text.includes(member.username) && !text.includes('*')).toBe(false);
    }
    await saveScreenshot(page, 'home-content-360');
    const desktop = await (await site.newContext('desktop')).newPage();
    await desktop.goto('/');
    await desktop.getByTestId('ticker-deposit').locator('.ticker__row').first().waitFor();
    await saveScreenshot(desktop, 'home-content-1280');
    await desktop.context().close();
  });

  it('lays out the news, the ticker and the footer only once they come near the screen, and nothing visible moves (docs/design/first-paint.md#what-waits-for-the-first-paint)', async () => {
    const { page } = site;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const farBelow = [
      '[data-testid="public-announcements"] .announcement',
      '[data-testid="ticker-deposit"] .ticker__row',
      'footer.site-footer h2',
    ];
    for (const selector of farBelow) await page.locator(selector).first().waitFor({ state: 'attached' });
    // In the page, read by the accessibility tree and find-in-page, but not yet laid out or painted.
    const laidOut = () =>
      page.evaluate(
        (selectors) =>
          selectors.map((selector) => document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? null),
        farBelow,
      );
    expect(await laidOut()).toEqual([false, false, false]);
    expect(await page.getByRole('heading', { name: 'รองรับทุกธนาคาร ฝาก-ถอนอัตโนมัติ' }).count()).toBe(1);

    // A member scrolls down a screen at a time, as a thumb does.
    for (let scrolled = 0; scrolled < 12; scrolled += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    expect(await laidOut()).toEqual([true, true, true]);
    expect((await layoutShift(page)).total).toBeLessThanOrEqual(0.02);
  });
});
