import { describe, expect, it } from 'vitest';
import type { Site } from '@site/web/e2e/support/site';
import { MEMBERS_PAGE } from '@site/contract/mock-control';
import { storageKeys } from '@site/web/lib/storage';
import { levelName } from '../src/lib/format';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** Every member action of the console, each checked through the member API. */
describe('QA console: members', () => {
  let site: Site;
  setUpConsoleForFile(import.meta.filename, 'members', (opened) => void (site = opened));

  async function logIn(username: string, password = 'demo1234') {
    const session = await site.api.auth.login({ body: { username, password } });
    if (session.status !== 200) throw new Error(`login ${username}: ${session.status}`);
    return { token: session.body.token, uuid: session.body.data.uuid, profile: session.body.data };
  }
  async function creditOf(username: string, token: string) {
    const credit = await site.api.games.credit({
      params: { username },
      body: { balanceType: 'M' },
      extraHeaders: { authorization: `Bearer ${token}` },
    });
    if (credit.status !== 200) throw new Error(`credit ${username}: ${credit.status}`);
    return credit.body.data.credit;
  }
  const listedUsernames = () =>
    site.page.getByRole('rowheader').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  const row = (username: string) => site.page.getByRole('row').filter({ has: site.page.getByRole('rowheader', { name: username }) });

  it('searches members by username, phone or name', async () => {
    const { page } = site;
    await page.getByLabel(th.members.search).fill('demo2');
    await expect.poll(listedUsernames).toEqual(['demo2']);
    await page.getByLabel(th.members.search).fill('0812345678');
    await expect.poll(listedUsernames).toEqual(['demo']);
    await page.getByLabel(th.members.search).fill('');
    await expect.poll(async () => (await listedUsernames()).length).toBeGreaterThan(2);
  });

  it('creates a member with level, credit, bank and inviter, who logs in with that profile', async () => {
    const { page } = site;
    const demo = await logIn('demo');
    const code = await site.api.affiliate.code({ params: { uuid: demo.uuid }, extraHeaders: { authorization: `Bearer ${demo.token}` } });
    if (code.status !== 200) throw new Error(`af code: ${code.status}`);
    await page.getByLabel(th.members.usernameOptional).fill('diamond01');
    await page.getByLabel(th.members.level, { exact: true }).selectOption('4');
    await page.getByLabel(th.members.startCredit).fill('2500.50');
    await page.getByLabel(th.members.bankName).selectOption('KBANK');
    await page.getByLabel(th.members.bankId).fill('7305118462');
    await page.getByLabel(th.members.inviter).fill(code.body.data.code);
    await page.getByRole('button', { name: th.members.create, exact: true }).click();
    await expectNotice(page, th.members.created('diamond01'));

    const member = await logIn('diamond01');
    expect(member.profile.level).toBe(4);
    expect(await creditOf('diamond01', member.token)).toBe(2500.5);
    const detail = await site.api.user.detail({ params: { uuid: member.uuid }, extraHeaders: { authorization: `Bearer ${member.token}` } });
    expect(JSON.stringify(detail.body)).toContain('7305118462');
    const downline = await site.api.affiliate.downline({
      params: { username: 'demo' },
      extraHeaders: { authorization: `Bearer ${demo.token}` },
    });
    expect(JSON.stringify(downline.body)).toContain('diamond01');
    await expect.poll(() => row('diamond01').isVisible()).toBe(true);
  });

  it("shows the mock's Thai refusal and creates nothing when the bank account is taken", async () => {
    const { page } = site;
    await page.getByLabel(th.members.usernameOptional).fill('copycat01');
    await page.getByLabel(th.members.bankName).selectOption('KBANK');
    await page.getByLabel(th.members.bankId).fill('7305118462');
    await page.getByRole('button', { name: th.members.create, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/เลขบัญชี/);
    const refused = await site.api.auth.login({ body: { username: 'copycat01', password: 'demo1234' } });
    expect(refused.status).toBe(401);
  });

  it('changes the level of a member', async () => {
    const { page } = site;
    await page.getByRole('button', { name: `${th.members.actions} diamond01` }).click();
    await page.getByLabel(th.members.levelOf('diamond01')).selectOption('6');
    await page.getByRole('button', { name: th.members.setLevel }).click();
    await expectNotice(page, th.members.levelSaved('diamond01', levelName(6)));
    const member = await logIn('diamond01');
    expect(member.profile.level).toBe(6);
  });

  it('credits and debits a member with a ledger line that says it came from QA', async () => {
    const { page } = site;
    await page.getByLabel(th.members.adjustAmount).fill('-500.25');
    await page.getByRole('button', { name: th.members.adjust, exact: true }).click();
    await expectNotice(page, th.members.adjusted('diamond01', '2,000.25 บาท'));
    const member = await logIn('diamond01');
    expect(await creditOf('diamond01', member.token)).toBe(2000.25);
    const history = await site.api.user.transactions({
      params: { uuid: member.uuid },
      query: {},
      extraHeaders: { authorization: `Bearer ${member.token}` },
    });
    expect(JSON.stringify(history.body)).toContain(th.members.adjustNoteDefault);
    await expectAccessible(page);
    await screenshots(page, 'console-members');
    // more than the balance: refused with the mock's message, nothing moves
    await page.getByLabel(th.members.adjustAmount).fill('-999999');
    await page.getByRole('button', { name: th.members.adjust, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/มากกว่าเครดิต/);
    expect(await creditOf('diamond01', member.token)).toBe(2000.25);
  });

  it('logs in as the member: the member site opens in a new tab, in the namespace, already logged in', async () => {
    const { page, context } = site;
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: th.members.loginAs }).click()]);
    await tab.waitForURL((url) => url.pathname !== '/' && url.pathname !== 'blank' && !url.href.startsWith('about:'));
    await tab.waitForLoadState('networkidle');
    expect(new URL(tab.url()).pathname).not.toMatch(/login/);
    const [token, user] = await tab.evaluate(
      (keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.currentUser)],
      storageKeys,
    );
    expect(JSON.parse(user ?? '{}')).toMatchObject({ level: 6 });
    // the token the tab holds is a real session of that member in this namespace
    expect(await creditOf('diamond01', token ?? '')).toBe(2000.25);
    await screenshots(tab, 'console-login-as-member-site');
    await tab.close();
  });

  it('pages through the member list: a full page offers the next one, and the previous one comes back (docs/design/mock.md#bounds)', async () => {
    const { page } = site;
    const usernames = Array.from({ length: MEMBERS_PAGE.default + 3 }, (_, i) => `pgmem${String(i).padStart(3, '0')}`);
    for (const username of usernames) {
      const created = await site.control.createMember({ body: { username } });
      if (created.status !== 200) throw new Error(`create ${username}: ${created.status}`);
    }
    await page.getByLabel(th.members.search).fill('pgmem');
    await expect.poll(listedUsernames).toEqual(usernames.slice(0, MEMBERS_PAGE.default));
    await page.getByRole('button', { name: th.members.nextPage }).click();
    await expect.poll(listedUsernames).toEqual(usernames.slice(MEMBERS_PAGE.default));
    expect(await page.getByText(th.members.page(2)).count()).toBe(1);
    expect(await page.getByRole('button', { name: th.members.nextPage }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: th.members.previousPage }).click();
    await expect.poll(listedUsernames).toEqual(usernames.slice(0, MEMBERS_PAGE.default));
  });
});
