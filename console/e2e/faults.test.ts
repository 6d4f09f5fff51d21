import { describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** Faults set up in the console, each seen by a member API call through the gateway. */
describe('QA console: faults', () => {
  let site: Site;
  setUpConsoleForFile(import.meta.filename, 'faults', (opened) => void (site = opened));

  const settingStatus = async () =>
    (await fetch(`${site.url}/api/setting`, { headers: { [NAMESPACE_HEADER]: site.namespace } }).catch(() => null))?.status ?? 'dropped';
  const activeFaults = async () => {
    const faults = await site.control.faults();
    if (faults.status !== 200) throw new Error(`faults: ${faults.status}`);
    return faults.body;
  };
  const pickRoute = async (search: string, path: string) => {
    const { page } = site;
    await page.getByLabel(th.faults.search).fill(search);
    await page
      .getByRole('button', { name: new RegExp(`^GET ${path.replaceAll('/', '\\/')}`) })
      .first()
      .click();
  };

  it('finds routes of the contract by search and makes one answer 503 once', async () => {
    const { page } = site;
    await pickRoute('setting', '/api/setting');
    expect(await page.getByLabel(th.faults.pattern).inputValue()).toBe('GET /api/setting');
    await page.getByLabel(th.faults.kindStatus).check();
    await page.getByLabel(th.faults.status).selectOption('503');
    await page.getByLabel(th.faults.once).check();
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    await expectNotice(page, th.faults.added('GET /api/setting'));
    await expect.poll(() => page.getByRole('region', { name: th.faults.active }).textContent()).toMatch(/503/);
    expect(await settingStatus()).toBe(503);
    expect(await settingStatus()).toBe(200);
    // the console's list follows the mock: the one-shot fault is gone
    await expect.poll(() => page.getByText(th.faults.noneActive).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('adds latency until cleared, lists it, and clear-all removes it', async () => {
    const { page } = site;
    await page.getByLabel(th.faults.pattern).fill('GET /api/setting');
    await page.getByLabel(th.faults.kindLatency).check();
    await page.getByLabel(th.faults.latency).fill('700');
    await page.getByLabel(th.faults.untilCleared).check();
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    await expectNotice(page, th.faults.added('GET /api/setting'));
    // the notice of the first test has the same text: wait for the fault itself, not the notice
    await expect.poll(activeFaults).toEqual([{ route: 'GET /api/setting', latencyMs: 700 }]);
    for (let i = 0; i < 2; i += 1) {
      const started = performance.now();
      expect(await settingStatus()).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(650);
    }
    await expect.poll(() => page.getByRole('region', { name: th.faults.active }).textContent()).toMatch(new RegExp(th.faults.forever));
    await expectAccessible(page);
    await screenshots(page, 'console-faults');
    await page.getByRole('button', { name: th.faults.clearAll }).click();
    await expectNotice(page, th.faults.cleared);
    await expect.poll(activeFaults).toEqual([]);
    const started = performance.now();
    expect(await settingStatus()).toBe(200);
    expect(performance.now() - started).toBeLessThan(650);
  });

  it('drops the connection a chosen number of times (the gateway answers 502)', async () => {
    const { page } = site;
    // a POST: the gateway retries an idempotent request once on a dropped connection
    const checkIn = async () =>
      (
        await fetch(`${site.url}/api/auth/game/check-in`, {
          method: 'POST',
          headers: { [NAMESPACE_HEADER]: site.namespace, 'content-type': 'application/json' },
          body: '{}',
        })
      ).status;
    await page.getByLabel(th.faults.pattern).fill('POST /api/auth/game/check-in');
    await page.getByLabel(th.faults.kindDrop).check();
    await page.getByLabel(th.faults.count, { exact: true }).check();
    await page.getByLabel(th.faults.countValue).fill('2');
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    await expectNotice(page, th.faults.added('POST /api/auth/game/check-in'));
    await expect.poll(async () => (await activeFaults()).length).toBe(1);
    // then the route answers again: 401, as it does without a token
    expect([await checkIn(), await checkIn(), await checkIn()]).toEqual([502, 502, 401]);
  });

  it('registers a timeout as a request held past any client deadline, then dropped', async () => {
    const { page } = site;
    await page.getByLabel(th.faults.pattern).fill('GET /api/announcement');
    await page.getByLabel(th.faults.kindTimeout).check();
    await page.getByLabel(th.faults.once).check();
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    await expectNotice(page, th.faults.added('GET /api/announcement'));
    await expect.poll(activeFaults).toEqual([{ route: 'GET /api/announcement', latencyMs: 120_000, drop: true, count: 1 }]);
    await page.getByRole('button', { name: th.faults.clearAll }).click();
    // "cleared" was already shown by an earlier test: wait for the mock's list, not the notice
    await expect.poll(activeFaults).toEqual([]);
  });

  it('refuses a fault without a route on the page', async () => {
    const { page } = site;
    await page.getByLabel(th.faults.pattern).fill('');
    await page.getByRole('button', { name: th.faults.add, exact: true }).click();
    expect(await page.getByLabel(th.faults.pattern).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await activeFaults()).toEqual([]);
  });
});
