import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { BUSINESS_TIME_ZONE } from '@site/contract/bangkok-time';

/** Debian's Chromium; playwright-core downloads no browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 preloads its WebUI address-bar popups in a renderer of their own for every new
  // window, and every page of a context is a window: 1.3 CPU-seconds a page that nobody sees
  // (docs/design/testing.md#browser-harness). Playwright merges this with its own list of disabled features.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Launches Chromium with a fresh temporary profile (playwright makes one per launch and removes
 * it on close). The one launcher of the browser tests and the browser QA scenarios (`@site/browser-kit`).
 */
export async function launchBrowser(): Promise<Browser> {
  // Imported here: loading playwright-core costs half a CPU-second, which a run of API scenarios
  // (the runner's usual job, started once per console run) never needs.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

let workerBrowserLaunch: Promise<Browser> | null = null;

/**
 * One Chromium for this process, launched on first use and again if it went away. The browser
 * test projects run with vitest's `isolate: false`, so every file of a worker shares it: a file
 * opens contexts of its own and closes only those (a launch costs about 3 CPU-seconds here).
 */
export function workerBrowser(): Promise<Browser> {
  workerBrowserLaunch ??= launchBrowser().then(
    (browser) => {
      browser.once('disconnected', () => (workerBrowserLaunch = null));
      return browser;
    },
    (error: unknown) => {
      workerBrowserLaunch = null;
      throw error;
    },
  );
  return workerBrowserLaunch;
}

/** One browser for the whole run, launched on first use; each scenario gets its own context. */
export function sharedBrowser(): { get(): Promise<Browser>; close(): Promise<void> } {
  let launching: Promise<Browser> | null = null;
  return {
    get: () => (launching ??= launchBrowser()),
    close: async () => {
      if (launching) await (await launching).close().catch(() => undefined);
      launching = null;
    },
  };
}

export type SiteContextOptions = {
  /** The site's origin: relative `page.goto` paths resolve against it. */
  baseURL: string;
  viewport: { width: number; height: number };
  /** The mock namespace the context works in (cookie x-mock-namespace); null: the default namespace. */
  namespace: string | null;
  /** Sent with every request of the context (e.g. the control token of a shared mock). */
  extraHTTPHeaders?: Record<string, string>;
};

/**
 * A browser context as a member in Thailand has it (th-TH, Asia/Bangkok) on the site, in a mock
 * namespace of its own. The one context set-up of web/e2e and the browser QA scenarios.
 */
export async function newSiteContext(browser: Browser, options: SiteContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport,
    locale: 'th-TH',
    timezoneId: BUSINESS_TIME_ZONE,
    extraHTTPHeaders: options.extraHTTPHeaders,
    // The site's service worker (docs/design/web-app.md#installable) would answer navigations and assets before
    // page.route sees them; the installability test opens a profile of its own that allows it.
    serviceWorkers: 'block',
  });
  if (options.namespace !== null) {
    await context.addCookies([{ name: NAMESPACE_HEADER, value: options.namespace, url: options.baseURL }]);
  }
  return context;
}

/** What the picture wait reads of an <img> in the page (this workspace is typed for Node, without the DOM). */
interface PageImage {
  checkVisibility(): boolean;
  dataset: Record<string, string | undefined>;
  complete: boolean;
}

/**
 * Saves a screenshot of the page as `file` (its folder made first): the whole page with
 * animations stopped, unless `options` say otherwise. Returns the file.
 */
export async function saveScreenshotFile(page: Page, file: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  const viewport = page.viewportSize();
  const pageHeight = options.fullPage === false || options.clip ? 0 : Number(await page.evaluate('document.documentElement.scrollHeight'));
  if (viewport === null || pageHeight <= viewport.height) {
    await page.screenshot({ fullPage: true, animations: 'disabled', ...options, path: file });
    return file;
  }
  // The whole page as a window that tall shows it. Chromium's full-page capture keeps fixed layers
  // (the page background, the bottom bar, the chat link) where the first screen ends, so a long
  // page's picture had a bar across its middle and a second background colour below it.
  await page.setViewportSize({ width: viewport.width, height: pageHeight });
  try {
    // Sections drawn only near the screen (content-visibility: auto) held an estimated height;
    // in a window that tall they are drawn and keep their real one, which the page's height
    // shows once the window is back to its size (a page is never shorter than its window).
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.setViewportSize(viewport);
    const drawnHeight = Number(await page.evaluate('document.documentElement.scrollHeight'));
    await page.setViewportSize({ width: viewport.width, height: Math.max(drawnHeight, viewport.height) });
    // pictures now in view: the site gives a shown one its source once near the screen, then it
    // loads. A function, not a string: the site's CSP refuses the eval a string predicate needs.
    await page
      .waitForFunction(
        () =>
          Array.from((globalThis as unknown as { document: { images: ArrayLike<PageImage> } }).document.images).every(
            (image) => !image.checkVisibility() || (!image.dataset.waiting && image.complete),
          ),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await page.screenshot({ animations: 'disabled', ...options, fullPage: false, path: file });
  } finally {
    await page.setViewportSize(viewport);
  }
  return file;
}

/**
 * Pictures of checked screens for a person to look at (web and console e2e) are kept only with
 * `SCREENSHOTS=1`: no test reads them, and each costs the browser a full-page render and PNG
 * encode (about 190 a run). A failing test always records its pages (`setUpSiteForFile`).
 */
export const keepReviewScreenshots = process.env.SCREENSHOTS === '1';

/** saveScreenshotFile when review screenshots are kept (`keepReviewScreenshots`). */
export async function saveReviewScreenshot(page: Page, file: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (keepReviewScreenshots) await saveScreenshotFile(page, file, options);
}

/** Waits for an element to be visible; the error names what was looked for. */
export async function expectVisible(locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch {
    throw new Error(`expected to see ${what}, but it did not appear`);
  }
}

/** Waits until the page's path is `expected` (a string or a pattern). */
export async function expectPath(page: Page, expected: string | RegExp): Promise<void> {
  const matches = (url: URL) => (typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname));
  try {
    await page.waitForURL(matches);
  } catch {
    throw new Error(`expected the page ${String(expected)}, but the browser is at ${new URL(page.url()).pathname}`);
  }
}
