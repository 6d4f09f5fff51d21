import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectPath, expectVisible } from '@site/browser-kit';
import { openPage, paths, th } from '../../lib/scenario/ui';

export default defineScenario({
  name: 'browser-login',
  tags: ['auth'],
  kind: 'browser',
  description: "The login screen shows the server's message for a wrong password and opens the member dashboard with the right one",
  async run(s) {
    const credentials = await s.existingMember(1);
    const refusal = await s.step(
      "the API's answer to a wrong password",
      () => s.api.auth.login({ body: { username: credentials.username, password: `${credentials.password}-wrong` } }),
      {
        status: 401,
        body: { message: is.thaiText() },
      },
    );
    const serverMessage = (refusal.body as { message: string }).message;
    const session = await s.loginAs(credentials, "the member's profile, to compare with the screen");

    await s.ui(
      'open the login screen',
      async (page) => {
        await openPage(page, paths.login);
        await expectVisible(page.getByRole('heading', { name: th.titles.login }), `the heading "${th.titles.login}"`);
      },
      { screenshot: true },
    );
    await s.ui(
      "a wrong password shows the server's message",
      async (page) => {
        await page.getByLabel(th.auth.username).fill(credentials.username);
        await page.getByLabel(th.auth.password, { exact: true }).fill(`${credentials.password}-wrong`);
        await page.getByRole('button', { name: th.auth.submit, exact: true }).click();
        await expectVisible(page.getByRole('alert').filter({ hasText: serverMessage }), `the alert "${serverMessage}"`);
        await expectPath(page, paths.login);
      },
      { screenshot: true },
    );
    await s.ui(
      "the right password opens the dashboard with the member's name",
      async (page) => {
        await page.getByLabel(th.auth.password, { exact: true }).fill(credentials.password);
        await page.getByRole('button', { name: th.auth.submit, exact: true }).click();
        await expectPath(page, paths.auth.dashboard);
        await expectVisible(page.getByText(session.profile.name).first(), `the member's name "${session.profile.name}"`);
        await expectVisible(page.getByText(session.username, { exact: true }).first(), `the username "${session.username}"`);
      },
      { screenshot: true },
    );
    await s.ui('a logged-in member opening /login is sent to the member area', async (page) => {
      await openPage(page, paths.login);
      await expectPath(page, /^\/auth(\/|$)/);
    });
  },
});
