import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logIn, logInThroughForm, saveScreenshot, type Site, setUpSiteForFile, storedSession, VIEWPORTS, watchToast } from './support/site';

let site: Site;
const demo2 = DEMO_MEMBERS[1];
const NEW_PASSWORD = 'fresh5678';

setUpSiteForFile(import.meta.filename, {
  member: demo2,
  onOpen: (opened) => {
    site = opened;
  },
});

describe('rewards, address and password', () => {
  it('claims a reward with points; a reward costing more than the points left cannot be claimed and says why', async () => {
    const { page } = site;
    await page.goto('/auth/reward');
    const points = page.getByTestId('reward-points');
    await points.waitFor();
    const before = Number((await points.textContent())?.replaceAll(',', ''));
    expect(before).toBeGreaterThanOrEqual(200);
    const format = (value: number) => new Intl.NumberFormat('th-TH').format(value);
    // A tap opens a sheet that says what the points buy; Escape cancels and spends nothing.
    const topUp = page.getByRole('button', { name: 'แลก บัตรเติมเงินมือถือ 50 บาท' });
    await topUp.click();
    const sheet = page.getByRole('dialog', { name: 'ยืนยันการแลกรางวัล' });
    await sheet.waitFor();
    expect(await sheet.getByTestId('claim-item').textContent()).toBe('บัตรเติมเงินมือถือ 50 บาท');
    expect(await sheet.getByTestId('claim-cost').textContent()).toBe('200 คะแนน');
    expect(await sheet.getByTestId('claim-left').textContent()).toBe(`${format(before - 200)} คะแนน`);
    expect(await sheet.getByTestId('claim-destination').textContent()).toBe('ไม่ต้องจัดส่ง');
    await saveScreenshot(page, 'reward-claim-sheet-360');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await points.textContent()).toBe(format(before));
    // By keyboard: the sheet takes the focus on its confirm button, Enter claims.
    await topUp.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('ยืนยันแลกรางวัล');
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'hidden' });
    await points.filter({ hasText: format(before - 200) }).waitFor();
    await page.getByTestId('reward-history').filter({ hasText: 'บัตรเติมเงินมือถือ 50 บาท' }).waitFor();

    const smartwatch = page.getByTestId('reward-RW-SMARTWATCH');
    // the note says how many points are missing: the smartwatch costs 12,000
    await smartwatch
      .getByTestId('reward-short')
      .filter({ hasText: `ขาดอีก ${format(12_000 - (before - 200))} คะแนน` })
      .waitFor();
    expect(await smartwatch.getByRole('button', { name: 'แลก สมาร์ตวอตช์' }).isDisabled()).toBe(true);
    expect(await points.textContent()).toBe(new Intl.NumberFormat('th-TH').format(before - 200));

    // a category page lists only its rewards
    await page.getByRole('link', { name: 'บัตรกำนัล' }).click();
    await page.waitForURL('**/auth/reward/voucher');
    // The URL changes as the navigation starts; the list of all rewards stays until the
    // category screen has loaded, so wait for the smartwatch to go rather than count at once.
    await page.getByTestId('reward-RW-SMARTWATCH').waitFor({ state: 'detached' });
    await page.getByTestId('rewards').filter({ hasText: 'คูปองกาแฟ 100 บาท' }).waitFor();
  });

  it("offers a member the app's install on the contact screen of the member menu, when the browser can install it", async () => {
    const { page } = site;
    await page.goto('/auth/contact');
    await page.getByTestId('chat-account-backup').waitFor();
    expect(await page.getByTestId('install-app').count()).toBe(0);
    // what Chromium fires once the site is installable (the tests' browser blocks the service worker)
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() });
      window.dispatchEvent(offer);
    });
    await page.getByRole('main').getByTestId('install-app').waitFor();
  });

  it('puts every member screen in one column at 1280 px: each starts at the same place', async () => {
    const { page } = site;
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      const starts: Record<string, number> = {};
      for (const path of ['/auth/dashboard', '/auth/media', '/auth/media/promotion', '/auth/contact', '/auth/settings/change-password']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        starts[path] = Math.round((await page.locator('#main > *').first().boundingBox())?.x ?? -1);
      }
      expect(new Set(Object.values(starts)).size, JSON.stringify(starts)).toBe(1);
    } finally {
      await page.setViewportSize(VIEWPORTS.mobile);
    }
  });

  it('saves a Thai delivery address and shows it again after a reload', async () => {
    const { page } = site;
    await page.goto('/auth/settings/manage-address');
    const houseNo = page.getByLabel('บ้านเลขที่');
    await houseNo.waitFor();
    await page.getByLabel('รหัสไปรษณีย์').fill('12');
    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await page.getByText('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก').waitFor();

    await houseNo.fill('99/9');
    await page.getByLabel('ถนน').fill('ถนนสุขุมวิท');
    await page.getByLabel('ตำบล/แขวง').fill('คลองเตยเหนือ');
    await page.getByLabel('อำเภอ/เขต').fill('วัฒนา');
    await page.getByLabel('จังหวัด').fill('กรุงเทพมหานคร');
    await page.getByLabel('รหัสไปรษณีย์').fill('10110');
    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await page.getByTestId('address-saved').waitFor();

    await page.reload();
    await page.getByTestId('address-updated').waitFor();
    expect(await page.getByLabel('บ้านเลขที่').inputValue()).toBe('99/9');
    expect(await page.getByLabel('รหัสไปรษณีย์').inputValue()).toBe('10110');
  });

  it('refuses a wrong old password, changes it: this browser keeps working, earlier sessions end, the new password logs in', async () => {
    const { page } = site;
    // Sessions the member holds elsewhere before the change: a token taken through the API, and
    // a second browser logged in (docs/design/mock.md#sessions ends both).
    const olderLogin = await site.api.auth.login({ body: { username: demo2.username, password: demo2.password } });
    if (olderLogin.status !== 200) throw new Error(`demo2 login answered ${olderLogin.status}`);
    const otherDevice = await site.newContext('desktop');
    const otherPage = await otherDevice.newPage();
    await logIn(site, otherPage, demo2.username);
    await otherPage.goto('/auth/dashboard');
    const [tokenBefore] = await storedSession(page);

    await page.goto('/auth/settings/change-password');
    await page.getByLabel('รหัสผ่านเดิม').fill('wrong-password');
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await page.getByTestId('password-error').waitFor();

    await page.getByLabel('รหัสผ่านเดิม').fill(demo2.password);
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await page.getByTestId('password-changed').waitFor();
    await saveScreenshot(page, 'password-changed-360');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, 'password-changed-1280');
    await page.setViewportSize(VIEWPORTS.mobile);

    // This browser keeps working with the token the answer carried, on a new page load too.
    const [tokenAfter] = await storedSession(page);
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await page.goto('/auth/reward');
    await page.getByTestId('reward-points').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/reward');
    expect(await storedSession(page)).toEqual([tokenAfter, expect.any(String)]);

    // Every earlier token is refused in Thai; the other browser is sent to the login page.
    const refused = await site.api.user.detail({
      params: { uuid: demo2.uuid },
      extraHeaders: { authorization: `Bearer ${olderLogin.body.token}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown });
    const revokedMessage = (refused.body as { message: string }).message;
    const notice = watchToast(otherPage, revokedMessage);
    await otherPage.goto('/auth/reward');
    await otherPage.waitForURL((url) => url.pathname === '/auth/login');
    await notice;
    await saveScreenshot(otherPage, 'session-revoked-login-1280');
    await otherPage.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(otherPage, 'session-revoked-login-360');
    expect(await storedSession(otherPage)).toEqual([null, null]);
    await otherDevice.close();

    const context = await site.newContext('mobile');
    const fresh = await context.newPage();
    await logInThroughForm(fresh, demo2.username, NEW_PASSWORD);
    await fresh.getByTestId('dashboard-username').filter({ hasText: demo2.username }).waitFor();
    await context.close();
  });
});
