import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logIn, saveScreenshot, type Site, storedSession, tapTo, watchToast, watchToastLife, setUpSiteForFile } from './support/site';
import { TOAST } from '@site/contract/rules';

let site: Site;
const demo = DEMO_MEMBERS[0];
/** A member screen whose one request the faults hit. */
const SCREEN = '/auth/settings/manage-address';
const ROUTE = 'GET /api/auth/address/mine';

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

beforeEach(async () => {
  await site.control.clearFaults();
});

async function ensureLoggedIn() {
  if (site.page.url() === 'about:blank') await site.page.goto('/');
  const [token] = await storedSession(site.page);
  if (!token) await logIn(site, site.page, demo.username);
}

async function fault(status: number, message: string) {
  const added = await site.control.addFault({ body: { route: ROUTE, status, count: 1, message } });
  expect(added.status).toBe(200);
}

describe('the error catalogue in the browser (spec 8 + docs/design/web-app.md#error-catalogue), one fault per class', () => {
  it('business rejection (409): toast with the server message, session and page kept', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await fault(409, 'รายการนี้ถูกดำเนินการไปแล้ว');
    const notice = watchToast(page, 'รายการนี้ถูกดำเนินการไปแล้ว');
    await page.goto(SCREEN);
    await notice;
    await page.getByRole('alert').filter({ hasText: 'รายการนี้ถูกดำเนินการไปแล้ว' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    expect(await storedSession(page)).not.toContain(null);
    expect(await page.getByTestId('service-unavailable-banner').count()).toBe(0);
  });

  it("spec 8's special status (423 by default): toast, session and page kept", async () => {
    const { page } = site;
    await ensureLoggedIn();
    // The default of the build's VITE_SESSION_KEEPING_STATUS (web/src/config/env.ts), which the tests' build leaves unset.
    await fault(423, 'บัญชีถูกพักชั่วคราว');
    const notice = watchToast(page, 'บัญชีถูกพักชั่วคราว');
    await page.goto(SCREEN);
    await notice;
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    expect(await storedSession(page)).not.toContain(null);
  });

  it('a level that timed out says so on the dashboard with a retry, and the retry fills it', async () => {
    const { page } = site;
    await ensureLoggedIn();
    const added = await site.control.addFault({ body: { route: 'GET /api/auth/user/level/*', status: 504, count: 1, message: 'หมดเวลา' } });
    expect(added.status).toBe(200);
    await page.goto('/auth/dashboard');
    const summary = page.locator('.member-summary');
    const retry = summary.getByRole('button', { name: 'ลองอีกครั้ง' });
    await retry.waitFor();
    // the daily check-in may have popped up over the dashboard: put it off
    await page
      .getByTestId('check-in-dialog')
      .getByRole('button', { name: 'ไว้ทีหลัง' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await retry.click();
    await page.getByTestId('dashboard-level-progress').waitFor();
  });

  it('service unavailable (503): banner and toast, session kept; the next success clears the banner', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await fault(503, 'ระบบขัดข้องชั่วคราว');
    const notice = watchToast(page, 'ระบบขัดข้องชั่วคราว');
    await page.goto(SCREEN);
    await page.getByTestId('service-unavailable-banner').waitFor();
    await notice;
    await saveScreenshot(page, 'service-unavailable-360');
    expect(await storedSession(page)).not.toContain(null);
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    await page.getByTestId('service-unavailable-banner').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(SCREEN);
  });

  it('network failure: the same banner, session kept', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await page.route('**/api/auth/address/mine', (route) => route.abort('connectionfailed'));
    try {
      const notice = watchToast(page, 'ไม่สามารถเชื่อมต่อกับระบบได้');
      await page.goto(SCREEN);
      await page.getByTestId('service-unavailable-banner').waitFor();
      await notice;
      expect(await storedSession(page)).not.toContain(null);
    } finally {
      await page.unroute('**/api/auth/address/mine');
    }
  });

  it('session ended (401): session cleared, /auth/login (spec 8) shows the login form, toast', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await fault(401, 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
    const notice = watchToast(page, 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
    await page.goto(SCREEN);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await notice;
    await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').waitFor();
    // It stays there: the member area's own redirect for a visitor without a session must not overtake it.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await storedSession(page)).toEqual([null, null]);
    // Logging in again from /auth/login lands on the dashboard like /login does.
    await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill(demo.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');
  });

  it('forbidden (403): session cleared, /auth/login and it stays there', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await fault(403, 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้');
    await page.goto(SCREEN);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await storedSession(page)).toEqual([null, null]);
  });

  it('unexpected status (500): session cleared, /login, toast', async () => {
    const { page } = site;
    await ensureLoggedIn();
    await fault(500, 'เกิดข้อผิดพลาดภายในระบบ');
    const notice = watchToast(page, 'เกิดข้อผิดพลาดภายในระบบ');
    await page.goto(SCREEN);
    await page.waitForURL((url) => url.pathname === '/login');
    await notice;
    expect(await storedSession(page)).toEqual([null, null]);
    expect(await site.cspViolations()).toEqual([]);
  });

  // Spec 9's 2000 ms is the member's time to read why the session ended: the notice outlives the
  // move to the login page. A moment less than its life, for the frames the page takes to close it.
  it.each([
    [401, '/auth/login'],
    [403, '/auth/login'],
    [500, '/login'],
    [502, '/login'],
  ])('the notice of a session-ending %i stays readable for 2 s across the move to %s', async (status, landing) => {
    const { page } = site;
    await ensureLoggedIn();
    await page.goto('/auth/dashboard');
    await page.getByTestId('member-name').waitFor();
    const message = `ข้อความของสถานะ ${status}`;
    await fault(status, message);
    const closed = await watchToastLife(page, message);
    await tapTo(page, SCREEN);
    await page.waitForURL((url) => url.pathname === landing);
    expect(await closed()).toBeGreaterThanOrEqual(TOAST.autoCloseMs - 200);
  });
});
