import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, screenshots, setUpConsoleForFile, th } from './support';

/**
 * Scenario runs from the console: each starts the repository's runner (its own gateway and
 * mock), follows it live, and shows the report; the control API says the same run happened.
 * A browser scenario's screenshots in the report: control-token.test.ts (one browser run for both).
 */
describe('QA console: scenarios', () => {
  let site: Site;
  setUpConsoleForFile(import.meta.filename, 'scenarios', (opened) => void (site = opened));

  const report = (page: Page) => page.locator('.scenario-report');
  const scenarioEntry = (page: Page, name: string) => report(page).locator(`[data-scenario="${name}"]`);
  /** Waits for the run to be over (control API), then for the run page to say so too; returns the run. */
  async function finishedRun(page: Page) {
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#scenarios\/run-/);
    const id = decodeURIComponent(new URL(page.url()).hash.slice('#scenarios/'.length));
    const current = async () => {
      const run = await site.control.run({ params: { id } });
      if (run.status !== 200) throw new Error(`run ${id}: ${run.status}`);
      return run.body;
    };
    await expect.poll(async () => (await current()).status, { timeout: 110_000, interval: 1000 }).not.toBe('running');
    const run = await current();
    await expect.poll(() => page.locator('[data-run-status]').getAttribute('data-run-status'), { timeout: 10_000 }).toBe(run.status);
    return run;
  }

  it('lists the library and runs one scenario from the keyboard; the report shows each step with its request and answer', async () => {
    const { page } = site;
    const run = page.getByRole('button', { name: th.scenarios.runOne('login-failure-message') });
    await run.waitFor();
    expect(await page.getByRole('region', { name: th.scenarios.library }).locator('tbody tr').count()).toBeGreaterThan(20);
    await run.focus();
    await page.keyboard.press('Enter');

    const finished = await finishedRun(page);
    expect(finished.status).toBe('passed');
    const entry = scenarioEntry(page, 'login-failure-message');
    await expect.poll(() => entry.getAttribute('data-status')).toBe('passed');
    for (const step of finished.scenarios[0]?.steps ?? []) expect(await entry.getByText(step.name, { exact: true }).count()).toBe(1);

    await entry.getByText('log in with a wrong password', { exact: true }).click();
    const body = entry.locator('details[open] .report-step-body');
    expect(await body.textContent()).toMatch(/POST\s*\/api\/auth\/login\s*→\s*401/);
    expect(await body.textContent()).toContain(th.report.response);
    await expectAccessible(page);
    await screenshots(page, 'scenario-report');
  });

  it('runs every scenario of a tag, and lists the run among the recent ones', async () => {
    const { page } = site;
    await page.getByRole('link', { name: th.scenarios.back }).click();
    await page.getByLabel(th.scenarios.tag, { exact: true }).selectOption('platform');
    await page.getByRole('button', { name: th.scenarios.runTag, exact: true }).click();
    const finished = await finishedRun(page);
    expect(finished.selection).toEqual({ tag: 'platform' });
    expect(finished.scenarios.map((s) => s.name).sort()).toEqual(['maintenance-switch', 'member-data-isolation', 'upstream-fault']);
    for (const scenario of finished.scenarios) {
      expect(await scenarioEntry(page, scenario.name).getAttribute('data-status')).toBe(scenario.status);
    }
    await page.getByRole('link', { name: th.scenarios.back }).click();
    await expect.poll(() => page.getByRole('link', { name: th.scenarios.selectionTag('platform') }).count()).toBe(1);
    await expectAccessible(page);
    await screenshots(page, 'scenarios');
  });

  it('runs all: every scenario of the library is listed and fills in live', async () => {
    const { page } = site;
    // on the library, where the tag's run left the page
    await page.getByRole('button', { name: th.scenarios.runAll }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#scenarios\/run-/);
    const library = await site.control.scenarioLibrary();
    const names = library.status === 200 ? library.body.map((s) => s.name) : [];
    await expect.poll(() => report(page).locator('[data-scenario]').count()).toBe(names.length);
    // live progress: steps appear while the run goes on (the page polls the run)
    await expect.poll(() => report(page).locator('.report-step').count(), { timeout: 60_000, interval: 1000 }).toBeGreaterThan(0);
    expect(await page.getByText(th.scenarios.runStatus.running).count()).toBeGreaterThan(0);
    // (closing the site stops the run)
  });
});
