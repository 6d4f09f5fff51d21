import { th } from '../../../web/src/i18n/th';
import { paths } from '../../../web/src/config/paths';
import { formatBaht } from '../../../web/src/lib/money';
import { expectPath } from './browser';
import type { Credentials, ScenarioContext } from './context';

/** The web app's own strings, routes and money format: what the screens show, never restated. */
export { th, paths, formatBaht };

/** Logs in through the login screen and waits for the dashboard. */
export async function loginThroughUi(s: ScenarioContext, member: Credentials, options: { screenshot?: boolean } = {}): Promise<void> {
  await s.ui(
    `log in as ${member.username} on the login screen`,
    async (page) => {
      await page.goto(paths.login);
      await page.getByLabel(th.auth.username).fill(member.username);
      await page.getByLabel(th.auth.password, { exact: true }).fill(member.password);
      await page.getByRole('button', { name: th.auth.submit, exact: true }).click();
      await expectPath(page, paths.auth.dashboard);
    },
    options,
  );
}
