import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MEMBERS, RECORDED_PROFILE_READ } from '@site/mock-api/testing';
import { RECORDED_MEMBER_PASSWORD, type RecordedExchange } from '@site/contract/mock-control';
import { logIn, saveScreenshot, seriousAxeViolations, type Site, setUpSiteForFile, VIEWPORTS, watchToast } from './support/site';
import { layoutProblems } from './support/layout';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

setUpSiteForFile(import.meta.filename, {
  member: demo,
  onOpen: (opened) => {
    site = opened;
  },
});

type ListedGame = { id: string; name: string; gameType: string; gameCate: string; enabled: boolean };

async function catalogue(): Promise<ListedGame[]> {
  const { page } = site;
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('member-site.token') ?? '';
    const response = await fetch('/api/auth/user/game/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ gameType: 'all', gameCate: 'all' }),
    });
    return ((await response.json()) as { data: ListedGame[] }).data;
  });
}

/** The game view's controls: inside the screen, and what is drawn at their centre is themselves. */
async function controlsInReach(page: Page): Promise<string[]> {
  return page.getByTestId('game-view').evaluate((view) => {
    const problems: string[] = [];
    for (const control of view.querySelectorAll<HTMLElement>('.game-view__bar button, .game-view__credit')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue; // shown on a wide screen only
      if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight)
        problems.push(`${control.textContent} is outside the screen`);
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !control.contains(top)) problems.push(`${control.textContent} is covered by ${top?.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
}

describe('the lobby: categories, providers, one search, playing full screen, back where it was', () => {
  it('opens on sport by default (spec), remembers the chosen category, and lotto through the same page', async () => {
    const { page } = site;
    await page.goto('/auth/games/category');
    await page.getByRole('button', { name: 'กีฬา', pressed: true }).waitFor();
    await page.getByTestId('game-grid').filter({ hasText: 'SBOBET' }).first().waitFor();
    await page.getByRole('button', { name: 'คาสิโน' }).click();
    await page.getByTestId('game-grid').filter({ hasText: 'บาคาร่า SA' }).waitFor();
    // the category's providers as a strip: one narrows the grid to its games
    await page.getByRole('list', { name: 'ค่ายเกม' }).getByRole('button', { name: 'SA Gaming' }).click();
    const providers = await page.getByTestId('game-grid').locator('.game-card__provider').allTextContents();
    expect(new Set(providers)).toEqual(new Set(['SA Gaming']));
    await page.reload();
    await page.getByRole('button', { name: 'คาสิโน', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'กีฬา', pressed: true }).count()).toBe(0);
    // the dashboard's lottery shortcut opens the same screen on lotto
    await page.goto('/auth/games/category?category=lotto');
    await page.getByRole('button', { name: 'หวย', pressed: true }).waitFor();
    await page.getByTestId('game-grid').filter({ hasText: 'หวยรัฐบาลไทย' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // "all" providers of a type: every slot game, never a provider named "all" in the title or an empty grid
    await page.goto('/auth/games/slot/all');
    await page.getByRole('button', { name: 'สล็อต', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'ทุกค่าย', pressed: true }).waitFor();
    await page.getByTestId('game-grid').locator('.game-card').first().waitFor();
    expect(await page.title()).not.toMatch(/all/i);
  });

  it('finds a game of another provider by part of its name from the dashboard, and plays it in two taps', async () => {
    const { page } = site;
    const games = await catalogue();
    // a game neither the default category (sport) nor the first provider shows: Siam Gaming's
    const wanted = games.find((game) => game.gameCate === 'SG' && game.enabled && /^[A-Za-z]+ [A-Za-z]+$/.test(game.name));
    if (!wanted) throw new Error('the catalogue has no Siam Gaming game with a two-word English name');
    const [first = '', second = ''] = wanted.name.split(' ');
    // part of each word, in another case, with extra spaces: "gOL   drag" for "Golden Dragon"
    const typed = `${first.slice(0, 3).toUpperCase()}   ${second.slice(0, 4).toLowerCase()}`;
    await page.goto('/auth/dashboard');
    await page.getByRole('navigation', { name: 'เมนูลัด' }).getByRole('link', { name: 'เกมทั้งหมด' }).click(); // tap 1
    await page.getByLabel('ค้นหาเกม').fill(typed);
    const results = page.getByTestId('game-grid');
    await results
      .getByRole('button', { name: `เล่น ${wanted.name}` })
      .first()
      .click(); // tap 2
    const view = page.getByTestId('game-view');
    await view.waitFor();
    await page.frameLocator('[data-testid="game-view"] iframe').getByText(wanted.name).waitFor();
    // at 360 px the game fills the screen: its controls inside it, nothing over them
    expect(await controlsInReach(page)).toEqual([]);
    const frame = await view.locator('iframe').boundingBox();
    expect(frame).toMatchObject({ x: 0, y: 0, width: VIEWPORTS.mobile.width, height: VIEWPORTS.mobile.height });
    // Back closes it: the lobby with the search as it was
    await page.goBack();
    await view.waitFor({ state: 'detached' });
    expect(await page.getByLabel('ค้นหาเกม').inputValue()).toBe(typed);
    // ...and the game is first among the recently played
    expect(await page.getByTestId('recent-games').locator('.game-card__name').first().textContent()).toBe(wanted.name);
  });

  it('plays a bet in the game view, offers back the credit left in the game, and the bet shows in win/loss and the history', async () => {
    const { page } = site;
    await page.goto('/auth/games/slot/JK');
    const grid = page.getByTestId('game-grid');
    const firstName = (await grid.locator('.game-card__name').first().textContent()) ?? '';
    await grid.getByRole('button', { name: `เล่น ${firstName}` }).click();
    const frame = page.frameLocator('[data-testid="game-view"] iframe');
    await frame.getByTestId('game-credit').filter({ hasText: /\d/ }).waitFor();
    await frame.getByLabel('จำนวนเดิมพัน (บาท)').fill('100');
    await frame.getByRole('button', { name: 'หมุน' }).click();
    await frame.locator('#history li').first().waitFor();
    // a second bet the provider has not settled yet: credit still inside the game
    const session = new URL((await page.getByTestId('game-view').locator('iframe').getAttribute('src')) ?? '', site.url).searchParams.get(
      'session',
    );
    const bet = await page.evaluate(
      async (id) =>
        (
          await fetch('/mock-cdn/games/api/bet', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ session: id, amount: 50 }),
          })
        ).status,
      session,
    );
    expect(bet).toBe(200);

    await page.getByTestId('game-view').getByRole('button', { name: 'กลับ' }).click();
    const offer = page.getByTestId('game-return');
    await offer.filter({ hasText: `ยังมีเครดิต ${baht(50)} บาทค้างอยู่ในเกม` }).waitFor();
    const cashedOut = watchToast(page, 'ดึงเครดิตออกจากเกมแล้ว');
    await offer.getByRole('button', { name: 'ดึงเครดิตกลับ' }).click();
    await cashedOut;
    await offer.waitFor({ state: 'detached' });

    await page.goto('/auth/winlost');
    const days = page.getByTestId('winlost-days');
    await days.locator('li').first().waitFor();
    expect(await days.locator('li').first().textContent()).toContain(`สล็อต · ยอดเล่น ${baht(150)}`);
    await page.goto('/auth/transaction/history');
    await page
      .getByTestId('transactions')
      .filter({ hasText: `เดิมพัน ${firstName}` })
      .first()
      .waitFor();
    // the quick ranges on a 360 px phone: every label whole inside its row (a scrolling row cut "เดือนนี้")
    const ranges = page.getByRole('group', { name: 'ช่วงวันที่' });
    const cut = await ranges.evaluate((row) => {
      const edge = row.getBoundingClientRect();
      return [...row.querySelectorAll('button')]
        .filter((chip) => chip.getBoundingClientRect().right > edge.right + 0.5 || chip.scrollWidth > chip.clientWidth)
        .map((chip) => chip.textContent);
    });
    expect(cut).toEqual([]);
    expect(await ranges.getByRole('button').allTextContents()).toEqual(['วันนี้', '7 วัน', '30 วัน', 'เดือนนี้']);
  });

  it('keeps favourites per member, shows games under maintenance as closed, and Back returns to the same place in the list', async () => {
    const { page } = site;
    await site.control.setSite({ body: { closedGames: ['JK-002'] } });
    await page.goto('/auth/games/category?category=slot');
    const grid = page.getByTestId('game-grid');
    const closed = grid.locator('.game-card--closed').first();
    await closed.waitFor();
    expect(await closed.getByRole('button').first().isDisabled()).toBe(true);
    expect(await closed.textContent()).toContain('ปิดปรับปรุง');

    // favourites: none yet, a hint says how to keep one; a star adds, the row lists it, again takes it out
    await page.getByText('แตะรูปดาวที่เกม เพื่อเก็บเป็นเกมโปรด').waitFor();
    const star = grid.getByRole('button', { name: /^เกมโปรด: / }).nth(3);
    const starred = ((await star.getAttribute('aria-label')) ?? '').replace('เกมโปรด: ', '');
    await star.click();
    await page.getByTestId('favourite-games').filter({ hasText: starred }).waitFor();

    // scrolled far down the slot list, open a game, Back: the same place
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const tile = grid.locator('.game-card:not(.game-card--closed)').filter({ visible: true }).nth(10);
    const name = (await tile.locator('.game-card__name').textContent()) ?? '';
    const play = tile.getByRole('button', { name: `เล่น ${name}` });
    await play.click();
    await page.getByTestId('game-view').waitFor();
    // where the game's tile was on the screen when it opened over the lobby
    const where = async () => Math.round((await grid.getByRole('button', { name: `เล่น ${name}` }).boundingBox())?.y ?? -1);
    const before = await where();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.goBack();
    await page.getByTestId('game-view').waitFor({ state: 'detached' });
    // the recent row now lists the game above: the tile stays where the member left it
    await page.getByTestId('recent-games').filter({ hasText: name }).waitFor();
    await expect.poll(async () => Math.abs((await where()) - before)).toBeLessThanOrEqual(2);
    expect(await layoutProblems(page)).toEqual([]);

    // another member on this device sees neither list
    await logIn(site, page, DEMO_MEMBERS[1].username);
    await page.goto('/auth/games/category');
    await page.getByText('แตะรูปดาวที่เกม เพื่อเก็บเป็นเกมโปรด').waitFor();
    expect(await page.getByTestId('recent-games').count()).toBe(0);
    await site.control.setSite({ body: { closedGames: [] } });
  });

  it('on a tablet (768 px) gives the game the whole screen, its bar inside it', async () => {
    const context = await site.newContext('mobile');
    const page = await context.newPage();
    await page.setViewportSize({ width: 768, height: 1024 });
    await logIn(site, page, demo.username);
    await page.goto('/auth/games/slot/AC');
    const grid = page.getByTestId('game-grid');
    await grid.getByRole('button', { name: /^เล่น / }).first().click();
    const view = page.getByTestId('game-view');
    await view.waitFor();
    expect(await view.boundingBox()).toEqual({ x: 0, y: 0, width: 768, height: 1024 });
    expect(await controlsInReach(page)).toEqual([]);
    await context.close();
  });

  it('on a wide screen plays in a large frame or, the member’s choice remembered, a new tab', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    await logIn(site, page, demo.username);
    await page.goto('/auth/games/slot/AC');
    const grid = page.getByTestId('game-grid');
    const name = (await grid.locator('.game-card__name').first().textContent()) ?? '';
    await grid.getByRole('button', { name: `เล่น ${name}` }).click();
    const view = page.getByTestId('game-view');
    await view.waitFor();
    const frame = await view.locator('iframe').boundingBox();
    expect(frame?.width).toBeGreaterThan(VIEWPORTS.desktop.width * 0.9);
    expect(await controlsInReach(page)).toEqual([]);
    const [tab] = await Promise.all([context.waitForEvent('page'), view.getByRole('button', { name: 'เปิดในแท็บใหม่' }).click()]);
    await tab.waitForURL('**/mock-cdn/games/play.html?**');
    await tab.close();
    await view.waitFor({ state: 'detached' });
    // remembered: the next game opens in a tab at once, and the lobby says so with the way back here
    const [next] = await Promise.all([context.waitForEvent('page'), grid.getByRole('button', { name: /^เล่น / }).nth(1).click()]);
    await next.waitForURL('**/mock-cdn/games/play.html?**');
    await next.getByTestId('game-credit').filter({ hasText: /\d/ }).waitFor();
    await next.close();
    await page.getByTestId('game-in-tab').getByRole('button', { name: 'เล่นในหน้านี้' }).click();
    await view.waitFor();
    await context.close();
  });
});

/** A staging session as the gateway records it (docs/qa.md, recording): the member's profile, the lobby's list, a launch. */
function stagingSession(): RecordedExchange[] {
  const mahjong = { id: 'pg-mahjong-ways', name: 'Mahjong Ways', gameType: 'slot', gameCate: 'PG', enabled: true };
  const line = (route: string, url: string, requestBody: unknown, responseBody: unknown): RecordedExchange => ({
    ...RECORDED_PROFILE_READ,
    method: 'POST',
    url,
    route,
    requestBody,
    responseBody,
  });
  return [
    RECORDED_PROFILE_READ,
    line(
      'games.gameList',
      '/api/auth/user/game/list',
      { gameType: 'all', gameCate: 'all' },
      {
        data: [{ ...mahjong, image: 'https://cdn.staging.example.com/pg/mahjong-ways.png' }],
      },
    ),
    line(
      'games.openGame',
      '/api/auth/user/opengame',
      { gameId: mahjong.id, platform: 'AND' },
      {
        data: { url: 'https://games.staging.example.com/launch?token=***', sessionId: 'staging-session', gameId: mahjong.id },
      },
    ),
  ];
}

describe('a staging session loaded from a recording', () => {
  it("lists staging's game in its category with the mock's art, and opens it on the mock's game page with the member's credit", async () => {
    const loaded = await site.control.loadRecording({ body: { exchanges: stagingSession() } });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ games: 1, ignored: 0, members: [{ username: 'recorded01', password: RECORDED_MEMBER_PASSWORD }] });
    const { page } = site;
    await logIn(site, page, 'recorded01');
    await page.goto('/auth/games/category?category=slot');
    // staging's provider has a chip of its own, and its game leads the grid
    await page.getByRole('list', { name: 'ค่ายเกม' }).getByRole('button', { name: 'PG' }).click();
    const grid = page.getByTestId('game-grid');
    const card = grid.locator('.game-card').filter({ hasText: 'Mahjong Ways' });
    await card.waitFor();
    expect(await grid.locator('.game-card').count()).toBe(1);
    // the picture is the mock's own art, drawn for this namespace's game (staging's URL would leave the laptop)
    const picture = card.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('src')).toContain('/mock-cdn/games/art/pg-mahjong-ways.svg');
    await saveScreenshot(page, 'recorded-lobby-mobile');
    await grid.getByRole('button', { name: 'เล่น Mahjong Ways' }).click();
    const game = page.frameLocator('[data-testid="game-view"] iframe');
    await game.getByText('Mahjong Ways').first().waitFor();
    await game.getByTestId('game-credit').filter({ hasText: '500.00' }).waitFor();
    await saveScreenshot(page, 'recorded-game-mobile');
    expect(await site.cspViolations(page)).toEqual([]);
    // at 1280 px the same: the game first among the slots
    const context = await site.newContext('desktop');
    const wide = await context.newPage();
    await logIn(site, wide, 'recorded01');
    await wide.goto('/auth/games/category?category=slot');
    await wide.getByTestId('game-grid').locator('.game-card').first().filter({ hasText: 'Mahjong Ways' }).waitFor();
    await saveScreenshot(wide, 'recorded-lobby-desktop');
    await context.close();
  });
});
