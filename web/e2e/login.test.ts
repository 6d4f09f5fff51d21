import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { layoutShift, saveScreenshot, type Site, setUpSiteForFile } from './support/site';

let site: Site;

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

describe('login from the home page (spec 4: behaves like /login)', () => {
  it('keeps the visitor on / and shows the server message under the form for a wrong password', async () => {
    const { page } = site;
    await page.goto('/');
    const form = page.getByRole('region', { name: 'เข้าสู่ระบบ' });
    await form.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill('demo');
    await form.getByLabel('รหัสผ่าน', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    const error = form.getByTestId('login-error');
    await error.waitFor();
    const refused = await site.api.auth.login({ body: { username: 'demo', password: 'wrong-password' } });
    expect(refused.status).toBe(401);
    expect(await error.textContent()).toBe(refused.status === 401 ? refused.body.message : '');
    expect(new URL(page.url()).pathname).toBe('/');
    await saveScreenshot(page, 'home-login-error-360');
  });

  it('shows the login screen at /auth/login for a visitor (spec 8 target, docs/design/web-app.md#routing)', async () => {
    const { page } = site;
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});

describe('a page the gateway served with the brand in it (docs/design/first-paint.md#branded-page)', () => {
  it('starts from its settings, configuration and operation status: the app asks the API for none of them on arrival', async () => {
    const { page } = site;
    const asked: string[] = [];
    const record = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', record);
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', record);
    }
    expect(asked.filter((path) => /^\/api\/(setting|configuration|setting\/operational\/website)$/.test(path))).toEqual([]);
  });
});

describe('a public page whose screen is still on its way (docs/design/first-paint.md#what-waits-for-the-first-paint)', () => {
  it("draws the brand's header at once, the footer with the screen and never under the loading line, and nothing moves", async () => {
    const { page } = site;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/login', { waitUntil: 'commit' });
      const main = page.locator('main#main');
      await main.locator('.state--loading').waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' }).isVisible()).toBe(true);
      expect(await page.locator('footer.site-footer').count()).toBe(0);
      // Whether the footer was already there when the screen's heading came in (same task, same frame).
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('main#main h1')) return;
          document.documentElement.dataset.footerWithScreen = String(document.querySelector('footer.site-footer') !== null);
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      release();
      await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' }).waitFor();
      await page.locator('footer.site-footer').waitFor();
      // a short screen: the footer is on a phone's first screen, so it comes with it, not a frame later
      expect(await page.evaluate(() => document.documentElement.dataset.footerWithScreen)).toBe('true');
      expect((await layoutShift(page)).total).toBeLessThanOrEqual(0.02);
    } finally {
      release();
      await page.unroute(/\/assets\/login-[\w-]+\.js$/);
    }
  });
});

describe('first slice: from / to the member dashboard', () => {
  it('opens /, logs in with the home page form as the demo member and lands on /auth/dashboard with name, username and credit', async () => {
    const { page } = site;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'เข้าสู่ระบบ' });
    await form.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill('demo');
    await form.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await form.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');

    const seeded = DEMO_MEMBERS.find((member) => member.username === 'demo');

    const name = page.getByTestId('dashboard-name');
    await name.waitFor();
    expect(await name.textContent()).toBe(seeded?.name);
    expect(await page.getByTestId('dashboard-username').textContent()).toBe('demo');
    const credit = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      seeded?.credit ?? Number.NaN,
    );
    await page.getByTestId('header-credit').filter({ hasText: credit }).waitFor();
    expect(await page.title()).toContain('หน้าหลักสมาชิก');

    await saveScreenshot(page, 'login-dashboard-360');
    expect(await site.cspViolations()).toEqual([]);
  });

  it("arrives with its screen's chunks named in the page, so they load beside the entry (docs/design/first-paint.md#preloads)", async () => {
    const { page } = site;
    const chunks = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1] ?? '');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const dashboard = chunks((await (await page.reload())?.text()) ?? '');
    await page.getByTestId('dashboard-name').waitFor();
    expect(dashboard).toContainEqual(expect.stringMatching(/^\/assets\/member-area-[\w-]+\.js$/));
    expect(dashboard).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-[\w-]+\.js$/));
    // the screen's own chunk was not asked for a second time, after the entry had run
    expect(requested.filter((path) => /\/dashboard-[\w-]+\.js$/.test(path))).toHaveLength(1);
    const home = chunks(await (await fetch(new URL('/', page.url()))).text());
    expect(home).toContainEqual(expect.stringMatching(/^\/assets\/home-[\w-]+\.js$/));
    expect(home.some((path) => /\/(dashboard|member-area)-/.test(path))).toBe(false);
    // what lazy screens share comes in two chunks, not one per set of screens, and the home
    // page's shared sections come in the kit (docs/design/first-paint.md#chunks): the screen, kit, login form; the
    // login form needs no form library (docs/design/first-paint.md#budget)
    expect(home).toContainEqual(expect.stringMatching(/^\/assets\/kit-[\w-]+\.js$/));
    expect(home.some((path) => /\/forms-/.test(path))).toBe(false);
    expect(home.length).toBeLessThanOrEqual(3);
  });

  it("serves the entry script with V8's compile hint as its first line (docs/design/first-paint.md#entry)", async () => {
    const html = await (await fetch(new URL('/', site.page.url()))).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await (await fetch(new URL(entry, site.page.url()))).text();
    expect(script.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('runs its one inline script, allowed by its hash alone: on a first visit it starts ICU itself, with no worker (docs/design/first-paint.md#inline-script)', async () => {
    const { page } = site;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("new Intl.NumberFormat('th-TH')");
    // the worker of a page the service worker serves, at the build's hashed address
    expect(inline[0]).toMatch(/new Worker\('\/assets\/icu-start-[\w-]+\.js'\)/);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(workers).toEqual([]);
    expect(await site.cspViolations()).toEqual([]);
  });

  it('arrives with the Thai web font of both weights preloaded and fetched once, from the preload (docs/design/first-paint.md#preloads)', async () => {
    const { page } = site;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ path: new URL(entry.name).pathname, by: entry.initiatorType })),
    );
    // a preload whose mode differs from the stylesheet's (crossorigin) would be fetched twice
    expect(fonts.map((font) => font.by)).toEqual(['link', 'link']);
    const [regular, bold] = fonts.map((font) => font.path).sort();
    expect(regular).toMatch(/^\/assets\/noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/);
    expect(bold).toMatch(/^\/assets\/noto-sans-thai-thai-700-normal-[\w-]+\.woff2$/);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Noto Sans Thai"', 'ฝากเงิน'))).toBe(true);
  });
});
