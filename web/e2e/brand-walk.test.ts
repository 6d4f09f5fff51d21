import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { layoutProblems, screenSettled } from './support/layout';
import { checkInToday } from './support/member-screens';
import { MEMBER_ROUTES } from './support/routes';
import {
  logIn,
  saveScreenshot,
  seriousAxeViolations,
  setUpSiteForFile,
  standaloneMockTopology,
  type Site,
  VIEWPORTS,
} from './support/site';

/**
 * Every screen in every other brand of mock-api/brands/ (the default brand is walked by
 * member-routes, compose-topology and public-routes): at 360 px and, by resizing the same page
 * rather than loading it again, at 1280 px, the layout check of support/layout.ts; the screens with
 * the most brand colour also get axe (contrast in the brand's colours; the tokens' own contrast is
 * checked for every brand by contract/src/rules/brand-theme.test.ts).
 */
const OTHER_BRANDS = readdirSync(new URL('../../mock-api/brands/', import.meta.url))
  .filter((file) => file.endsWith('.json') && file !== 'default.json')
  .map((file) => file.replace(/\.json$/, ''));

const PUBLIC_PATHS = ['/', '/login', '/register', '/contact', '/live-score', '/score', '/promotion', '/404'];
/** Screens axe also checks in each brand: the ones with the most brand colour on them. */
const AXE_SCREENS = new Set(['/', '/auth/dashboard', '/auth/deposit']);

/**
 * Opens a screen the way a member's tap does (a client-side navigation: no page load, which costs
 * far more CPU here) and checks it at 360 px, then at 1280 px by resizing the same page.
 */
async function screenProblems(page: Page, path: string, brand: string): Promise<string[]> {
  await page.setViewportSize(VIEWPORTS.mobile);
  const titleBefore = await page.title();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Screens with a title of their own show it once their module has arrived.
  await page.waitForFunction((before) => document.title !== before, titleBefore, { timeout: 5_000 }).catch(() => undefined);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await screenSettled(page);
  await page.evaluate(() => document.fonts.ready);
  const problems: string[] = [];
  if (AXE_SCREENS.has(path)) problems.push(...(await seriousAxeViolations(page)).map((line) => `axe: ${line}`));
  for (const viewport of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    const width = VIEWPORTS[viewport].width;
    problems.push(...(await layoutProblems(page)).map((line) => `${width} px: ${line}`));
    if (path === '/' || path === '/auth/dashboard') await saveScreenshot(page, `brand-${brand}${path.replaceAll('/', '-')}-${width}`);
  }
  return problems;
}

describe.each(OTHER_BRANDS)('brand %s: every screen at 360 and 1280 px holds its layout', (brand) => {
  let site: Site;
  setUpSiteForFile(`${import.meta.filename}-${brand}`, {
    start: standaloneMockTopology({ MOCK_BRAND: brand }),
    onOpen: (opened) => void (site = opened),
  });

  it('walks the public screens, then the member screens of the demo member', { timeout: 90_000 }, async () => {
    const { page } = site;
    const found: Record<string, string[]> = {};
    await page.goto('/404');
    for (const path of PUBLIC_PATHS) found[path] = await screenProblems(page, path, brand);
    await checkInToday(site, await logIn(site, page, DEMO_MEMBERS[0].username));
    // One page load for the session to be read; the member screens follow by taps.
    await page.goto('/auth/contact');
    for (const route of MEMBER_ROUTES) found[route.path] = await screenProblems(page, route.path, brand);
    expect(Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0))).toEqual({});
  });
});
