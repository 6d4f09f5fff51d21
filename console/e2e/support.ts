import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { keepReviewScreenshots, saveScreenshotFile } from '@site/browser-kit';
import { seriousAxeViolations, setUpSiteForFile, type FileSiteOptions, type Site } from '@site/web/e2e/support/site';
import { th } from '../src/i18n/th';

export { th };
export const CONSOLE_URL = '/__mock/console/';
const NAMESPACE_KEY = 'qa-console.namespace';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
/** The console's two widths: desktop first, and a tablet it must stay usable on. */
export const CONSOLE_VIEWPORTS = { desktop: { width: 1280, height: 900 }, tablet: { width: 768, height: 1024 } } as const;

export type ConsoleSection = 'members' | 'clock' | 'faults' | 'stubs' | 'activity' | 'scenarios' | 'money' | 'snapshots' | 'site';

/**
 * The test file's site (setUpSiteForFile) at desktop width with the console open at `section` on
 * the file's namespace. `onOpen` gets the site first (assign it; make members, set the clock here).
 */
export function setUpConsoleForFile(
  testFile: string,
  section: ConsoleSection,
  onOpen: FileSiteOptions['onOpen'],
  start?: FileSiteOptions['start'],
): void {
  setUpSiteForFile(testFile, {
    viewport: 'desktop',
    ...(start === undefined ? {} : { start }),
    onOpen: async (site) => {
      await onOpen(site);
      await openConsole(site, site.page, section);
    },
  });
}

/** Opens the console at a section, working on the test file's namespace. */
export async function openConsole(site: Site, page: Page, section: ConsoleSection = 'members'): Promise<void> {
  await page.setViewportSize(CONSOLE_VIEWPORTS.desktop);
  await page.goto(`${site.url}${CONSOLE_URL}#${section}`);
  await page.evaluate(([key, namespace]) => window.localStorage.setItem(key, namespace), [NAMESPACE_KEY, site.namespace] as const);
  await page.reload();
  // (usable in beforeAll, where expect.poll is not)
  await page.waitForFunction(
    (namespace) => (document.getElementById('namespace-select') as HTMLSelectElement | null)?.value === namespace,
    site.namespace,
  );
}

/** No serious or critical axe violation, at both widths. */
export async function expectAccessible(page: Page): Promise<void> {
  for (const viewport of Object.values(CONSOLE_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    expect(await seriousAxeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(CONSOLE_VIEWPORTS.desktop);
}

/** Full-page screenshots at 1280 and 768 px under console/test-results/screenshots/, with `SCREENSHOTS=1`. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!keepReviewScreenshots) return;
  for (const [label, viewport] of Object.entries(CONSOLE_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await saveScreenshotFile(page, join(SCREENSHOT_DIR, `${name}-${label}.png`));
  }
  await page.setViewportSize(CONSOLE_VIEWPORTS.desktop);
}

/** The notice the console shows after an action (status for success). */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(text);
}
