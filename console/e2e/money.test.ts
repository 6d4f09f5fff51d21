import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@site/web/e2e/support/site';
import { formatBaht } from '../src/lib/format';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** The ledger and money page: every button moves a withdrawal or slip, checked through the member API. */
describe('QA console: ledger and money', () => {
  let site: Site;
  let member: { uuid: string; token: string };
  const withdrawals: Record<'approve' | 'fail' | 'reject', string> = { approve: '', fail: '', reject: '' };
  let slips: { confirmed: string; confirmedRef: string; verified: string; verifiedRef: string; amount: number };

  const auth = () => ({ authorization: `Bearer ${member.token}` });
  async function credit() {
    const answer = await site.api.games.credit({ params: { username: 'money01' }, body: { balanceType: 'M' }, extraHeaders: auth() });
    if (answer.status !== 200) throw new Error(`credit: ${answer.status}`);
    return answer.body.data.credit;
  }
  async function withdrawalStatuses() {
    const answer = await site.api.withdraw.history({ params: { uuid: member.uuid }, extraHeaders: auth() });
    if (answer.status !== 200) throw new Error(`withdraw history: ${answer.status}`);
    return Object.fromEntries(answer.body.data.map((w) => [w.id, w.status]));
  }
  async function slipStatuses() {
    const answer = await site.api.slip.myRequests({ extraHeaders: auth() });
    if (answer.status !== 200) throw new Error(`slip requests: ${answer.status}`);
    return Object.fromEntries(answer.body.data.map((s) => [s.transRef, s.status]));
  }
  const ledgerCheck = () => site.page.locator('.ledger-check');

  setUpConsoleForFile(import.meta.filename, 'money', async (opened) => {
    site = opened;
    const created = await site.control.createMember({ body: { username: 'money01', level: 4, credit: 5000 } });
    if (created.status !== 200) throw new Error(`create member: ${created.status}`);
    const session = await site.api.auth.login({ body: { username: 'money01', password: created.body.password } });
    if (session.status !== 200) throw new Error(`login: ${session.status}`);
    member = { uuid: session.body.data.uuid, token: session.body.token };
    for (const [action, amount] of [
      ['approve', 300],
      ['fail', 200],
      ['reject', 100],
    ] as const) {
      const made = await site.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount }, extraHeaders: auth() });
      if (made.status !== 200) throw new Error(`withdraw ${amount}: ${made.status}`);
      withdrawals[action] = made.body.data.withdrawal.id;
    }
    const mint = async (amount: number) => {
      const minted = await site.control.mintSlip({ params: { username: 'money01' }, body: { amount } });
      if (minted.status !== 200) throw new Error(`mint slip: ${minted.status}`);
      return minted.body;
    };
    const [first, second] = [await mint(650), await mint(120)];
    const verified = await site.api.slip.verify({ body: { qrPayload: first.qrPayload }, extraHeaders: auth() });
    if (verified.status !== 200) throw new Error(`verify slip: ${verified.status}`);
    await site.api.slip.confirm({ body: { transRef: first.transRef }, extraHeaders: auth() });
    await site.api.slip.verify({ body: { qrPayload: second.qrPayload }, extraHeaders: auth() });
    const money = await site.control.money({ params: { username: 'money01' } });
    if (money.status !== 200) throw new Error(`money: ${money.status}`);
    const byRef = Object.fromEntries(money.body.slips.map((s) => [s.transRef, s.id]));
    slips = {
      confirmed: byRef[first.transRef] ?? '',
      confirmedRef: first.transRef,
      verified: byRef[second.transRef] ?? '',
      verifiedRef: second.transRef,
      amount: verified.body.data.amount,
    };
  });
  beforeAll(async () => {
    await site.page.getByLabel(th.money.member, { exact: true }).selectOption('money01');
  });

  it("shows the member's ledger with running balance, and the check is green when it sums to the balance the member API reports", async () => {
    const { page } = site;
    const reported = await credit();
    expect(reported).toBe(4400);
    await expect.poll(() => ledgerCheck().getAttribute('data-balanced')).toBe('true');
    expect(await ledgerCheck().textContent()).toContain(th.money.balanced(formatBaht(reported), formatBaht(reported)));
    const ledger = page.getByRole('region', { name: th.money.ledger });
    const history = await site.api.user.transactions({ params: { uuid: member.uuid }, query: {}, extraHeaders: auth() });
    if (history.status !== 200) throw new Error(`transactions: ${history.status}`);
    // one row per line of the member's own statement, newest first with the same running balance
    expect(await ledger.getByRole('row').count()).toBe(history.body.data.length + 1);
    expect(await ledger.getByRole('row').nth(1).textContent()).toContain(formatBaht(history.body.data[0]?.balanceAfter ?? NaN));
    await expect.poll(() => page.getByRole('region', { name: th.money.withdrawals }).getByRole('row').count()).toBe(4);
    await expectAccessible(page);
    await screenshots(page, 'console-money');
  });

  it('shows red when the ledger does not sum to the balance', async () => {
    const { page } = site;
    const path = '**/__mock/members/money01/money';
    await page.route(path, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { balance: number };
      await route.fulfill({ response: answer, json: { ...body, balance: body.balance + 0.01 } });
    });
    await page.reload();
    await page.getByLabel(th.money.member, { exact: true }).selectOption('money01');
    await expect.poll(() => ledgerCheck().getAttribute('data-balanced')).toBe('false');
    expect(await ledgerCheck().textContent()).toContain(th.money.unbalanced(formatBaht(4400), formatBaht(4400.01)));
    await page.unroute(path);
    await page.reload();
    await page.getByLabel(th.money.member, { exact: true }).selectOption('money01');
    await expect.poll(() => ledgerCheck().getAttribute('data-balanced')).toBe('true');
  });

  it('approves a pending withdrawal (from the keyboard): the member sees it transferred', async () => {
    const { page } = site;
    const id = withdrawals.approve;
    await page.getByRole('button', { name: th.money.actionOn(th.money.approve, id) }).focus();
    await page.keyboard.press('Enter');
    await expectNotice(page, th.money.moved(id, th.money.withdrawalStatus.approved ?? ''));
    expect((await withdrawalStatuses())[id]).toBe('approved');
  });

  it('fails a pending withdrawal: the member sees a failed transfer and can retry it', async () => {
    const { page } = site;
    const id = withdrawals.fail;
    await page.getByRole('button', { name: th.money.actionOn(th.money.fail, id) }).click();
    await expectNotice(page, th.money.moved(id, th.money.withdrawalStatus.failed ?? ''));
    const history = await site.api.withdraw.history({ params: { uuid: member.uuid }, extraHeaders: auth() });
    if (history.status !== 200) throw new Error(`history: ${history.status}`);
    expect(history.body.data.find((w) => w.id === id)).toMatchObject({ status: 'failed', retryable: true });
  });

  it('asks before rejecting a withdrawal; Escape keeps it, confirming refunds the amount with a ledger line', async () => {
    const { page } = site;
    const id = withdrawals.reject;
    const before = await credit();
    await page.getByRole('button', { name: th.money.actionOn(th.money.reject, id) }).click();
    const dialog = page.getByRole('dialog', { name: th.money.rejectTitle(id) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await withdrawalStatuses())[id]).toBe('pending');

    await page.getByRole('button', { name: th.money.actionOn(th.money.reject, id) }).click();
    await dialog.getByRole('button', { name: th.money.reject }).click();
    await expectNotice(page, th.money.moved(id, th.money.withdrawalStatus.rejected ?? ''));
    expect((await withdrawalStatuses())[id]).toBe('rejected');
    expect(await credit()).toBe(before + 100);
    await expect.poll(() => page.getByRole('region', { name: th.money.ledger }).getByRole('row').nth(1).textContent()).toContain(id);
    await expect.poll(() => ledgerCheck().getAttribute('data-balanced')).toBe('true');
  });

  it("mints a slip at the mock's bank: its QR payload and picture are shown, and the member's verification reads that amount", async () => {
    const { page } = site;
    await page.getByLabel(th.money.mintAmount).fill('275.25');
    await page.getByRole('button', { name: th.money.mintSubmit }).click();
    const minted = page.getByTestId('minted-slip');
    await minted.waitFor();
    const qrPayload = await page.getByLabel(th.money.mintedQr).inputValue();
    const transRef = (await minted.locator('dd').first().textContent()) ?? '';
    await expectNotice(page, th.money.minted(transRef, formatBaht(275.25)));
    const picture = minted.getByRole('img', { name: th.money.mintedPicture(transRef) });
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const image = (await minted.getByRole('link', { name: th.money.mintedDownload }).getAttribute('href')) ?? '';
    const fromPicture = await site.api.slip.verify({ body: { image }, extraHeaders: auth() });
    expect(fromPicture.status).toBe(200);
    if (fromPicture.status === 200) expect(fromPicture.body.data).toMatchObject({ transRef, amount: 275.25 });
    const fromQr = await site.api.slip.verify({ body: { qrPayload }, extraHeaders: auth() });
    expect(fromQr.status).toBe(200);
    await expectAccessible(page);
  });

  it('approves a confirmed slip: the member is credited once and sees a slip deposit', async () => {
    const { page } = site;
    const before = await credit();
    await page.getByRole('button', { name: th.money.actionOn(th.money.approveSlip, slips.confirmed) }).click();
    await expectNotice(page, th.money.moved(slips.confirmed, th.money.slipStatus.approved ?? ''));
    expect(await credit()).toBe(before + slips.amount);
    expect((await slipStatuses())[slips.confirmedRef]).toBe('approved');
    const deposits = await site.api.deposit.member({ params: { uuid: member.uuid }, extraHeaders: auth() });
    if (deposits.status !== 200) throw new Error(`deposits: ${deposits.status}`);
    expect(deposits.body.data.history[0]).toMatchObject({ channel: 'slip', amount: slips.amount, status: 'approved' });
    await expect.poll(() => page.getByRole('region', { name: th.money.deposits }).textContent()).toContain(th.money.channels.slip);
  });

  it('asks before rejecting a slip; confirming refuses it for the member, crediting nothing', async () => {
    const { page } = site;
    const before = await credit();
    await page.getByRole('button', { name: th.money.actionOn(th.money.reject, slips.verified) }).click();
    await page
      .getByRole('dialog', { name: th.money.rejectSlipTitle(slips.verified) })
      .getByRole('button', { name: th.money.reject })
      .click();
    await expectNotice(page, th.money.moved(slips.verified, th.money.slipStatus.rejected ?? ''));
    expect((await slipStatuses())[slips.verifiedRef]).toBe('rejected');
    expect(await credit()).toBe(before);
    await expect.poll(() => ledgerCheck().getAttribute('data-balanced')).toBe('true');
    await screenshots(page, 'console-money-moved');
  });
});
