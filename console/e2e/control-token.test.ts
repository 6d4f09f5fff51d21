import { describe, expect, it } from 'vitest';
import { spawnMock } from '@site/mock-api/testing';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

const TOKEN = 'qa-console-e2e-control-token';

/** A mock locked with MOCK_CONTROL_TOKEN (docs/design/mock.md#shared-mock): the console asks for the token, keeps it and sends it. */
describe('QA console: control token of a shared mock', () => {
  let site: Site;
  setUpConsoleForFile(
    import.meta.filename,
    'members',
    (opened) => void (site = opened),
    // the stand-alone mock enforces a token set on loopback too, and serves the console itself
    async () => {
      const mock = await spawnMock({ MOCK_CONTROL_TOKEN: TOKEN });
      return { url: mock.url, controlUrl: mock.url, close: () => mock.stop() };
    },
  );

  const memberRow = (username: string) => site.page.getByRole('rowheader', { name: username });
  const saveToken = async (token: string) => {
    await site.page.getByLabel(th.controlToken.label).fill(token);
    await site.page.getByRole('button', { name: th.controlToken.save }).click();
  };

  it('says the mock needs a token when its calls are refused, and shows no member', async () => {
    const { page } = site;
    await expect.poll(() => page.getByRole('alert').filter({ hasText: th.controlToken.required }).isVisible()).toBe(true);
    expect(await memberRow('demo2').count()).toBe(0);
    await expectAccessible(page);
    await screenshots(page, 'console-control-token');
  });

  it('says so when the token is wrong', async () => {
    await saveToken('not-the-control-token-0000');
    await expect.poll(() => site.page.getByRole('alert').filter({ hasText: th.controlToken.wrong }).isVisible()).toBe(true);
  });

  it('with the right token the console works: a member it creates logs in through the member API', async () => {
    const { page } = site;
    await saveToken(TOKEN);
    await expectNotice(page, th.controlToken.saved);
    await expect.poll(() => memberRow('demo2').isVisible()).toBe(true);
    await page.getByLabel(th.members.usernameOptional).fill('tokened01');
    await page.getByRole('button', { name: th.members.create, exact: true }).click();
    await expectNotice(page, th.members.created('tokened01'));
    const login = await site.api.auth.login({ body: { username: 'tokened01', password: 'demo1234' } });
    expect(login.status).toBe(200);
  });

  it("shows a browser scenario's screenshots in its report, named after their steps and fetched with the token (an <img> cannot send it)", async () => {
    const { page } = site;
    await page.getByRole('link', { name: th.sections.scenarios }).click();
    await page.getByRole('button', { name: th.scenarios.runOne('browser-login') }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#scenarios\/run-/);
    await expect
      .poll(() => page.locator('[data-run-status]').getAttribute('data-run-status'), { timeout: 110_000, interval: 1000 })
      .toBe('passed');
    const entry = page.locator('.scenario-report [data-scenario="browser-login"]');
    await entry.locator('details').evaluateAll((steps: HTMLDetailsElement[]) => steps.forEach((step) => (step.open = true)));
    const image = entry.locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // named after its step, whose name the <details> holding it shows
    const stepName = await image.evaluate(
      (img: HTMLImageElement) => img.closest('details')?.querySelector('.report-step-name')?.textContent,
    );
    expect(await image.getAttribute('alt')).toBe(th.report.screenshotOf(stepName ?? ''));
    await screenshots(page, 'scenario-report-browser');
    await page.getByRole('link', { name: th.sections.members }).click();
  });

  it('keeps the token across visits, and forgets it on request', async () => {
    const { page } = site;
    await page.reload();
    await expect.poll(() => memberRow('tokened01').isVisible()).toBe(true);
    expect(await page.getByText(th.controlToken.summarySet).isVisible()).toBe(true);
    await page.getByText(th.controlToken.summarySet).click();
    await page.getByRole('button', { name: th.controlToken.forget }).click();
    await expectNotice(page, th.controlToken.forgotten);
    await page.reload();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: th.controlToken.required }).isVisible()).toBe(true);
  });
});
