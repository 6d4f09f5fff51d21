import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LEVELS } from '@site/contract/rules';
import { DEMO_MEMBERS, NEW_BRAND, writeBrandFolder } from '@site/mock-api/testing';
import {
  logIn,
  saveScreenshot,
  seriousAxeViolations,
  setUpSiteForFile,
  standaloneMockTopology,
  tamper,
  type Json,
  type Site,
  type ViewportName,
  VIEWPORTS,
} from './support/site';
import { layoutProblems, screenSettled } from './support/layout';

const DEFAULT_BRAND = { id: 'default', nameTh: 'สยามเกมส์', colors: { primary: '#c8102e', accent: '#ffd166' } };
const demo = DEMO_MEMBERS[0];

/**
 * Two deployments side by side (docs/design/brands.md#brand-files): each a stand-alone mock started with its own brand
 * settings, as an operator starts one, and a gateway in front. The second brand exists only as a
 * file in a folder MOCK_BRANDS_DIR points at: no code knows it.
 */
let siam: Site;
let korat: Site;
setUpSiteForFile(`${import.meta.filename}-default`, {
  start: standaloneMockTopology({ MOCK_BRAND: 'default' }),
  onOpen: (opened) => void (siam = opened),
});
setUpSiteForFile(`${import.meta.filename}-korat`, {
  start: () => {
    const brandsDir = writeBrandFolder({ [`${NEW_BRAND.id}.json`]: NEW_BRAND });
    return standaloneMockTopology({ MOCK_BRAND: NEW_BRAND.id, MOCK_BRANDS_DIR: brandsDir })();
  },
  onOpen: (opened) => void (korat = opened),
});

/** The colour a CSS custom property holds on the page. */
async function customProperty(page: Page, name: string): Promise<string> {
  return page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function logInOnDashboard(site: Site, page: Page): Promise<void> {
  await logIn(site, page, demo.username);
  await page.goto('/auth/dashboard');
  await page.getByTestId('check-in-dialog').getByRole('button', { name: 'ไว้ทีหลัง' }).click();
}

describe('two brands side by side, each from its brand file', () => {
  it('draws each brand’s colours and name on the home page, at the same time', async () => {
    await Promise.all([siam.page.goto('/'), korat.page.goto('/')]);
    for (const [site, brand] of [
      [siam, DEFAULT_BRAND],
      [korat, NEW_BRAND],
    ] as const) {
      const login = site.page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true });
      await site.page.waitForFunction(
        (colour) => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() === colour,
        brand.colors.primary,
      );
      expect(await customProperty(site.page, '--accent')).toBe(brand.colors.accent);
      expect(await login.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(rgb(brand.colors.primary));
      await expect.poll(() => site.page.title()).toContain(brand.nameTh);
      expect(await site.page.getByRole('img', { name: `โลโก้ ${brand.nameTh}` }).count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(site.page)).toEqual([]);
    }
  });

  it('gives each brand its bottom bar, chat accounts and cashback percents', async () => {
    await Promise.all([logInOnDashboard(siam, siam.page), logInOnDashboard(korat, korat.page)]);
    await Promise.all([siam.page.goto('/auth/contact'), korat.page.goto('/auth/contact')]);
    const siamBar = siam.page.getByRole('navigation', { name: 'เมนูสมาชิก' });
    const koratBar = korat.page.getByRole('navigation', { name: 'เมนูสมาชิก' });
    await siamBar.getByRole('link', { name: 'ถอนเงิน' }).waitFor();
    await koratBar.getByRole('link', { name: 'กิจกรรม' }).waitFor();
    expect(await siamBar.getByRole('link', { name: 'กิจกรรม' }).count()).toBe(0);
    expect(await koratBar.getByRole('link', { name: 'ถอนเงิน' }).count()).toBe(0);
    await siam.page.getByTestId('chat-account-main').getByText('@siamgames', { exact: true }).waitFor();
    await korat.page.getByTestId('chat-account-main').getByText(NEW_BRAND.line.main, { exact: true }).waitFor();

    // The ranking shows the percents the brand file sets, which are the ones the ledger pays
    // (mock-api cashback-rules.test.ts pays them for this same file).
    await korat.page.goto('/auth/user/ranking');
    for (const level of LEVELS) {
      await expect
        .poll(() => korat.page.getByTestId(`tier-${level.id}-cashback`).textContent())
        .toBe(`${NEW_BRAND.cashbackPercent[level.id]}%`);
    }
    expect(await seriousAxeViolations(korat.page)).toEqual([]);
  });

  // The default brand's home page and dashboard are laid out by public-routes and compose-topology.
  it('lays out the brand from a file: home page and dashboard at 360 and 1280 px with nothing a member would see wrong', async () => {
    const brand = NEW_BRAND.id;
    // each screen loaded once at 360 px and widened in place to 1280 px
    const context = await korat.newContext('mobile');
    const page = await context.newPage();
    const atBothWidths = async (screen: string) => {
      for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
        const { width } = VIEWPORTS[viewport];
        await page.setViewportSize(VIEWPORTS[viewport]);
        expect(await layoutProblems(page), `${brand} ${screen} at ${width} px`).toEqual([]);
        await saveScreenshot(page, `brand-${brand}-${screen}-${width}`);
      }
      await page.setViewportSize(VIEWPORTS.mobile);
    };
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).waitFor();
      await screenSettled(page);
      await atBothWidths('home');
      await logInOnDashboard(korat, page);
      await screenSettled(page);
      await atBothWidths('dashboard');
    } finally {
      await context.close();
    }
  });

  it('sets a brand colour on the page only where it differs from the one the page came with', async () => {
    const context = await siam.newContext('mobile');
    const page = await context.newPage();
    try {
      // The gateway wrote the brand's colours into the page (docs/design/first-paint.md#branded-page): the app sets none
      // again, which would restyle every element in the member's first second.
      await page.goto('/');
      await screenSettled(page);
      expect(await customProperty(page, '--brand')).toBe(DEFAULT_BRAND.colors.primary);
      expect(await page.evaluate(() => document.documentElement.style.length)).toBe(0);

      // A look the page did not come with (here: a page served without one) is applied.
      await tamper(page, '**/api/setting', (body) => {
        ((body.data as Json).look as { colors: { primary: string } }).colors.primary = '#0a7d3b';
      });
      await page.reload();
      await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--brand') === '#0a7d3b');
      expect(await customProperty(page, '--accent')).toBe(DEFAULT_BRAND.colors.accent);
    } finally {
      await context.close();
    }
  });

  it('says the site is not set up, instead of drawing another brand, when settings carry no look', async () => {
    const context = await siam.newContext('mobile');
    const page = await context.newPage();
    try {
      await tamper(page, '**/api/setting', (body) => {
        delete (body.data as Json).look;
      });
      await page.goto('/');
      await page.getByTestId('brand-not-set-up').getByRole('heading', { name: 'เว็บไซต์ยังไม่พร้อมให้บริการ' }).waitFor();
      expect(await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).count()).toBe(0);
      // the stylesheet's neutral colour, not the default brand's
      expect(await customProperty(page, '--brand')).toBe('#4b5563');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'brand-not-set-up-360');
    } finally {
      await context.close();
    }
  });
});
