import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectVisible } from '@site/browser-kit';
import { creditOf, expectCredit, mockToday } from '../../lib/scenario/helpers';
import { formatBaht, loginThroughUi, openPage, paths, thMemberArea } from '../../lib/scenario/ui';

const t = thMemberArea.checkIn;

export default defineScenario({
  name: 'browser-check-in-popup',
  tags: ['check-in'],
  kind: 'browser',
  description:
    "The check-in popup opens on the dashboard for a member who has not checked in today, pays today's value once, and stays closed afterwards",
  async run(s) {
    const today = await mockToday(s);
    const credentials = await s.createMember();
    const member = await s.loginAs(credentials, 'the member (API)');
    const before = await creditOf(s, member);
    const state = await s.step("today's check-in value", () => member.api.checkIn.state(), {
      status: 200,
      body: { data: { logs: is.arrayWithout({ json: { day: today.day } }) } },
    });
    const value = state.body.data.gameValue.value;

    await loginThroughUi(s, credentials);
    await s.ui(
      "the popup opens by itself with today's value",
      async (page) => {
        const dialog = page.getByRole('dialog', { name: t.title });
        await expectVisible(dialog, `the dialog "${t.title}"`);
        await expectVisible(dialog.getByText(formatBaht(value)).first(), `today's value ${formatBaht(value)} in the dialog`);
      },
      { screenshot: true },
    );
    await s.ui(
      'checking in closes the popup and marks today',
      async (page) => {
        const dialog = page.getByRole('dialog', { name: t.title });
        await dialog.getByRole('button', { name: t.submit }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expectVisible(page.getByText(t.already), `"${t.already}"`);
      },
      { screenshot: true },
    );
    await s.step('the check-in is logged for today', () => member.api.checkIn.state(), {
      status: 200,
      body: { data: { logs: is.arrayContaining([{ json: { day: today.day }, value }]) } },
    });
    await expectCredit(s, member, before + value, `the credit rose by ${value} baht`);
    await s.ui(
      'back on the dashboard, the popup stays closed',
      async (page) => {
        await openPage(page, paths.auth.dashboard);
        await expectVisible(page.getByText(t.already), `"${t.already}"`);
        if (await page.getByRole('dialog', { name: t.title }).isVisible())
          throw new Error('the check-in popup opened again after checking in today');
      },
      { screenshot: true },
    );
  },
});
