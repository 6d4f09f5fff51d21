import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectVisible } from '@site/browser-kit';
import { creditOf, expectCredit } from '../../lib/scenario/helpers';
import { loginThroughUi, openPage, paths, thMemberArea } from '../../lib/scenario/ui';

const t = thMemberArea.wheel;
/** The wheel turns to the drawn segment before announcing it. */
const SPIN_ANNOUNCE_TIMEOUT_MS = 15_000;

export default defineScenario({
  name: 'browser-wheel',
  tags: ['rewards'],
  kind: 'browser',
  description:
    "The wheel screen spins to the server's draw, announces the prize the credit received, counts spins down and says when none are left",
  async run(s) {
    const credentials = await s.createMember();
    const member = await s.loginAs(credentials, 'the member (API)');
    const wheel = await s.step("the wheel and today's spins (API)", () => member.api.wheel.wheel(), {
      status: 200,
      body: { data: { spinsLeft: is.atLeast(2) } },
    });
    const { spinsLeft, spinsPerDay } = wheel.body.data;
    const before = await creditOf(s, member);

    await loginThroughUi(s, credentials);
    await s.ui(
      'the wheel screen shows the spins left',
      async (page) => {
        await openPage(page, paths.auth.wheel);
        await expectVisible(page.getByRole('heading', { name: t.heading }), `the heading "${t.heading}"`);
        await expectVisible(page.getByText(t.spinsLeft(spinsLeft, spinsPerDay)), `"${t.spinsLeft(spinsLeft, spinsPerDay)}"`);
      },
      { screenshot: true },
    );
    await s.ui('spin: the wheel turns and the spins go down by one', async (page) => {
      await page.getByRole('button', { name: t.spin, exact: true }).click();
      await expectVisible(page.getByText(t.spinsLeft(spinsLeft - 1, spinsPerDay)), `"${t.spinsLeft(spinsLeft - 1, spinsPerDay)}"`);
    });
    const log = await s.step('the spin is logged (API)', () => member.api.wheel.log({ body: { limit: 1 } }), {
      status: 200,
      body: { data: is.arrayOfLength(1) },
    });
    const drawn = log.body.data[0];
    if (!drawn) throw new Error('the wheel log is empty after a spin');
    const announcement = t.won(drawn.label);
    await s.ui(
      'the screen announces the drawn prize',
      async (page) => {
        await page.getByText(announcement).first().waitFor({ state: 'visible', timeout: SPIN_ANNOUNCE_TIMEOUT_MS });
      },
      { screenshot: true },
    );
    await expectCredit(s, member, before + drawn.amount, 'the credit received the prize');
    for (let spin = 2; spin <= spinsLeft; spin += 1) {
      await s.step(`spin ${spin} of ${spinsLeft} (API)`, () => member.api.wheel.spin({ body: {} }), { status: 200 });
    }
    await s.ui(
      'with no spins left the screen says so and the button is off',
      async (page) => {
        await page.reload();
        await expectVisible(page.getByText(t.noSpins), `"${t.noSpins}"`);
        if (await page.getByRole('button', { name: t.spin, exact: true }).isEnabled())
          throw new Error('the spin button is still enabled with no spins left');
      },
      { screenshot: true },
    );
  },
});
