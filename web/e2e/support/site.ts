import { afterAll, beforeAll, beforeEach } from 'vitest';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { initClient } from '@ts-rest/core';
import { allowNamedFunctions } from './layout';
import { mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { contract } from '@site/contract';
// The gateway package exports only its app; the e2e suite starts it through its start module.
import { startGateway } from '@site/server/start';
import { spawnMock } from '@site/mock-api/testing';
import { storageKeys } from '@site/web/lib/storage';

// One harness for every browser test and browser QA scenario: how Chromium is launched
// (CHROMIUM_PATH, flags), what a member's context is (th-TH, Bangkok, namespace), how a page is saved.
import { newSiteContext, saveReviewScreenshot, saveScreenshotFile, workerBrowser } from '@site/browser-kit';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

export const VIEWPORTS = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export type ControlClient = ReturnType<typeof controlClient>;

function controlClient(baseUrl: string, namespace: string) {
  return mockControlClient(baseUrl, { namespace, env: process.env });
}

/** The real API through the gateway, in the test file's namespace (to read what the UI should show). */
function apiClient(baseUrl: string, namespace: string) {
  return initClient(contract, { baseUrl, baseHeaders: { [NAMESPACE_HEADER]: namespace } });
}
export type ApiClient = ReturnType<typeof apiClient>;

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

export interface Site {
  url: string;
  namespace: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  control: ControlClient;
  api: ApiClient;
  /** Opens a second page in the same context (same namespace and storage). */
  newPage(): Promise<Page>;
  /** A fresh context (empty local storage) at a viewport, same namespace. */
  newContext(viewport?: ViewportName): Promise<BrowserContext>;
  cspViolations(page?: Page): Promise<CspViolation[]>;
  close(): Promise<void>;
}

/**
 * Records the page's CSP violations (the gateway's own policy allows no inline script or style
 * on the site's pages but index.html's own, by their hashes: docs/design/web-app.md#strict-csp, docs/design/first-paint.md#branded-page and docs/design/first-paint.md#inline-script), for
 * tests to assert there are none.
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const store: { directive: string; blockedURI: string; sample: string }[] = [];
    (window as unknown as { __cspViolations: typeof store }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
}

/**
 * Records the page's layout shifts as Lighthouse counts them (not after a member's input), for
 * tests to hold a screen's cumulative layout shift on load under the speed goal.
 */
async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { total: 0, largest: '' };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const moved = entry.sources?.[0]?.node;
        if (moved instanceof Element) record.largest = moved.outerHTML.slice(0, 120);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift since it loaded, and the last element a shift moved. */
export function layoutShift(page: Page): Promise<{ total: number; largest: string }> {
  return page.evaluate(() => (window as unknown as { __layoutShift: { total: number; largest: string } }).__layoutShift);
}

/** What the browser talks to: the site's URL, where the mock's control API answers, how to stop it. */
export interface Topology {
  url: string;
  controlUrl: string;
  close(): Promise<void>;
}

/**
 * A stand-alone mock process started with `env` (as an operator starts one, e.g. with its own
 * brand) and the gateway in front of it in this test process.
 */
export function standaloneMockTopology(env: Record<string, string>): () => Promise<Topology> {
  return async () => {
    const mock = await spawnMock({ MOCK_SEED: '42', ...env });
    try {
      const gateway = await startGateway({ upstreamUrl: mock.url, upstreamIsMock: true, maxEventLoopDelayMs: 0 });
      return {
        url: gateway.url,
        controlUrl: mock.url,
        close: async () => {
          await gateway.close();
          await mock.stop();
        },
      };
    } catch (error) {
      await mock.stop();
      throw error;
    }
  };
}

/** The gateway with the mock in process (what `npm start` runs), in this test process. */
async function embeddedTopology(): Promise<Topology> {
  // Browser tests log in, register and check far more often than a person, and the gateway
  // shares its event loop with the test runner (screenshots, axe): rate limits and load
  // shedding are the gateway's own tests' business, so they are lifted here.
  const gateway = await startGateway({
    rateLimit: { max: 1_000_000, sensitiveMax: 1_000_000, windowMs: 60_000 },
    // 0 switches load shedding off: the loop is shared with the browser driver (encoding a
    // screenshot), whose lag says nothing about the gateway's load.
    maxEventLoopDelayMs: 0,
  });
  return { url: gateway.url, controlUrl: gateway.url, close: () => gateway.close() };
}

/**
 * One gateway + mock and one page, in the worker's Chromium and a mock namespace of its own
 * (cookie x-mock-namespace), so files never share state. `start` chooses another topology
 * (e.g. gateway and stand-alone mock as two processes); default: the mock in process.
 */
async function openSite(
  testFile: string,
  viewport: ViewportName = 'mobile',
  start: () => Promise<Topology> = embeddedTopology,
): Promise<Site> {
  const gateway = await start();
  const namespace = `e2e-${basename(testFile).replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const browser = await workerBrowser();
  const makeContext = async (name: ViewportName) => {
    const context = await newSiteContext(browser, { baseURL: gateway.url, viewport: VIEWPORTS[name], namespace });
    await recordCspViolations(context);
    await recordLayoutShifts(context);
    return context;
  };
  const context = await makeContext(viewport);
  const page = await context.newPage();
  const control = controlClient(gateway.controlUrl, namespace);
  await control.reset({ body: {} });

  return {
    url: gateway.url,
    namespace,
    browser,
    context,
    page,
    control,
    api: apiClient(gateway.url, namespace),
    newPage: () => context.newPage(),
    newContext: (name = 'mobile') => makeContext(name),
    cspViolations: async (target = page) =>
      target.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []),
    close: async () => {
      // The worker's browser stays open for its next file; every context goes, including any a
      // test opened itself and did not close (the worker runs one file at a time).
      for (const item of browser.contexts()) await item.close().catch(() => undefined);
      await gateway.close();
    },
  };
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page and its same-origin frames, one line
 * each (rule: elements). axe-core is put into each frame once per document and run from the top
 * frame: @axe-core/playwright injected it twice per call and finished every run in a new blank
 * page, four times the CPU of a run (docs/design/testing.md#a-suite-that-fits-two-cores).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    await frame
      .evaluate(`if (!window.axe) {\n${AXE_SOURCE}\n;window.axe.configure({ allowedOrigins: ['<same_origin>'] });\n}`)
      .catch(() => undefined); // a frame that went away meanwhile has nothing to check
  }
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Scrolls each shown picture in `scope` into view, as a member reading down the page does, and
 * waits until each has its source and has finished loading (the site gives a picture its source
 * only near the screen). Pictures in a row that scrolls sideways are brought in sideways; hidden
 * ones (a closed menu's icons) wait until they are shown. One call into the page: a Playwright
 * action per picture cost a page of 40 pictures about a second.
 */
export async function scrollPicturesIn(scope: Locator): Promise<void> {
  await allowNamedFunctions(scope.page());
  const waiting = await scope.evaluate(async (root) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const loaded = (img: HTMLImageElement) => !img.dataset.waiting && img.complete;
    const shown = [...root.querySelectorAll('img')].filter((img) => img.checkVisibility());
    for (const img of shown) {
      if (loaded(img)) continue;
      img.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await nextFrame();
    }
    const until = performance.now() + 10_000;
    while (performance.now() < until && !shown.every(loaded)) await new Promise((resolve) => setTimeout(resolve, 20));
    return shown.filter((img) => !loaded(img)).map((img) => img.getAttribute('src'));
  });
  if (waiting.length > 0) throw new Error(`pictures still loading after 10 s: ${waiting.join(', ')}`);
}

/** A full-page screenshot under web/test-results/screenshots/<name>.png, with `SCREENSHOTS=1`. */
export function saveScreenshot(page: Page, name: string): Promise<void> {
  return saveReviewScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
}

/** Logs a visitor in through the login form (the way a member does it). */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await page.waitForURL('**/auth/dashboard');
}

/** Opens the member header's account menu, where logout is. */
export async function openAccountMenu(page: Page): Promise<void> {
  const account = page.getByRole('button', { name: 'บัญชีของฉัน' });
  if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
}

/** The session as the web app stores it: token and current user (null where absent). */
export async function storedSession(page: Page): Promise<(string | null)[]> {
  return page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), [storageKeys.token, storageKeys.currentUser]);
}

/**
 * Logs a member in as the QA console does: a session from the control API, written where the web
 * app keeps it, on a light page of the site's origin (/healthz). No screen is opened: the caller goes where
 * the test starts. Returns the token. Tests of the login form itself use logInThroughForm.
 */
export async function logIn(site: Site, page: Page, username: string): Promise<string> {
  const session = await site.control.memberSession({ params: { username }, body: {} });
  if (session.status !== 200) throw new Error(`the control API gave no session for ${username}: ${session.status}`);
  // Never under a running app: its next profile refresh writes its member back beside the new
  // token, and the next page asks for that member with it, is refused and ends the session.
  if (page.url() !== new URL('/healthz', site.url).href) await page.goto('/healthz');
  await page.evaluate(
    ({ keys, token, user }) => {
      window.localStorage.setItem(keys.token, token);
      window.localStorage.setItem(keys.currentUser, user);
    },
    { keys: storageKeys, token: session.body.token, user: JSON.stringify(session.body.data) },
  );
  return session.body.token;
}

export type Json = Record<string, unknown>;

/**
 * Answers one API route with the real answer changed by `edit` (an upstream that sends hostile
 * URLs, or settings without a field); the returned function stops it.
 */
export async function tamper(page: Page, pattern: string, edit: (body: Json) => void): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as Json;
      edit(body);
      await route.fulfill({ response, json: body });
    } catch {
      // The page navigated away (reload) while the answer was on its way: nothing to answer.
    }
  };
  await page.route(pattern, handler);
  // The gateway writes the settings and configuration into index.html (docs/design/first-paint.md#branded-page): pages are
  // then served as without them, so the app asks the API and gets the edited answer.
  const writtenIntoPage = /\/api\/(?:setting|configuration)$/.test(pattern);
  if (writtenIntoPage) await page.route(isDocument, servedWithoutBrand);
  return async () => {
    await page.unroute(pattern, handler);
    if (writtenIntoPage) await page.unroute(isDocument, servedWithoutBrand);
  };
}

/** A page navigation of the site (index.html for a client route), not an asset or API call. */
function isDocument(url: URL): boolean {
  return !/^\/(?:api|assets|mock-cdn|__mock)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);
}

/** index.html as the gateway serves it when it has no usable brand answers: no boot data, no brand style. */
async function servedWithoutBrand(route: Route): Promise<void> {
  try {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="application\/json" id="boot-data">[^<]*<\/script>/, '')
      .replace(/<style>[^<]*<\/style>/, '');
    await route.fulfill({ response, body: html });
  } catch {
    // The page navigated away meanwhile: nothing to answer.
  }
}

/** A member's tap to another screen: the router navigates, no page load. */
export async function tapTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A toast of react-toastify with this text. */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify__toast').filter({ hasText: text });
}

/**
 * Starts looking for a toast before the step that raises it; the caller awaits the result after
 * that step. A toast closes after two seconds (spec 9), and a runner busy with other tests may
 * look later than that if it only starts looking afterwards. The watch survives navigations.
 */
export function watchToast(page: Page, text: string): Promise<void> {
  const seen = toast(page, text).first().waitFor();
  seen.catch(() => undefined); // awaited by the caller; a step that throws first leaves it unawaited
  return seen;
}

/**
 * How long a toast with this text stays readable: from when it appears to when it starts to
 * close (or leaves the page), in ms, as the page's own clock counts it, so a busy runner does not
 * shorten or stretch it. Starts watching before the step that raises the toast, from the page the
 * step leaves (the watch runs in that document, so the step must not reload it); the returned
 * function resolves once the toast has closed.
 */
export async function watchToastLife(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const life: { shown?: number; closed?: number } = {};
    (window as unknown as { toastLife: typeof life }).toastLife = life;
    const check = () => {
      const shown = [...document.querySelectorAll('.Toastify__toast')].find((element) => element.textContent?.includes(wanted));
      const now = performance.now();
      if (shown && life.shown === undefined) life.shown = now;
      const closing = shown === undefined || [...shown.classList].some((name) => name.includes('-exit'));
      if (life.shown !== undefined && life.closed === undefined && closing) {
        life.closed = now;
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  }, text);
  return async () => {
    const closed = await page.waitForFunction(
      () => {
        const life = (window as unknown as { toastLife: { shown?: number; closed?: number } }).toastLife;
        return life.closed !== undefined && life.shown !== undefined ? life.closed - life.shown : false;
      },
      undefined,
      { timeout: 10_000 },
    );
    return (await closed.jsonValue()) as number;
  };
}

/**
 * Saves what the page looked like when a test failed (screenshot named after the site and the
 * test, URL, visible text), so a failure in CI can be read without rerunning it.
 */
async function recordFailure(site: Site | undefined, testName: string): Promise<void> {
  if (!site) return;
  const name = `failed-${`${site.namespace}-${testName}`.replace(/[^\w-]+/g, '-').slice(0, 100)}`;
  const pages = site.browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    try {
      await saveScreenshotFile(page, join(SCREENSHOT_DIR, `${name}-${index}.png`));
      const text = await page.evaluate(() => document.body.innerText.slice(0, 800));
      console.error(`[e2e] ${testName} failed; page ${index} at ${page.url()}\n${text}`);
    } catch (error) {
      console.error(`[e2e] could not record page ${index} of ${testName}:`, error);
    }
  }
}

export interface FileSiteOptions {
  viewport?: ViewportName;
  /** Receives the file's site once it is open (assign it; set clocks or other state here). */
  onOpen: (site: Site) => void | Promise<void>;
  /** Logs this member in after onOpen (logIn), opens the dashboard and dismisses the daily check-in popup. */
  member?: { username: string };
  /** Another topology than the gateway with the mock in process (see openSite). */
  start?: () => Promise<Topology>;
}

/**
 * The one browser fixture: a site (openSite) opened before the tests of the file, or of the
 * describe block it is called in, closed after them, and its pages recorded for every failing
 * test. Two calls give a file two sites side by side.
 */
export function setUpSiteForFile(testFile: string, { viewport, onOpen, member, start }: FileSiteOptions): void {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite(testFile, viewport, start);
    await onOpen(site);
    if (member) {
      await logIn(site, site.page, member.username);
      await site.page.goto('/auth/dashboard');
      await site.page.getByTestId('check-in-dialog').getByRole('button', { name: 'ไว้ทีหลัง' }).click();
    }
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => recordFailure(site, task.name));
  });
  afterAll(async () => {
    await site?.close();
  });
}
