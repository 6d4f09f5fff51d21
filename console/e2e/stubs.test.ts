import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { saveReviewScreenshot } from '@site/browser-kit';
import { logIn, type Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, SCREENSHOT_DIR, screenshots, setUpConsoleForFile, th } from './support';

const DETAIL = 'GET /api/auth/user/detail/*';

/** A stub set in the console is what the member site shows; the mock refuses a body off the contract unless QA means it. */
describe('QA console: stubs', () => {
  let site: Site;
  const demo = DEMO_MEMBERS[0];
  setUpConsoleForFile(import.meta.filename, 'stubs', (opened) => void (site = opened));

  /** The member's profile as the mock answers it, for a stub to change one field of. */
  const realDetail = async () => {
    const session = await site.control.memberSession({ params: { username: demo.username }, body: {} });
    if (session.status !== 200) throw new Error(`memberSession: ${session.status}`);
    const detail = await fetch(`${site.url}/api/auth/user/detail/${session.body.data.uuid}`, {
      headers: { [NAMESPACE_HEADER]: site.namespace, authorization: `Bearer ${session.body.token}` },
    });
    return (await detail.json()) as { data: Record<string, unknown> };
  };

  const fillStub = async (body: unknown) => {
    const { page } = site;
    await page.getByLabel(th.faults.search).fill('detail');
    await page.getByRole('button', { name: /^GET \/api\/auth\/user\/detail/ }).click();
    expect(await page.getByLabel(th.stubs.route).inputValue()).toBe(DETAIL);
    await page.getByLabel(th.stubs.member).fill(demo.username);
    await page.getByLabel(th.stubs.status).fill('200');
    await page.getByLabel(th.stubs.body).fill(JSON.stringify(body, null, 2));
  };

  it('refuses a profile without a name, naming the field, until it is marked off-contract', async () => {
    const { page } = site;
    const { name: _name, ...withoutName } = (await realDetail()).data;
    await fillStub({ data: withoutName });
    await page.getByRole('button', { name: th.stubs.add, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('body.data.name');
    expect((await site.control.stubs()).body).toEqual([]);

    await page.getByLabel(th.stubs.offContract).check();
    await page.getByLabel(th.faults.once).check();
    await page.getByRole('button', { name: th.stubs.add, exact: true }).click();
    await expectNotice(page, th.stubs.added(DETAIL));
    const active = page.getByRole('list', { name: th.stubs.active });
    await expect.poll(() => active.textContent()).toContain(th.stubs.offContractMark);
    await page.getByRole('button', { name: th.stubs.removeOne(DETAIL) }).click();
    await expect.poll(() => page.getByText(th.stubs.noneActive).isVisible()).toBe(true);
    await page.getByLabel(th.stubs.offContract).uncheck();
  });

  it('a 300-character display name for one member is what the member site shows at 360 px, and the journal marks it', async () => {
    const { page } = site;
    const longName = 'ชื่อที่ยาวมากของสมาชิก '.repeat(13).slice(0, 300);
    await fillStub({ data: { ...(await realDetail()).data, name: longName } });
    await page.getByLabel(th.faults.untilCleared).check();
    await page.getByLabel(th.stubs.latencyRange).check();
    await page.getByLabel(th.stubs.minMs).fill('50');
    await page.getByLabel(th.stubs.maxMs).fill('400');
    await page.getByRole('button', { name: th.stubs.add, exact: true }).click();
    await expectNotice(page, th.stubs.added(DETAIL));
    await expect
      .poll(async () => (await site.control.stubs()).body)
      .toEqual([expect.objectContaining({ route: DETAIL, member: demo.username, latency: { minMs: 50, maxMs: 400 }, remaining: null })]);
    await screenshots(page, 'stubs');

    const member = await (await site.newContext('mobile')).newPage();
    await logIn(site, member, demo.username);
    await member.goto('/auth/dashboard');
    await expect.poll(() => member.getByTestId('dashboard-name').textContent(), { timeout: 15_000 }).toBe(longName);
    // a long name wraps inside the card: nothing runs off the 360 px screen
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveReviewScreenshot(member, join(SCREENSHOT_DIR, 'stub-long-name-member-site-360.png'));

    // the activity page marks the stub's answer
    await page.goto(`${site.url}/__mock/console/#activity`);
    await page.getByLabel(th.activity.path).fill('/user/detail');
    const rows = page.getByRole('region', { name: th.activity.table }).locator('tbody tr.entry-row');
    await expect.poll(async () => (await rows.allTextContents())[0], { timeout: 10_000 }).toContain(th.activity.stubMark);
    await page.goto(`${site.url}/__mock/console/#stubs`);
    await page.getByRole('button', { name: th.stubs.clearAll }).click();
    await expectNotice(page, th.stubs.cleared);
    expect((await site.control.stubs()).body).toEqual([]);
  });

  it('is reachable by keyboard and passes axe at both widths', async () => {
    const { page } = site;
    // the route list is a long run of buttons: from the search field into it, then through the form
    await page.getByLabel(th.faults.search).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(th.faults.routes);
    await page.getByLabel(th.stubs.route).focus();
    const reached: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    }
    expect(reached.slice(0, 3)).toEqual(['stub-member', 'stub-status', 'stub-body']);
    await expectAccessible(page);
  });
});
