import { expect } from 'vitest';
import { type Page } from 'playwright-core';
import { layoutProblems, screenSettled } from './layout';
import type { MEMBER_ROUTES, MemberRouteName } from './routes';
import { layoutShift, saveScreenshot, seriousAxeViolations, type Site, VIEWPORTS } from './site';

type Json = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
/* oxlint-disable typescript/no-unsafe-argument, typescript/no-unsafe-member-access -- Json is an API answer read field by field, as the page shows it */

/** The member's own API call from the page (same token and namespace): what the server says now. */
async function memberApi(page: Page, path: (member: { uuid: string; username: string }) => string, body?: object): Promise<Json> {
  return page.evaluate(
    async ({ pathTemplate, json }) => {
      const token = localStorage.getItem('member-site.token');
      const user = JSON.parse(localStorage.getItem('member-site.current-user') ?? '{}') as {
        uuid: string;
        user_pass: { username: string };
      };
      const url = pathTemplate.replace('{uuid}', user.uuid).replace('{username}', user.user_pass.username);
      const response = await fetch(url, {
        method: json ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        // split/join, not replaceAll: the page may be one without it (member-routes.test.ts)
        body: json ? JSON.stringify(json).split('{uuid}').join(user.uuid) : null,
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { pathTemplate: path({ uuid: '{uuid}', username: '{username}' }), json: body },
  ) as Promise<Json>;
}

const integer = (value: number) => new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 }).format(value);

/** Waits until the element with this test id holds this text. */
async function shows(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).filter({ hasText: text }).first().waitFor();
}

/**
 * Per screen, one element only the server's current data can fill: a screen
 * that shows a placeholder, a constant or a stale copy fails here. Keyed by every route name, so
 * a new member route without a check does not compile.
 */
export const REAL_DATA: Record<MemberRouteName, (page: Page) => Promise<void>> = {
  dashboard: async (page) => shows(page, 'dashboard-name', (await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`)).name),
  deposit: async (page) =>
    shows(page, 'deposit-from-account', (await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`)).user_bank.bankId),
  'deposit-slip': async (page) => {
    const profile = await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`);
    await shows(page, 'member-tier', `${integer(profile.user_credit.point)} คะแนน`);
  },
  withdraw: async (page) =>
    shows(page, 'withdraw-account', (await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`)).user_bank.bankId),
  affiliate: async (page) => shows(page, 'affiliate-code', (await memberApi(page, (m) => `/api/auth/affiliate/code/${m.uuid}`)).code),
  winlost: async (page) => {
    await page.getByTestId('winlost-summary').waitFor();
    expect(await page.getByTestId('winlost-summary').textContent()).toMatch(/\d/);
    // the cashback says when it is paid
    expect(await page.getByTestId('winlost-cashback-when').textContent()).toContain('หลังจบสัปดาห์');
  },
  'transaction-history': async (page) => {
    const rows = (await memberApi(page, (m) => `/api/auth/user/transactions/${m.uuid}`)) as unknown as { description: string }[];
    expect(rows.length).toBeGreaterThan(0);
    await shows(page, 'transactions', rows[0]?.description ?? 'none');
  },
  reward: async (page) => shows(page, 'reward-points', integer((await memberApi(page, () => '/api/auth/reward', {})).point)),
  'reward-category': async (page) => {
    const data = await memberApi(page, () => '/api/auth/reward', {});
    const inCategory = (data.rewards as { id: string; categoryId: string }[]).filter((reward) => reward.categoryId === 'voucher');
    expect(inCategory.length).toBeGreaterThan(0);
    await page.getByTestId(`reward-${inCategory[0]?.id}`).waitFor();
  },
  'change-password': async (page) => {
    const profile = await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`);
    await shows(page, 'member-tier', `${integer(profile.user_credit.point)} คะแนน`);
  },
  'manage-address': async (page) => {
    const address = await memberApi(page, () => '/api/auth/address/mine');
    // the form is filled from the answer a moment after it shows: wait for that, not for the first paint
    const first = page.locator('#main input').first();
    if (address) await expect.poll(async () => Object.values(address).includes(await first.inputValue())).toBe(true);
    else await shows(page, 'member-name', (await memberApi(page, (m) => `/api/auth/user/detail/${m.uuid}`)).name);
  },
  ranking: async (page) => shows(page, 'ranking-current', (await memberApi(page, (m) => `/api/auth/user/level/${m.uuid}`)).current.name),
  contact: async (page) => shows(page, 'chat-account-main', (await memberApi(page, () => '/api/setting')).line.line1.id),
  media: async (page) => {
    const games = (await memberApi(page, () => '/api/auth/game')) as unknown as { code: string; name: string }[];
    const named = games.filter((game) => game.code !== 'check-in');
    expect(named.length).toBeGreaterThan(0);
    for (const game of named) await shows(page, 'media-tiles', game.name);
  },
  wheel: async (page) => {
    const wheel = await memberApi(page, () => '/api/auth/wheel');
    await page.getByTestId('wheel-prizes').locator('li').first().waitFor();
    expect(await page.getByTestId('wheel-prizes').locator('li').count()).toBe(wheel.segments.length);
  },
  movie: async (page) => {
    const catalogue = await page.evaluate(
      async () => ((await (await fetch('/mock-cdn/providers/movies.json')).json()) as { movies: unknown[] }).movies,
    );
    const frame = page.frameLocator('iframe.provider-frame');
    await frame.locator('.movie').first().waitFor();
    expect(await frame.locator('.movie').count()).toBe(catalogue.length);
  },
  'flip-card': async (page) => {
    await page
      .getByTestId('flip-plays-left')
      .filter({ hasText: /\d|หมด/ })
      .waitFor();
  },
  'flip-card-reward': async (page) => {
    await page
      .getByTestId('flip-plays-left')
      .filter({ hasText: /\d|หมด/ })
      .waitFor();
  },
  'media-promotion': async (page) => {
    const setting = await memberApi(page, () => '/api/auth/setting', { uuid: '{uuid}' });
    if (setting.bonusMax > 0) {
      await shows(page, 'promotion-period-1', String(setting.bonusRate));
      expect(await page.getByRole('link', { name: 'ฝากเงินรับโบนัส' }).getAttribute('href')).toBe('/auth/deposit');
    } else await page.getByTestId('no-promotion').waitFor();
  },
  'games-category': async (page) => {
    const games = (await memberApi(page, () => '/api/auth/user/game/list', { gameType: 'sport', gameCate: 'all' })) as unknown as {
      name: string;
    }[];
    await shows(page, 'game-grid', games[0]?.name ?? 'none');
  },
  games: async (page) => {
    const games = (await memberApi(page, () => '/api/auth/user/game/list', { gameType: 'slot', gameCate: 'JK' })) as unknown as {
      name: string;
    }[];
    await shows(page, 'game-grid', games[0]?.name ?? 'none');
    await page.getByRole('heading', { name: `สล็อต · ${games.length} เกม`, exact: true }).waitFor();
  },
};

/** Whether the page loaded src/polyfills.ts (only a browser that lacks an API should: docs/design/web-app.md#browsers). */
export function loadedPolyfills(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/polyfills-[^/]*\.js$/.test(entry.name)));
}

/** Checks the member in for today, so the dashboard shows the page rather than the check-in popup. */
export async function checkInToday(site: Site, token: string): Promise<void> {
  const answer = await site.api.checkIn.checkIn({ body: {}, extraHeaders: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`check-in answered ${answer.status}`);
}

/**
 * Opens one member screen at 360 px and checks it: the route holds, data only the server can give
 * is shown, a title, no serious axe violation, nothing a member would see wrong in its layout
 * (support/layout.ts), no CSP violation, no polyfill loaded; then widens the same page to 1280 px
 * (as a member turning a tablet or widening a window does) and checks the layout again, and axe
 * where the wide layout sets text on backgrounds of its own (AXE_WIDE). A screenshot is saved at each width.
 */
/**
 * The screens axe checks again at 1280 px. The wide layout moves the same elements into columns,
 * so labels, names and landmarks are the 360 px run's; only contrast can change, and only where
 * the wide layout sets text on a picture or a panel of its own: the dashboard's and lobby's
 * banners and tiles, the deposit's and rewards' cards. Axe costs this walk more than its page loads.
 */
const AXE_WIDE = new Set<MemberRouteName>(['dashboard', 'deposit', 'games-category', 'games', 'reward', 'media-promotion']);

export async function expectMemberScreen(site: Site, route: (typeof MEMBER_ROUTES)[number]): Promise<void> {
  const { page } = site;
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(route.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await screenSettled(page, '.state--error');
  expect(page.url()).toContain(route.path);
  await REAL_DATA[route.name](page);
  expect(await page.title()).not.toBe('');
  // Lighthouse's goal for every member screen: what loads takes its place without moving the page
  const shift = await layoutShift(page);
  expect(shift.total, `layout shift on load (last moved: ${shift.largest})`).toBeLessThanOrEqual(0.02);
  for (const viewport of ['mobile', 'desktop'] as const) {
    const { width } = VIEWPORTS[viewport];
    await page.setViewportSize(VIEWPORTS[viewport]);
    if (viewport === 'mobile' || AXE_WIDE.has(route.name)) expect(await seriousAxeViolations(page), `axe at ${width} px`).toEqual([]);
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
    await saveScreenshot(page, `member-${route.name}-${width}`);
  }
  expect(await site.cspViolations()).toEqual([]);
  expect(await loadedPolyfills(page), 'a current browser loads no polyfill').toBe(false);
}
