import { describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, screenshots, setUpConsoleForFile, th } from './support';

/** Calls made through the member API (as the site makes them) show up in the console's log. */
describe('QA console: activity', () => {
  let site: Site;
  const demo = DEMO_MEMBERS[0];
  setUpConsoleForFile(import.meta.filename, 'activity', (opened) => void (site = opened));

  const rows = () => site.page.getByRole('region', { name: th.activity.table }).locator('tbody tr.entry-row');
  // each row's text without its details button
  const rowTexts = async () => (await rows().allTextContents()).map((text) => text.replace(th.activity.details, '').replace(/\s+/g, ' '));

  it('shows a member API call, newest first, with its member, while the page is open', async () => {
    const login = await site.api.auth.login({ body: { username: demo.username, password: demo.password } });
    expect(login.status).toBe(200);
    if (login.status !== 200) return;
    await expect
      .poll(rowTexts, { timeout: 10_000 })
      .toEqual([expect.stringMatching(new RegExp(`POST/api/auth/login200.*${demo.username}$`))]);

    // a call with no session: anonymous, and listed above the login (newest first)
    expect((await site.api.settings.global()).status).toBe(200);
    await expect
      .poll(async () => (await rowTexts())[0], { timeout: 10_000 })
      .toMatch(new RegExp(`/api/setting.*${th.activity.anonymous}$`));
    expect(await rows().count()).toBe(2);
  });

  it('filters by member, path, method and status class', async () => {
    const { page } = site;
    // a refused call (401) beside the others
    await fetch(`${site.url}/api/auth/user/getCredit/${demo.username}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [NAMESPACE_HEADER]: site.namespace },
      body: '{}',
    });
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(3);

    await page.getByLabel(th.activity.member).fill(demo.username.toUpperCase());
    await expect.poll(rowTexts).toEqual([expect.stringMatching(/\/api\/auth\/login/)]);
    await page.getByLabel(th.activity.member).fill('');
    await page.getByLabel(th.activity.status).selectOption('4xx');
    await expect.poll(rowTexts).toEqual([expect.stringMatching(/getCredit.*401/)]);
    await page.getByLabel(th.activity.status).selectOption('');
    await page.getByLabel(th.activity.method).selectOption('GET');
    await expect.poll(rowTexts).toEqual([expect.stringMatching(/\/api\/setting/)]);
    await page.getByLabel(th.activity.method).selectOption('');
    await page.getByLabel(th.activity.path).fill('nothing-like-this');
    await expect.poll(() => page.getByText(th.activity.none).isVisible()).toBe(true);
    await page.getByLabel(th.activity.path).fill('');
    await expect.poll(() => rows().count()).toBe(3);

    // a URL longer than the journal keeps is listed cut, and says so (docs/design/mock.md#bounds)
    await fetch(`${site.url}/api/setting?pad=${'x'.repeat(600)}`, { headers: { [NAMESPACE_HEADER]: site.namespace } });
    await expect.poll(async () => (await rowTexts())[0], { timeout: 10_000 }).toContain(th.activity.truncated);
  });

  it("opens a call's bodies and headers with secrets masked, marks a fault's answer, and finds calls by body text", async () => {
    const { page } = site;
    await page.getByLabel(th.activity.path).fill('/api/auth/login');
    await expect.poll(() => rows().count()).toBe(1);
    await page.getByRole('button', { name: th.activity.detailsOf('POST', '/api/auth/login') }).click();
    const request = page.getByRole('region', { name: th.activity.request });
    const response = page.getByRole('region', { name: th.activity.response });
    await expect.poll(() => request.textContent()).toContain('"password": "***"');
    expect(await request.textContent()).not.toContain(demo.password);
    expect(await response.textContent()).toContain('"token": "***"');
    await page.getByLabel(th.activity.path).fill('');

    // an answer a fault gave is marked, and its details name the fault
    expect((await site.control.addFault({ body: { route: 'GET /api/announcement', status: 503, count: 1 } })).status).toBe(200);
    await fetch(`${site.url}/api/announcement`, { headers: { [NAMESPACE_HEADER]: site.namespace } });
    await page.getByLabel(th.activity.status).selectOption('503');
    await expect
      .poll(rowTexts, { timeout: 10_000 })
      .toEqual([expect.stringMatching(new RegExp(`/api/announcement${th.activity.faultMark}503`))]);
    await page.getByRole('button', { name: th.activity.detailsOf('GET', '/api/announcement') }).click();
    await expect
      .poll(() => page.getByText(th.activity.faultWas('GET /api/announcement', th.faults.describeStatus(503))).isVisible())
      .toBe(true);
    await page.getByLabel(th.activity.status).selectOption('');

    // body text: the login's answer names the member's uuid
    await page.getByLabel(th.activity.text).fill(demo.username);
    await expect.poll(rowTexts).toEqual([expect.stringMatching(/\/api\/auth\/login/)]);
    await page.getByLabel(th.activity.text).fill('');
    await screenshots(page, 'activity-details');
  });

  it('is reachable by keyboard and passes axe at both widths', async () => {
    const { page } = site;
    await page.getByRole('link', { name: th.sections.activity }).focus();
    // from the section's link, through whatever navigation follows it, to the log's table
    const reached: string[] = [];
    for (let i = 0; i < 30 && !reached.includes(th.activity.table); i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || ''));
    }
    expect(reached).toEqual(
      expect.arrayContaining([
        'activity-member',
        'activity-path',
        'activity-text',
        'activity-method',
        'activity-status',
        'activity-outcome',
        th.activity.table,
      ]),
    );
    await expectAccessible(page);
    await screenshots(page, 'activity');
  });
});
