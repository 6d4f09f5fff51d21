import { describe, expect, it } from 'vitest';
import { thaiBank } from '@site/contract/rules';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { saveScreenshot, type Site, storedSession, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
});

/** The demo member's registered bank account, read through the real API. */
async function demoBankAccount() {
  const login = await site.api.auth.login({ body: { username: demo.username, password: demo.password } });
  if (login.status !== 200) throw new Error(`demo login answered ${login.status}`);
  return login.body.data.user_bank;
}

/** The demo member's own affiliate code (what /aff/{code} links carry). */
async function demoAfCode(): Promise<string> {
  const login = await site.api.auth.login({ body: { username: demo.username, password: demo.password } });
  if (login.status !== 200) throw new Error(`demo login answered ${login.status}`);
  const account = await site.api.user.account({
    params: { uuid: login.body.data.uuid },
    extraHeaders: { authorization: `Bearer ${login.body.token}` },
  });
  if (account.status !== 200) throw new Error(`account answered ${account.status}`);
  return account.body.data.afCode;
}

describe('two-step registration with live checks', () => {
  it('checks phone, username and bank account live, looks the holder up, keeps step 1 when going back, and logs the new member in', async () => {
    const { page } = site;
    await page.goto('/register');

    // The live checks' notes have their line from the start: "next" stays where a finger is
    // about to tap it when they appear (it moved by a line per note, and a tap missed it).
    const next = page.getByRole('button', { name: 'ถัดไป' });
    const nextTop = async () => Math.round((await next.boundingBox())?.y ?? Number.NaN);
    const topBeforeChecks = await nextTop();
    const phone = page.getByLabel('เบอร์โทรศัพท์มือถือ');
    await phone.fill(demo.phone);
    await page.getByText('เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว').waitFor();
    expect(await nextTop()).toBe(topBeforeChecks);
    await phone.fill('0861234567');
    await page.getByText('เบอร์โทรศัพท์นี้สามารถใช้สมัครได้').waitFor();

    const username = page.getByLabel('ชื่อผู้ใช้', { exact: true });
    await username.fill(demo.username);
    await page.getByText('ชื่อผู้ใช้นี้ถูกใช้แล้ว กรุณาเลือกชื่ออื่น').waitFor();
    await username.fill('newplayer01');
    await page.getByText('ชื่อผู้ใช้นี้สามารถใช้ได้').waitFor();
    expect(await nextTop()).toBe(topBeforeChecks);

    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret123');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret124');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน').waitFor();
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret123');
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // Step 2: the demo member's account is taken; a fresh one is free and its holder looked up.
    const taken = await demoBankAccount();
    await page.getByRole('radio', { name: thaiBank(taken.bankName)?.nameTh ?? taken.bankName, exact: true }).check();
    const bankId = page.getByLabel('เลขบัญชีธนาคาร');
    await bankId.fill(taken.bankId);
    await page.getByText('เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว').waitFor();
    await page.getByRole('radio', { name: /ธนาคารกสิกรไทย/ }).check();
    await bankId.fill('4081526374');
    await page.getByText('เลขบัญชีนี้สามารถใช้สมัครได้').waitFor();
    const holder = await site.api.bank.accountName({ body: { bankName: 'KBANK', bankId: '4081526374' } });
    expect(holder.status).toBe(200);
    const holderName = holder.status === 200 ? holder.body.data.accountName : '';
    const nameField = page.getByLabel('ชื่อบัญชี (ตามที่ธนาคารแจ้ง)');
    await expect.poll(() => nameField.inputValue()).toBe(holderName);

    // Back to step 1 and forward again: nothing typed is lost.
    await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
    expect(await page.getByLabel('เบอร์โทรศัพท์มือถือ').inputValue()).toBe('0861234567');
    expect(await page.getByLabel('ชื่อผู้ใช้', { exact: true }).inputValue()).toBe('newplayer01');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    expect(await page.getByLabel('เลขบัญชีธนาคาร').inputValue()).toBe('4081526374');
    await saveScreenshot(page, 'register-step2-360');
    // Thai has no spaces: in the bank picker's half-width column, no bank's name is split inside a word
    const splitWords = await page.locator('.bank-option__name .whole-words__word').evaluateAll((words) =>
      words
        .filter((word) => {
          const range = document.createRange();
          range.selectNodeContents(word);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((word) => word.textContent),
    );
    expect(splitWords).toEqual([]);

    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');
    expect(await storedSession(page)).not.toContain(null);
    await page.getByTestId('member-username').filter({ hasText: 'newplayer01' }).waitFor();
    expect(await page.getByTestId('member-name').textContent()).toBe(holderName);
  });
});

describe('/aff/{afCode} and /regis/{team}/{marketing}', () => {
  it('prefills the affiliate code, shows the inviter, and registers the invitee under them', async () => {
    const page = await (await site.newContext('mobile')).newPage();
    const afCode = await demoAfCode();
    const lookup = await site.api.registration.inviter({ params: { afCode } });
    expect(lookup.status).toBe(200);
    const inviterName = lookup.status === 200 ? lookup.body.data.name : '';
    await page.goto(`/aff/${afCode}`);
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0867654321');
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('invitee01');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret123');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret123');
    await page.getByText('ชื่อผู้ใช้นี้สามารถใช้ได้').waitFor();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    expect(await page.getByLabel('รหัสแนะนำเพื่อน (ถ้ามี)').inputValue()).toBe(afCode);
    await page.getByText(`ผู้แนะนำ: ${inviterName}`).waitFor();
    await page.getByRole('radio', { name: /ธนาคารไทยพาณิชย์/ }).check();
    await page.getByLabel('เลขบัญชีธนาคาร').fill('7302918465');
    await page.getByText('เลขบัญชีนี้สามารถใช้สมัครได้').waitFor();
    await expect.poll(() => page.getByLabel('ชื่อบัญชี (ตามที่ธนาคารแจ้ง)').inputValue()).not.toBe('');
    await saveScreenshot(page, 'register-aff-360');
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');

    const login = await site.api.auth.login({ body: { username: 'invitee01', password: 'secret123' } });
    expect(login.status).toBe(200);
    if (login.status !== 200) return;
    const account = await site.api.user.account({
      params: { uuid: login.body.data.uuid },
      extraHeaders: { authorization: `Bearer ${login.body.token}` },
    });
    expect(account.status === 200 ? account.body.data.inviter : null).toBe(afCode);
    await page.context().close();
  });

  it('keeps team and marketing from /regis for the registration payload', async () => {
    const page = await (await site.newContext('mobile')).newPage();
    await page.goto('/regis/team-a/mkt-01');
    await page.getByTestId('marketing-source').waitFor();
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0869998887');
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('teamplayer1');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret123');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret123');
    await page.getByText('ชื่อผู้ใช้นี้สามารถใช้ได้').waitFor();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByRole('radio', { name: /ธนาคารกรุงไทย/ }).check();
    await page.getByLabel('เลขบัญชีธนาคาร').fill('5556667778');
    await expect.poll(() => page.getByLabel('ชื่อบัญชี (ตามที่ธนาคารแจ้ง)').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await page.waitForURL('**/auth/dashboard');

    const login = await site.api.auth.login({ body: { username: 'teamplayer1', password: 'secret123' } });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const account = await site.api.user.account({
      params: { uuid: login.body.data.uuid },
      extraHeaders: { authorization: `Bearer ${login.body.token}` },
    });
    expect(account.status).toBe(200);
    if (account.status !== 200) return;
    expect([account.body.data.team, account.body.data.marketing]).toEqual(['team-a', 'mkt-01']);
    await page.context().close();
  });

  it('shows a failed account-name lookup under the field and looks up again after a corrected number or a retry (spec 8)', async () => {
    const page = await (await site.newContext('mobile')).newPage();
    await page.goto('/register');
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0864443332');
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('lookupfail1');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret123');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret123');
    await page.getByText('ชื่อผู้ใช้นี้สามารถใช้ได้').waitFor();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByRole('radio', { name: /ธนาคารกสิกรไทย/ }).check();

    // The mock knows no holder for an account of one repeated digit: the server's message shows under the field.
    const accountName = page.getByLabel('ชื่อบัญชี (ตามที่ธนาคารแจ้ง)');
    await page.getByLabel('เลขบัญชีธนาคาร').fill('1111111111');
    const refused = await site.api.bank.accountName({ body: { bankName: 'KBANK', bankId: '1111111111' } });
    expect(refused.status).toBe(404);
    const serverMessage = refused.status === 404 ? refused.body.message : '';
    const fieldError = page.locator('.field').filter({ has: accountName }).getByRole('alert');
    await fieldError.filter({ hasText: serverMessage }).waitFor();
    expect(await accountName.inputValue()).toBe('');
    await saveScreenshot(page, 'account-name-failed-360');

    // Corrected number: looked up again, the holder's name fills the field and the error goes.
    await page.getByLabel('เลขบัญชีธนาคาร').fill('4081526375');
    const holder = await site.api.bank.accountName({ body: { bankName: 'KBANK', bankId: '4081526375' } });
    await expect.poll(() => accountName.inputValue()).toBe(holder.status === 200 ? holder.body.data.accountName : 'none');
    expect(await fieldError.count()).toBe(0);

    // A lookup that failed (the bank's service) succeeds with the retry button once the bank is back.
    // The fault stays until cleared: the app may look up again by itself (window focus), and such a
    // look-up must fail too while the 2 s toast still covers the button at 360 px.
    await site.control.addFault({ body: { route: 'POST /api/bank/name', status: 404, message: 'ธนาคารไม่ตอบกลับ กรุณาลองใหม่' } });
    await page.getByLabel('เลขบัญชีธนาคาร').fill('4081526376');
    await fieldError.filter({ hasText: 'ธนาคารไม่ตอบกลับ กรุณาลองใหม่' }).waitFor();
    expect(await accountName.inputValue()).toBe('');
    await page.locator('.Toastify').getByText('ธนาคารไม่ตอบกลับ กรุณาลองใหม่').waitFor({ state: 'detached' });
    await site.control.clearFaults();
    await page.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }).click();
    await expect.poll(() => accountName.inputValue()).not.toBe('');
    expect(await fieldError.count()).toBe(0);
    await page.context().close();
  });
});
