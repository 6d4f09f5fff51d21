import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, buildSlipQr } from '@site/mock-api/testing';
import { type Site, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const baht = (amount: number) => new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const amountOf = (text: string | null) => Number((text ?? '').replaceAll(',', ''));

setUpSiteForFile(import.meta.filename, {
  member: demo,
  onOpen: (opened) => {
    site = opened;
  },
});

describe('deposit and deposit by slip', () => {
  it('shows where to transfer with copy buttons, the member account, a PromptPay QR for the amount, and the history', async () => {
    const { page } = site;
    await page.goto('/auth/deposit');
    const accounts = page.getByTestId('site-accounts').locator('li');
    await accounts.first().waitFor();
    expect(await accounts.first().getByRole('button', { name: 'คัดลอกเลขบัญชี' }).count()).toBe(1);
    // The company's loanword keeps together on a 360 px phone; the browser's Thai dictionary
    // lacks it and broke it as "เอ็น|เตอร์เทนเมนต์".
    const loanword = 'เอ็นเตอร์เทนเมนต์';
    const lineTops = await accounts.first().evaluate((item, word) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
      }
      return [];
    }, loanword);
    expect(lineTops, `${loanword} on one line`).toHaveLength(1);
    expect(await page.getByTestId('deposit-from-account').textContent()).toContain('1234567890');
    // No QR before an amount; a quick amount is one tap, and the QR is for that amount.
    await page.getByTestId('promptpay-pick-amount').waitFor();
    expect(await page.getByTestId('promptpay-qr').count()).toBe(0);
    await page.getByRole('button', { name: '300 บาท' }).click();
    await page.locator('[data-testid="promptpay-qr"] title').filter({ hasText: '300.00' }).waitFor({ state: 'attached' });
    // the page moves to the QR it opened, whole on the screen
    const qrOnScreen = () =>
      page.getByTestId('promptpay-qr').evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      });
    await expect.poll(qrOnScreen).toBe(true);
    await page.getByLabel('จำนวนเงินที่จะฝาก (บาท)').fill('250');
    await page.locator('[data-testid="promptpay-qr"] title').filter({ hasText: '250.00' }).waitFor({ state: 'attached' });
    expect(await page.getByTestId('deposit-history').locator('li').count()).toBeGreaterThanOrEqual(2);
  });

  it('deposits a slip the mock’s bank minted with one picture (camera on phones) and one confirmation in view, and credits its amount', async () => {
    const { page } = site;
    await page.goto('/auth/dashboard');
    await page.getByTestId('header-credit').waitFor();
    const before = amountOf(await page.getByTestId('header-credit').textContent());

    const minted = await site.control.mintSlip({ params: { username: demo.username }, body: { amount: 420.5 } });
    if (minted.status !== 200) throw new Error(`the mock's bank minted no slip: ${minted.status}`);
    const photo = Buffer.from(minted.body.image.split(',')[1] ?? '', 'base64');
    await page.goto('/auth/deposit/slip');
    const slipFile = page.getByLabel('รูปสลิป (JPG หรือ PNG ไม่เกิน 2 MB)');
    // a phone offers its camera for the picture
    expect(await slipFile.getAttribute('capture')).toBe('environment');
    // one picture: choosing it is enough, the slip's facts come back and scroll into view
    await slipFile.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: photo });
    const confirm = page.getByRole('button', { name: 'ยืนยันและแจ้งฝากเงิน' });
    await confirm.waitFor();
    const amount = amountOf(await page.getByTestId('slip-amount').textContent());
    expect(amount).toBe(420.5);
    await expect.poll(() => confirm.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    // one confirmation: the slip is confirmed and the deposit requested
    await confirm.click();
    await page.getByTestId('slip-done').waitFor();
    await page.getByTestId('slip-requests').filter({ hasText: 'ฝากสำเร็จ' }).waitFor();

    // the same slip again is refused with the server's message
    await page.getByRole('button', { name: 'แจ้งสลิปใบอื่น' }).click();
    await slipFile.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: photo });
    await page.getByTestId('slip-error').filter({ hasText: 'ถูกใช้ฝากเงินไปแล้ว' }).waitFor();

    await page.goto('/auth/dashboard');
    await page
      .getByTestId('header-credit')
      .filter({ hasText: baht(before + amount) })
      .waitFor();
  });

  it('refuses a slip sent from another bank than the registered one, with the server message', async () => {
    const { page } = site;
    await page.goto('/auth/deposit/slip');
    await page.getByText('ไม่มีรูปสลิป? วางข้อมูล QR แทน').click();
    await page.getByLabel('หรือวางข้อมูล QR จากสลิป').fill(buildSlipQr('SCB', 'SCB20261122ABC'));
    await page.getByRole('button', { name: 'ตรวจสอบสลิป' }).click();
    await page.getByTestId('slip-error').filter({ hasText: 'ไม่ได้โอนจากบัญชีที่ท่านลงทะเบียนไว้' }).waitFor();
    expect(await page.getByTestId('slip-data').count()).toBe(0);
  });
});
