import { describe, expect, it } from 'vitest';
import { type Page, type Request } from 'playwright-core';
import { type Json, logIn, type Site, setUpSiteForFile, tamper, watchToast } from './support/site';

let site: Site;
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

async function withdraw(page: Page, amount: string): Promise<void> {
  const field = page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)');
  await field.fill(amount);
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
}

/**
 * Withdraws `amount` where the limits the page shows already refuse it: the refusal is the
 * field's own error (announced with it), the amount stays, and no withdrawal request is sent.
 */
async function expectRefusedBeforeSending(page: Page, amount: string, message: RegExp): Promise<void> {
  const sent: string[] = [];
  const watch = (request: Request) => {
    if (request.method() === 'POST' && /\/api\/auth\/withdraw\//.test(request.url())) sent.push(request.url());
  };
  page.on('request', watch);
  try {
    await withdraw(page, amount);
    const field = page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const error = page.locator(`[id="${describedBy.split(' ')[0]}"]`);
    expect(await error.textContent()).toMatch(message);
    expect(await field.inputValue()).toBe(amount);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByTestId('withdraw-error').count()).toBe(0);
  } finally {
    page.off('request', watch);
  }
  expect(sent).toEqual([]);
}

async function expectRejected(page: Page, message: RegExp, typed: string): Promise<void> {
  await page.getByTestId('withdraw-error').filter({ hasText: message }).waitFor();
  // the typed amount stays for the member to correct
  expect(await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').inputValue()).toBe(typed);
}

describe('withdraw: limits shown before submitting, server messages on rejection', () => {
  it('diamond: shows the limits, refuses more than 200,000 a time, allows the 5th and refuses the 6th withdrawal of the day', async () => {
    const { page } = site;
    const prepared = await site.control.applyScenario({ params: { name: 'diamond-near-daily-limit' }, body: {} });
    if (prepared.status !== 200 || !prepared.body.member) throw new Error('scenario failed');
    const member = prepared.body.member;
    await logIn(site, page, member.username);
    await page.goto('/auth/withdraw');
    await page
      .getByTestId('limit-per-withdrawal')
      .filter({ hasText: baht(200_000) })
      .waitFor();
    expect(await page.getByTestId('limit-count-left').textContent()).toBe('1/5');
    expect(await page.getByTestId('limit-left-today').textContent()).toBe(baht(200_000));

    await expectRefusedBeforeSending(page, '200000.01', /ครั้งละ 200,000/);

    await withdraw(page, '150000');
    await page
      .getByTestId('withdraw-pending')
      .filter({ hasText: baht(150_000) })
      .waitFor();
    await page.getByTestId('limit-count-left').filter({ hasText: '0/5' }).waitFor();
    await expect.poll(() => page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').inputValue()).toBe('');

    await expectRefusedBeforeSending(page, '100', /วันละ 5 ครั้ง/);
  });

  it('silver: refuses past the daily 100,000, and a failed transfer can be retried', async () => {
    const created = await site.control.createMember({ body: { level: 1, credit: 150_000 } });
    if (created.status !== 200) throw new Error('member not created');
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    await logIn(site, page, created.body.username);
    // a page whose limits went stale (another tab withdrew meanwhile): it lets the amount go, the server refuses it
    const stopStale = await tamper(page, '**/api/auth/withdraw/withdraw-request/*', (body) => {
      Object.assign((body.data as Json).limits as Json, { leftToday: 150_000, maxNow: 150_000 });
    });
    await page.goto('/auth/withdraw');
    await page
      .getByTestId('limit-left-today')
      .filter({ hasText: baht(150_000) })
      .waitFor();
    expect(await page.getByTestId('limit-per-withdrawal').textContent()).toBe('ไม่จำกัด');
    await stopStale();
    await withdraw(page, '100000.01');
    await expectRejected(page, /วันละ 100,000/, '100000.01');

    // amounts ending in .99 fail at the mock's bank: pending list offers a retry
    await withdraw(page, '500.99');
    const pending = page.getByTestId('withdraw-pending');
    await pending.getByRole('button', { name: 'ลองโอนอีกครั้ง' }).waitFor();
    await pending.getByRole('button', { name: 'ลองโอนอีกครั้ง' }).click();
    await pending.filter({ hasText: 'รอดำเนินการ' }).waitFor();
    expect(await pending.getByRole('button', { name: 'ลองโอนอีกครั้ง' }).count()).toBe(0);
    await page
      .getByTestId('limit-left-today')
      .filter({ hasText: baht(100_000 - 500.99) })
      .waitFor();
    await expectRefusedBeforeSending(page, '99500', new RegExp(`ถอนได้อีก ${baht(100_000 - 500.99)} บาท`));

    await page.goto('/auth/dashboard');
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(150_000 - 500.99) })
      .waitFor();
    await context.close();
  });

  it('withdraws the whole credit to the registered account in one tap (POST /api/auth/user/transfer/to/bank)', async () => {
    const page = await (await site.newContext('mobile')).newPage();
    const created = await site.control.createMember({ body: { username: 'allout01', password: 'secret123', level: 1, credit: 1234.5 } });
    if (created.status !== 200) throw new Error(`createMember answered ${created.status}`);
    await logIn(site, page, 'allout01');
    await page.goto('/auth/withdraw');
    const transfer = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/user/transfer/to/bank');
    const notice = watchToast(page, `ส่งคำขอถอน ${baht(1234.5)} บาทแล้ว`);
    await page.getByRole('button', { name: 'ถอนเครดิตทั้งหมดเข้าบัญชีนี้' }).click();
    await transfer;
    await notice;
    await page
      .getByTestId('withdraw-pending')
      .filter({ hasText: baht(1234.5) })
      .waitFor();
    await page.context().close();
  });
});
