import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@site/browser-kit';
import { layoutProblems } from './support/layout';
import {
  type Json,
  saveScreenshot,
  scrollPicturesIn,
  seriousAxeViolations,
  type Site,
  VIEWPORTS,
  type ViewportName,
  setUpSiteForFile,
  tamper,
} from './support/site';

let site: Site;

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

/** The provider's page has loaded inside a frame of the height spec 2 fixes. */
async function providerFrameLoaded(page: Page, height: number) {
  const frameElement = page.locator('iframe.provider-frame');
  await frameElement.waitFor();
  expect(await frameElement.getAttribute('height')).toBe(String(height));
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  await frame?.waitForLoadState('load');
  await frame?.locator('body').waitFor();
  // framed as a window of the site: a bar naming it with a way to open it alone, no loading state once loaded
  const providerWindow = page.locator('figure.provider-window');
  expect(await providerWindow.locator('figcaption').getByRole('link', { name: 'เปิดในแท็บใหม่' }).isVisible()).toBe(true);
  await providerWindow.locator('.provider-window__loading').waitFor({ state: 'detached' });
  // the provider's page fills the frame the spec sizes, rather than leaving an empty box under it
  if (frame)
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('main')?.getBoundingClientRect().bottom ?? 0), { timeout: 10_000 })
      .toBeGreaterThan(height * 0.85);
}

/** Every image in `scope` has loaded its own picture, not the not-found one. */
async function picturesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect.poll(() => images.count()).toBe(count);
  await scrollPicturesIn(scope);
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every((img) => img instanceof HTMLImageElement && !img.dataset.waiting && img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  expect(await scope.locator('img[data-fallback]').count()).toBe(0);
}

/** The home page as a lobby (docs/design/brands.md#artwork): banners and hot games from the public configuration, their art loaded. */
async function homeLobbyReady(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await picturesLoaded(page.locator('.lobby-banners'), 3);
  const games = page.locator('.lobby-game');
  await picturesLoaded(page.locator('.lobby-games'), 16);
  expect(await games.locator('.lobby-game__logo').first().getAttribute('alt')).toBe('Joker Gaming');
  expect(await page.locator('.lobby-banners a').first().getAttribute('href')).toBe('/promotion');
}

/** Playing a hot game before login brings the home page's own login form into view, focused, saying why. */
async function playAsksForLogin(page: Page) {
  const game = page.locator('.lobby-game').nth(5);
  const name = await game.locator('.lobby-game__name').textContent();
  await game.getByRole('button', { name: `เล่นเลย ${name}` }).click();
  const username = page.locator('.home__login').getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์');
  await expect.poll(() => username.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await page.locator('.home__login').getByRole('status').textContent()).toBe(`เข้าสู่ระบบเพื่อเล่น ${name}`);
  await expect.poll(() => username.evaluate((input) => input.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
  // the provider's free demo plays without an account: pretend credit, the game's name
  const [demoTab] = await Promise.all([page.context().waitForEvent('page'), game.getByRole('link', { name: `ทดลองเล่น ${name}` }).click()]);
  await demoTab.getByTestId('game-credit').filter({ hasText: '1,000.00' }).waitFor();
  expect(await demoTab.locator('#game-name').textContent()).toBe(name);
  await demoTab.getByRole('button', { name: 'หมุน' }).click();
  await demoTab.locator('#history li').first().waitFor();
  await demoTab.close();
}

/** The promotion page with the brand's promotion pictures (configuration entries) and its periods. */
async function promotionReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'โปรโมชั่น' }).waitFor();
  await page.getByTestId('promotion-period-1').waitFor();
  await page.getByRole('img', { name: /^ภาพโปรโมชั่น 1 จาก \d+$/ }).waitFor();
}

/** A visitor reads a promotion and is offered the way in, on the page and in the top bar at every width from 360 px. */
async function promotionInvitesVisitor(page: Page): Promise<void> {
  expect(await page.getByRole('link', { name: 'สมัครสมาชิกรับโบนัส' }).getAttribute('href')).toBe('/register');
  const topBarLogin = page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ', exact: true });
  expect(await topBarLogin.isVisible()).toBe(true);
  await topBarLogin.click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** Every public route of spec 2 with what proves it rendered. */
const publicRoutes = [
  { name: 'home', path: '/', ready: homeLobbyReady, after: playAsksForLogin },
  { name: 'login', path: '/login', ready: (page: Page) => page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor() },
  { name: 'register', path: '/register', ready: (page: Page) => page.getByLabel('เบอร์โทรศัพท์มือถือ').waitFor() },
  { name: 'regis', path: '/regis/team-a/mkt-01', ready: (page: Page) => page.getByTestId('marketing-source').waitFor() },
  { name: 'regiss', path: '/regiss/team-b/mkt-02', ready: (page: Page) => page.getByTestId('marketing-source').waitFor() },
  { name: 'contact', path: '/contact', ready: (page: Page) => page.getByTestId('chat-account-backup').waitFor() },
  { name: 'live-score', path: '/live-score', ready: (page: Page) => providerFrameLoaded(page, 2500) },
  { name: 'score', path: '/score', ready: (page: Page) => providerFrameLoaded(page, 520) },
  { name: 'promotion', path: '/promotion', ready: promotionReady, after: promotionInvitesVisitor },
  { name: '404', path: '/404', ready: (page: Page) => page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' }).waitFor() },
] as const;

describe('the promotion page', () => {
  it('says "no promotion" once when none runs: no pictures advertising a bonus above it, there or on the home page', async () => {
    const { page } = site;
    await page.setViewportSize(VIEWPORTS.mobile);
    const restore = await tamper(page, '**/api/setting', (body) => {
      ((body.data as Json).promotion as Json).bonusMax = 0;
    });
    try {
      await page.goto('/promotion');
      await page.getByTestId('no-promotion').waitFor();
      expect(await page.getByRole('img', { name: /^ภาพโปรโมชั่น/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'สมัครสมาชิกรับโบนัส' }).count()).toBe(0);
      // nor on the home page: its banners link here
      await page.goto('/');
      await page.getByText('ไม่มีโปรโมชั่นในขณะนี้').waitFor({ state: 'attached' });
      expect(await page.locator('.lobby-banners').count()).toBe(0);
    } finally {
      await restore();
    }
  });
});

describe('the home page', () => {
  it('asks a visitor to register once per screen, at 360 px and at 1280 px', async () => {
    const { page } = site;
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const calls = page.getByRole('link', { name: 'สมัครสมาชิก', exact: true });
      const visible = await calls.evaluateAll(
        (links) => links.filter((link) => link.getBoundingClientRect().top < window.innerHeight && link.checkVisibility()).length,
      );
      expect(visible, `at ${viewport.width} px`).toBe(1);
    }
  });
});

describe('the bonus periods by the site clock', () => {
  it('shows the period open now and when the next one opens, by the mock clock rather than the browser one', async () => {
    const { page } = site;
    await page.setViewportSize(VIEWPORTS.mobile);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    // The seeded periods run 10:00-14:00 and 20:00-23:59:59 Bangkok time; whatever the browser's
    // hour, one of these two instants disagrees with it.
    const cases = [
      { bangkok: '11:00', first: 'เปิดอยู่', second: 'เปิดถัดไป 20:00' },
      { bangkok: '21:00', first: 'เปิดถัดไป 10:00', second: 'เปิดอยู่' },
    ];
    try {
      for (const { bangkok, first, second } of cases) {
        await site.control.clock({ body: { at: new Date(`${today}T${bangkok}:00+07:00`).toISOString() } });
        await page.goto('/promotion');
        await promotionReady(page);
        const state = (n: number) => page.getByTestId(`promotion-period-${n}`).getByTestId('period-state');
        await expect.poll(() => state(1).textContent(), { message: `period 1 at ${bangkok}` }).toBe(first);
        expect(await state(2).textContent(), `period 2 at ${bangkok}`).toBe(second);
      }
    } finally {
      await site.control.clock({ body: { at: new Date().toISOString(), freeze: false } });
    }
  });
});

// Each route is loaded once at 360 px and widened in place to 1280 px (a full load per width cost
// as much as everything else here); what a visitor does next is then done at each width.
describe('every public route at 360 px and 1280 px: renders, no serious axe violation, a layout that holds, no CSP violation', () => {
  for (const route of publicRoutes) {
    it(`${route.path} at 360 and 1280 px`, async () => {
      const { page } = site;
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(route.path);
      await route.ready(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.title()).not.toBe('');
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        const { width } = VIEWPORTS[viewport];
        await page.setViewportSize(VIEWPORTS[viewport]);
        expect(await seriousAxeViolations(page), `axe at ${width} px`).toEqual([]);
        expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
        await saveScreenshot(page, `public-${route.name}-${width}`);
      }
      if ('after' in route) {
        for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          if (new URL(page.url()).pathname !== route.path) {
            await page.goto(route.path);
            await route.ready(page);
          }
          await route.after(page);
        }
      }
      expect(await site.cspViolations()).toEqual([]);
    });
  }
});

describe('the accessibility check itself', () => {
  it('finds a serious violation when there is one (an unlabelled field, grey text on white)', async () => {
    const page = await site.newPage();
    try {
      await page.setContent(
        '<html lang="th"><title>ตรวจ</title><main><input><p style="color:#aaa;background:#fff">ข้อความ</p></main></html>',
      );
      const violations = await seriousAxeViolations(page);
      expect(violations.some((line) => line.startsWith('label: input'))).toBe(true);
      expect(violations.some((line) => line.startsWith('color-contrast: p'))).toBe(true);
    } finally {
      await page.close();
    }
  });
});

/** The address of the page's next worker, once it has closed itself (listening before it can). */
function workerRunToItsEnd(page: Page): Promise<string> {
  return new Promise((resolve) => page.once('worker', (worker) => worker.once('close', () => resolve(worker.url()))));
}

describe('installable (docs/design/web-app.md#installable)', () => {
  it(
    'Chromium finds no installability error; the service worker opens the shell offline with the no-internet banner',
    { timeout: 90_000 },
    async () => {
      // Installability is judged in a real (non-incognito) profile, where service workers run.
      const profile = await mkdtemp(join(tmpdir(), 'member-site-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        baseURL: site.url,
        viewport: VIEWPORTS.mobile,
        locale: 'th-TH',
      });
      try {
        await context.addCookies([{ name: NAMESPACE_HEADER, value: site.namespace, url: site.url }]);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Installed and in control of the page (it claims open pages when it activates).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        // The API goes to the network by the worker's static routes, without passing through it.
        const apiRoute = await page.evaluate(async () => {
          // the timing entry is added once the body has arrived
          await (await fetch('/api/setting')).text();
          const [entry] = performance.getEntriesByName(new URL('/api/setting', location.href).href);
          return (entry as (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined)?.workerMatchedSourceType;
        });
        expect(apiRoute).toBe('network');
        // A page's request leaves while a stopped worker starts (navigation preload).
        expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState())).toMatchObject({
          enabled: true,
        });
        // With the worker in control, ICU starts in a worker of its own (docs/design/first-paint.md#inline-script), which closes itself.
        const icuWorker = workerRunToItsEnd(page);
        await page.reload();
        expect(new URL(await icuWorker).pathname).toMatch(/^\/assets\/icu-start-[\w-]+\.js$/);
        const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
        expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
        const settings = await site.api.settings.global();
        expect(manifest.name).toBe(settings.status === 200 ? settings.body.data.siteName : 'no settings');

        await context.setOffline(true);
        const offlineIcuWorker = workerRunToItsEnd(page);
        await page.reload();
        // The shell came from the worker: the app runs (its skip link and header are there).
        await page.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' }).waitFor();
        // ICU's worker script is precached: offline it still runs to its end.
        expect(new URL(await offlineIcuWorker).pathname).toMatch(/^\/assets\/icu-start-[\w-]+\.js$/);
        // Chromium's offline emulation does not reach navigator.onLine of a document loaded while
        // offline; going offline again tells the running app, as a phone losing its signal does.
        await context.setOffline(false);
        await context.setOffline(true);
        await page.getByTestId('offline-banner').waitFor();
        expect(await page.getByTestId('offline-banner').textContent()).toBe('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    },
  );
});
