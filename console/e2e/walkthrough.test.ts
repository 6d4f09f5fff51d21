import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { thMemberArea } from '@site/web/i18n/th-member-area';
import { paths } from '@site/web/config/paths';
import { bangkokDayOfMonth } from '@site/contract/bangkok-time';
import { saveReviewScreenshot } from '@site/browser-kit';
import type { Site } from '@site/web/e2e/support/site';
import { expectNotice, SCREENSHOT_DIR, screenshots, setUpConsoleForFile, th } from './support';

const WITHDRAW_ROUTE = 'POST /api/auth/withdraw/*';

/**
 * The five-minute walkthrough of docs/qa.md, step by step, in one namespace: a diamond member,
 * the next day, one failing withdrawal seen on the member site and in the activity log, then the
 * withdraw scenarios and their report. Its screenshots are the ones docs/images shows.
 */
describe('QA console: the five-minute walkthrough of docs/qa.md', () => {
  let site: Site;
  let memberSite: Page;
  setUpConsoleForFile(import.meta.filename, 'members', (opened) => void (site = opened));

  const go = (section: string) => site.page.getByRole('link', { name: section, exact: true }).click();
  const credit = async () => {
    const login = await site.api.auth.login({ body: { username: 'diamond01', password: 'demo1234' } });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const answer = await site.api.games.credit({
      params: { username: 'diamond01' },
      body: { balanceType: 'M' },
      extraHeaders: { authorization: `Bearer ${login.body.token}` },
    });
    return answer.status === 200 ? answer.body.data.credit : null;
  };

  it('1. creates a diamond member and opens the member site as them', async () => {
    const { page, context } = site;
    await page.getByLabel(th.members.usernameOptional).fill('diamond01');
    await page.getByLabel(th.members.level, { exact: true }).selectOption('4');
    await page.getByLabel(th.members.startCredit).fill('50000');
    await page.getByRole('button', { name: th.members.create, exact: true }).click();
    await expectNotice(page, th.members.created('diamond01'));
    await page
      .getByRole('row', { name: /diamond01/ })
      .getByRole('button')
      .first()
      .click();
    [memberSite] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: th.members.loginAs }).click()]);
    await memberSite.waitForURL((url) => url.pathname !== '/' && !url.href.startsWith('about:'));
    expect(await credit()).toBe(50_000);
  });

  it('2. moves the clock to the next Bangkok day', async () => {
    const { page } = site;
    const before = await site.control.state();
    await go(th.sections.clock);
    await page.getByRole('button', { name: th.clock.nextMidnight }).click();
    await expect.poll(() => page.getByText(th.clock.newDay(1)).count()).toBe(1);
    const after = await site.control.state();
    if (before.status !== 200 || after.status !== 200) throw new Error('state');
    expect(Date.parse(after.body.now)).toBeGreaterThan(Date.parse(before.body.now));
    // the member site's day is the mock's, not the browser's: its check-in strip marks the new day as today
    await memberSite.goto(paths.auth.dashboard);
    const today = memberSite.locator('.check-in-strip__day--current .check-in-strip__date').first();
    await expect.poll(() => today.textContent()).toBe(String(bangkokDayOfMonth(Date.parse(after.body.now))));
  });

  it('3. makes the withdrawal route fail once; the member site shows its answer, the next try goes through', async () => {
    const { page } = site;
    const t = thMemberArea.withdraw;
    // the withdraw screen first: the calls it makes on opening must not use up the one-shot fault
    await memberSite.goto(paths.auth.withdraw);
    await memberSite.getByLabel(t.amount).waitFor();
    await go(th.sections.faults);
    await page.getByLabel(th.faults.search).fill('withdraw');
    await page.getByLabel(th.faults.pattern).fill(WITHDRAW_ROUTE);
    await page.getByLabel(th.faults.kindStatus).check();
    await page.getByLabel(th.faults.status).selectOption('503');
    await page.getByLabel(th.faults.once).check();
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    await expect
      .poll(async () => (await site.control.faults()).body)
      .toEqual([expect.objectContaining({ route: WITHDRAW_ROUTE, status: 503, count: 1 })]);
    await screenshots(page, 'walkthrough-fault');

    await memberSite.getByLabel(t.amount).fill('1000');
    await memberSite.getByRole('button', { name: t.submit, exact: true }).click();
    await memberSite.getByRole('alert').first().waitFor();
    expect(await memberSite.getByRole('alert').first().textContent()).toMatch(/[\u0E00-\u0E7F]/);
    expect(await credit()).toBe(50_000);
    await screenshots(memberSite, 'walkthrough-member-site-503');
    // the fault was used up: the same withdrawal goes through
    await memberSite.getByRole('button', { name: t.submit, exact: true }).click();
    await memberSite.getByText(t.success('1,000.00')).waitFor();
    expect(await credit()).toBe(49_000);
  });

  it('4. the activity log shows both withdrawals, the refused one with 503, as diamond01', async () => {
    const { page } = site;
    await go(th.sections.activity);
    await page.getByLabel(th.activity.path, { exact: true }).fill('withdraw');
    await page.getByLabel(th.activity.method, { exact: true }).selectOption('POST');
    const rows = page.getByRole('region', { name: th.activity.table }).locator('tbody tr');
    /** [status, member] of each withdrawal (POST /api/auth/withdraw/<uuid>), newest first. */
    const withdrawals = async () =>
      (await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? ''))))
        .filter((cells) => /^\/api\/auth\/withdraw\/[0-9a-f-]{36}$/.test(cells[2] ?? ''))
        .map((cells) => [cells[3], cells[5]]);
    // the refused one carries the fault's mark beside its status (docs/design/mock.md#journal)
    await expect.poll(withdrawals).toEqual([
      ['200', 'diamond01'],
      [`${th.activity.faultMark}503`, 'diamond01'],
    ]);
    await screenshots(page, 'walkthrough-activity');
  });

  it('5. runs the withdraw scenarios and opens the report', { timeout: 300_000 }, async () => {
    const { page } = site;
    await go(th.sections.scenarios);
    await page.getByLabel(th.scenarios.tag, { exact: true }).selectOption('withdraw');
    await page.getByRole('button', { name: th.scenarios.runTag, exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#scenarios\/run-/);
    const id = decodeURIComponent(new URL(page.url()).hash.slice('#scenarios/'.length));
    await expect
      .poll(async () => (await site.control.run({ params: { id } })).body, { timeout: 280_000, interval: 2000 })
      .toMatchObject({ status: expect.stringMatching(/passed|failed|error/) as unknown });
    const run = await site.control.run({ params: { id } });
    if (run.status !== 200) throw new Error(`run: ${run.status}`);
    expect(run.body.error).toBeNull();
    expect(run.body.scenarios.every((s) => s.status === 'passed')).toBe(true);
    expect(run.body.scenarios.map((s) => s.name)).toContain('withdraw-daily-cap-per-level');
    await expect.poll(() => page.locator('[data-run-status]').getAttribute('data-run-status')).toBe('passed');
    const entry = page.locator('[data-scenario="withdraw-per-time-cap"]');
    await entry.locator('summary').nth(1).click();
    await screenshots(page, 'walkthrough-report');
    // the top of the report as a reader first sees it (the full page is several screens long)
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveReviewScreenshot(page, join(SCREENSHOT_DIR, 'walkthrough-report-top.png'), { fullPage: false });
  });
});
