import { th } from '@site/web/i18n/th';
import { thMemberArea } from '@site/web/i18n/th-member-area';
import { thScreens } from '@site/web/i18n/th-screens';
import { paths } from '@site/web/config/paths';
import { formatBaht } from '@site/web/lib/money';
import type { Page } from 'playwright-core';
import { setTimeout as delay } from 'node:timers/promises';
import { expectPath } from '@site/browser-kit';
import type { Credentials, ScenarioContext } from './context';

/** The web app's own strings, routes and money format: what the screens show, never restated. */
export { th, thScreens, thMemberArea, paths, formatBaht };

const NAVIGATION_ATTEMPTS = 3;

/**
 * Opens a path of the app. A 503 for the page itself (the gateway shedding load, or the app
 * being rebuilt underneath it) is tried again, as a member would reload; any other failure
 * names the status.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.goto(path);
    if (!response || response.ok()) return;
    if (response.status() !== 503 || attempt === NAVIGATION_ATTEMPTS) {
      throw new Error(`opening ${path} answered ${response.status()}: ${(await response.text()).slice(0, 200)}`);
    }
    await delay(500 * attempt);
  }
}

/** Logs in through the login screen and waits for the dashboard. */
export async function loginThroughUi(s: ScenarioContext, member: Credentials, options: { screenshot?: boolean } = {}): Promise<void> {
  await s.ui(
    `log in as ${member.username} on the login screen`,
    async (page) => {
      await openPage(page, paths.login);
      await page.getByLabel(th.auth.username).fill(member.username);
      await page.getByLabel(th.auth.password, { exact: true }).fill(member.password);
      await page.getByRole('button', { name: th.auth.submit, exact: true }).click();
      await expectPath(page, paths.auth.dashboard);
    },
    options,
  );
}
