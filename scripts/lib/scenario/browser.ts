import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium; playwright-core downloads no browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Chromium with a fresh temporary profile (playwright makes one per launch and removes
 * it on close). The one launcher of the browser QA scenarios and web/e2e (`@site/scripts/browser`).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
