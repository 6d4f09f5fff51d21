import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../mock-api/src/demo-members';
import { saveScreenshot, type Site, setUpSiteForFile } from './support/site';

let site: Site;

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

describe('first slice: from / to the member dashboard', () => {
  it('opens /, logs in as the demo member and lands on /auth/dashboard with name, username and credit', async () => {
    const { page } = site;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill('demo');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');

    const seeded = DEMO_MEMBERS.find((member) => member.username === 'demo');

    const name = page.getByTestId('dashboard-name');
    await name.waitFor();
    expect(await name.textContent()).toBe(seeded?.name);
    expect(await page.getByTestId('dashboard-username').textContent()).toBe('demo');
    const credit = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      seeded?.credit ?? Number.NaN,
    );
    await page.getByTestId('dashboard-credit').filter({ hasText: credit }).waitFor();
    expect(await page.title()).toContain('หน้าหลักสมาชิก');

    await saveScreenshot(page, 'issue-2-dashboard-360');
    expect(await site.cspViolations()).toEqual([]);
  });
});
