import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logIn, saveScreenshot, type Json, type Site, setUpSiteForFile, tamper, watchToast } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const INVALID_URL_MESSAGE = 'ลิงก์ที่ได้รับจากระบบไม่ถูกต้อง จึงไม่ได้เปิดเพื่อความปลอดภัย กรุณาติดต่อเจ้าหน้าที่';

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

/** An image the browser would load (img-src allows data:) but the format check refuses. */
const TRACKING_IMAGE =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%221%22%20height%3D%221%22%2F%3E';

function settingsData(body: Json) {
  return body.data as { line: { line1: { url: string } }; providers: Record<string, string | null> };
}

describe('URLs from the API pass the format check of spec 5 before they are used (docs/design/web-app.md#url-check)', () => {
  it('frames no live-score provider, links no chat account and shows no logo whose URL fails', async () => {
    const { page } = site;
    const restoreSettings = await tamper(page, '**/api/setting', (body) => {
      settingsData(body).providers.liveScoreUrl = 'javascript:alert(document.domain)';
      settingsData(body).line.line1.url = 'javascript:alert(1)';
    });
    const restoreConfiguration = await tamper(page, '**/api/configuration', (body) => {
      for (const entry of body.data as { key: string; value: { data: { path?: string } } }[]) {
        if (entry.key === 'home.normal.logo') entry.value.data.path = TRACKING_IMAGE;
      }
    });
    try {
      await page.goto('/live-score');
      await page.getByTestId('invalid-url').filter({ hasText: INVALID_URL_MESSAGE }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.locator('a.floating-chat').count()).toBe(0);
      await saveScreenshot(page, 'invalid-url-live-score-360');

      await page.goto('/');
      const logo = page.locator('.hero__logo');
      await expect.poll(() => logo.getAttribute('src')).toBe('/not-found-image.svg');
    } finally {
      await restoreSettings();
      await restoreConfiguration();
    }
    // The same screen with the real settings frames the provider.
    await page.goto('/live-score');
    await page.locator('iframe.provider-frame').waitFor({ state: 'attached' });
    // the chat link renders once the settings query has answered, which can come after the frame
    await expect.poll(() => page.locator('a.floating-chat').count()).toBe(1);
  });

  it('loads no chat widget script whose URL fails, and tells the member', async () => {
    const { page } = site;
    const restore = await tamper(page, '**/api/setting', (body) => {
      settingsData(body).providers.chatWidgetUrl = 'data:text/javascript,alert(1)';
    });
    try {
      await logIn(site, page, demo.username);
      const notice = watchToast(page, INVALID_URL_MESSAGE);
      await page.goto('/auth/dashboard');
      await notice;
      expect(await page.locator('#member-chat-widget').count()).toBe(0);
      expect(await page.locator('[data-mock-chat]').count()).toBe(0);
    } finally {
      await restore();
    }
  });

  it('opens no game whose launch URL fails, and tells the member', async () => {
    const { page } = site;
    const restore = await tamper(page, '**/api/auth/user/opengame', (body) => {
      (body.data as { url: string }).url = 'javascript:alert(document.cookie)';
    });
    try {
      await page.goto('/auth/games/slot/JK');
      const notice = watchToast(page, INVALID_URL_MESSAGE);
      await page.getByTestId('game-grid').getByRole('button', { name: /^เล่น / }).first().click();
      await notice;
      expect(await page.getByTestId('game-view').count()).toBe(0);
    } finally {
      await restore();
    }
  });
});

describe('the special-host list of spec 6 (docs/design/brands.md#special-hosts)', () => {
  it('flags this host when the list names it: noindex for search engines, the flag on the page', async () => {
    const page = await (await site.newContext('mobile')).newPage();
    const robots = page.locator('meta[name="robots"]');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The default brand's list is empty: nothing changes.
    expect(await robots.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.specialHost)).toBeUndefined();

    const host = new URL(site.url).hostname;
    const restore = await tamper(page, '**/api/setting', (body) => {
      (body.data as { specialHosts: string[] }).specialHosts = ['other-mirror.example', host.toUpperCase()];
    });
    try {
      await page.reload();
      await robots.waitFor({ state: 'attached' });
      expect(await robots.getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.evaluate(() => document.documentElement.dataset.specialHost)).toBe('true');
      // Members use a flagged host as usual.
      await page.getByRole('region', { name: 'เข้าสู่ระบบ' }).getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').waitFor();
    } finally {
      await restore();
      await page.context().close();
    }
  });
});
