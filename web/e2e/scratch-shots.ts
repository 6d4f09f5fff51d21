// scratch: npx tsx web/e2e/scratch-shots.ts <outdir> <path>... (MOCK_BRAND picks the brand)
import { join } from 'node:path';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { startGateway } from '@site/server/start';
import { launchBrowser, newSiteContext, saveScreenshotFile } from '@site/scripts/browser';
import { screenSettled } from './support/layout';
const [out, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '360,1280').split(',').map(Number);
const gateway = await startGateway({ maxEventLoopDelayMs: 0 });
const browser = await launchBrowser();
const context = await newSiteContext(browser, { baseURL: gateway.url, viewport: { width: 360, height: 780 }, namespace: null });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto('/login');
const demo = DEMO_MEMBERS[0];
await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill(demo.username);
await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demo.password);
await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
await page.waitForURL('**/auth/dashboard');
await page.getByTestId('check-in-dialog').getByRole('button', { name: 'ไว้ทีหลัง' }).click();
for (const path of paths) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 780 : 800 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenSettled(page);
    await page.evaluate(() => document.fonts.ready);
    const file = join(out!, `${path.replace(/[/?=&]+/g, '_')}-${width}.png`);
    await saveScreenshotFile(page, file, process.env.FULL === '0' ? { fullPage: false } : {});
    console.log(file);
  }
}
await browser.close();
await gateway.close();
process.exit(0);
