import { describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { type Site, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function dashboardCredit(page: Page): Promise<number> {
  await page.goto('/auth/dashboard');
  await page.getByTestId('header-credit').waitFor();
  await page.waitForLoadState('networkidle');
  return amountOf(await page.getByTestId('header-credit').textContent());
}

setUpSiteForFile(import.meta.filename, {
  member: demo,
  onOpen: (opened) => {
    site = opened;
  },
});

describe('affiliate programme', () => {
  it('shows the invite code, the share link to /aff/{code} with a QR, and the downline', async () => {
    const { page } = site;
    await page.goto('/auth/affiliate');
    await page.getByTestId('affiliate-code').filter({ hasText: 'DEMO2024' }).waitFor();
    expect(await page.getByTestId('affiliate-link').getAttribute('href')).toBe(`${site.url}/aff/DEMO2024`);
    // the address as members write it: no scheme
    expect(await page.getByTestId('affiliate-link').textContent()).toBe(`${new URL(site.url).host}/aff/DEMO2024`);
    expect(await page.getByRole('img', { name: 'QR Code ลิงก์แนะนำเพื่อน' }).count()).toBe(1);
    await page.getByTestId('affiliate-downline').locator('li').first().waitFor();
    expect(await page.getByTestId('affiliate-downline').locator('li').count()).toBeGreaterThanOrEqual(6);
    await page.getByTestId('affiliate-range-total').waitFor();
  });

  it('lists the bonus history newest first, whatever order the API gives, under a title none of its figures repeats', async () => {
    const { page } = site;
    const logsCall = page.waitForResponse((response) => /\/api\/auth\/log\/affiliate\//.test(response.url()));
    await page.goto('/auth/affiliate');
    const { data } = (await (await logsCall).json()) as { data: { description: string; createdAt: string }[] };
    expect(data.length).toBeGreaterThan(1);
    const newestFirst = [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).map((row) => row.description);
    const shown = page.getByTestId('affiliate-logs').locator('.row__main');
    await shown.first().waitFor();
    expect(await shown.allTextContents()).toEqual(newestFirst);
    const balances = page.getByRole('region', { name: 'โบนัสของคุณ' });
    expect(await balances.getByTestId('affiliate-balance').locator('dt').allTextContents()).not.toContain('โบนัสของคุณ');
  });

  it('reads the invite code from GET /api/auth/affiliate/code/{uuid}, so it shows while the balances fail (spec 7)', async () => {
    const { page } = site;
    await site.control.addFault({ body: { route: 'GET /api/auth/affiliate/bonus/*', status: 409, count: 1, message: 'ยอดโบนัสกำลังคำนวณ' } });
    try {
      const codeCall = page.waitForResponse((response) => /\/api\/auth\/affiliate\/code\//.test(response.url()));
      await page.goto('/auth/affiliate');
      expect((await codeCall).status()).toBe(200);
      await page.getByRole('alert').filter({ hasText: 'ยอดโบนัสกำลังคำนวณ' }).first().waitFor();
      await page.getByTestId('affiliate-code').filter({ hasText: 'DEMO2024' }).waitFor();
      expect(await page.getByRole('button', { name: /คัดลอก/ }).count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole('img', { name: 'QR Code ลิงก์แนะนำเพื่อน' }).count()).toBe(1);
    } finally {
      await site.control.clearFaults();
    }
  });

  it('refuses more than the af balance with the server message, then moves the af balance into credit', async () => {
    const { page } = site;
    const before = await dashboardCredit(page);
    await page.goto('/auth/affiliate');
    const afBalance = amountOf(await page.getByTestId('affiliate-balance-af').textContent());
    expect(afBalance).toBeGreaterThan(0);
    const field = page.getByLabel('จำนวนเงิน (บาท)');

    await field.fill(String(afBalance + 1));
    await page.getByRole('button', { name: 'ถอนเข้าเครดิต' }).click();
    await page.getByTestId('affiliate-withdraw-error').filter({ hasText: 'ไม่พอ' }).waitFor();
    expect(await field.inputValue()).toBe(String(afBalance + 1));

    await field.fill(String(afBalance));
    await page.getByRole('button', { name: 'ถอนเข้าเครดิต' }).click();
    await page
      .getByTestId('affiliate-balance-af')
      .filter({ hasText: baht(0) })
      .waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await dashboardCredit(page)).toBeCloseTo(before + afBalance, 2);
  });
});
