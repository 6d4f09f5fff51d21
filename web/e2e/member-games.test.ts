import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { type Site, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

setUpSiteForFile(import.meta.filename, {
  member: demo,
  onOpen: (opened) => {
    site = opened;
  },
});

describe('games: categories, provider lists, opening a game, a demo bet in win/loss and history', () => {
  it('selects sport by default and remembers the chosen category', async () => {
    const { page } = site;
    await page.goto('/auth/games/category');
    await page.getByRole('button', { name: 'กีฬา', pressed: true }).waitFor();
    await page.getByTestId('game-tiles').filter({ hasText: 'SBOBET' }).waitFor();
    await page.getByRole('button', { name: 'คาสิโน' }).click();
    await page.getByTestId('game-tiles').filter({ hasText: 'SA Gaming' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'คาสิโน', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'กีฬา', pressed: true }).count()).toBe(0);
    // the dashboard's lottery shortcut opens the same screen on lotto
    await page.goto('/auth/games/category?category=lotto');
    await page.getByRole('button', { name: 'หวย', pressed: true }).waitFor();
    await page.getByTestId('game-tiles').filter({ hasText: 'หวยรัฐบาล' }).waitFor();
  });

  it('lists a provider’s games, opens one in a new tab, and shows closed games as closed', async () => {
    const { page } = site;
    // slot games come by provider: the slot chip lists the providers as tiles
    await page.getByRole('button', { name: 'สล็อต' }).click();
    const providers = page.getByTestId('game-tiles');
    expect(await providers.locator('.game-tile__name').allTextContents()).toEqual([
      'Joker Gaming',
      'Ace Slot',
      'Siam Gaming',
      'Xtreme Entertainment',
    ]);
    await providers.getByRole('link', { name: 'Joker Gaming' }).click();
    await page.waitForURL('**/auth/games/slot/JK');
    const list = page.getByTestId('game-list');
    await list.locator('li').first().waitFor();
    expect(await list.locator('li').count()).toBe(12);
    expect(await list.locator('li').last().textContent()).toContain('ปิดปรับปรุง');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), list.getByRole('button', { name: /^เล่น / }).first().click()]);
    await popup.waitForURL('**/mock-cdn/games/play.html?**');
    await popup.getByTestId('game-credit').filter({ hasText: /\d/ }).waitFor();
    await popup.close();

    // the search narrows the list by name, any case, and says when nothing matches
    const search = page.getByLabel('ค้นหาเกม');
    await search.fill('tIGER');
    await expect.poll(() => list.locator('.game-tile__name').allTextContents()).toEqual(['Tiger Quest']);
    await search.fill('ไม่มีเกมนี้');
    await page.getByRole('status').filter({ hasText: 'ไม่พบเกมที่ชื่อมีคำว่า "ไม่มีเกมนี้"' }).waitFor();
    await search.fill('');
    await expect.poll(() => list.locator('li').count()).toBe(12);
  });

  it('plays a demo bet in the in-app frame, cashes out, and the bet shows in win/loss and the history', async () => {
    const { page } = site;
    await page.getByLabel('หน้านี้').check();
    const list = page.getByTestId('game-list');
    const firstName = (await list.locator('.game-tile__name').first().textContent()) ?? '';
    await list.getByRole('button', { name: `เล่น ${firstName}` }).click();
    const frame = page.frameLocator('[data-testid="game-frame"] iframe');
    await frame.getByTestId('game-credit').filter({ hasText: /\d/ }).waitFor();
    await frame.getByLabel('จำนวนเดิมพัน (บาท)').fill('100');
    await frame.getByRole('button', { name: 'หมุน' }).click();
    await frame.locator('#history li').first().waitFor();

    await page.getByTestId('cash-out').click();
    await page.getByTestId('cash-out-result').filter({ hasText: 'ถอนเครดิตออกจากเกม' }).waitFor();
    // said once, beside the button: no toast repeats it
    expect(await page.locator('.Toastify__toast').filter({ hasText: 'ถอนเครดิตออกจากเกม' }).count()).toBe(0);

    // back in the lobby, the game played (in a tab, then here) is listed once under recently played
    await page.getByRole('link', { name: 'กลับไปหมวดเกม' }).click();
    const recent = page.getByTestId('recent-games');
    await recent.waitFor();
    expect(await recent.locator('.game-tile__name').allTextContents()).toEqual([firstName]);
    await recent.getByRole('button', { name: `เล่น ${firstName}` }).waitFor();

    await page.goto('/auth/winlost');
    const days = page.getByTestId('winlost-days');
    await days.locator('li').first().waitFor();
    expect(await days.locator('li').first().textContent()).toContain(`สล็อต · ยอดเล่น ${baht(100)}`);
    await page.getByTestId('win-loss-chart').waitFor();

    await page.goto('/auth/transaction/history');
    await page
      .getByTestId('transactions')
      .filter({ hasText: `เดิมพัน ${firstName}` })
      .waitFor();
    await page.getByLabel('ประเภทรายการ').selectOption('deposit');
    await page.getByRole('heading', { name: 'ฝากเงิน' }).waitFor();
    expect(await page.getByTestId('transactions').filter({ hasText: 'เดิมพัน' }).count()).toBe(0);
  });
});
