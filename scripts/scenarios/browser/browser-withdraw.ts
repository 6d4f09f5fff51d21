import { WITHDRAWALS_PER_DAY, levelRule } from '@site/contract/rules';
import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectPath, expectVisible } from '@site/browser-kit';
import { expectCredit } from '../../lib/scenario/helpers';
import { formatBaht, loginThroughUi, openPage, paths, thMemberArea } from '../../lib/scenario/ui';

const t = thMemberArea.withdraw;
const SILVER = levelRule(1);
const CREDIT = 1_000;
const AMOUNT = 300;

export default defineScenario({
  name: 'browser-withdraw',
  tags: ['withdraw'],
  kind: 'browser',
  description:
    "The withdraw screen shows the level's limits, withdraws to the registered account once, and refuses more than the credit under the amount before sending it",
  async run(s) {
    const credentials = await s.createMember({ level: SILVER.id, credit: CREDIT });
    const member = await s.loginAs(credentials, 'the member (API)');
    await loginThroughUi(s, credentials);
    await s.ui(
      'the withdraw screen shows the limits and the registered account',
      async (page) => {
        await openPage(page, paths.auth.withdraw);
        await expectPath(page, paths.auth.withdraw);
        await expectVisible(page.getByRole('heading', { name: t.limits }), `the heading "${t.limits}"`);
        await expectVisible(
          page.getByText(`${WITHDRAWALS_PER_DAY}/${WITHDRAWALS_PER_DAY}`),
          `${WITHDRAWALS_PER_DAY} withdrawals left of ${WITHDRAWALS_PER_DAY}`,
        );
        await expectVisible(page.getByText(member.profile.user_bank.bankId).first(), `the account ${member.profile.user_bank.bankId}`);
      },
      { screenshot: true },
    );
    await s.ui(
      `withdraw ${AMOUNT} baht`,
      async (page) => {
        await page.getByLabel(t.amount).fill(String(AMOUNT));
        await page.getByRole('button', { name: t.submit, exact: true }).click();
        await expectVisible(page.getByText(t.success(formatBaht(AMOUNT))), `"${t.success(formatBaht(AMOUNT))}"`);
      },
      { screenshot: true },
    );
    await expectCredit(s, member, CREDIT - AMOUNT, 'the credit went down once');
    await s.step('the withdrawal went to the registered account', () => member.api.withdraw.history({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: [{ amount: AMOUNT, bankId: member.profile.user_bank.bankId }] },
    });
    const tooMuch = CREDIT - AMOUNT + 1;
    await s.step(
      'the API refuses more than the credit',
      () => member.api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: tooMuch } }),
      {
        status: [409, 422],
        body: { message: is.thaiText() },
      },
    );
    const pageRefusal = t.refusal.credit(formatBaht(CREDIT - AMOUNT));
    await s.ui(
      'the screen refuses more than the credit under the amount, before sending it',
      async (page) => {
        await page.getByLabel(t.amount).fill(String(tooMuch));
        await page.getByRole('button', { name: t.submit, exact: true }).click();
        await expectVisible(page.getByRole('alert').filter({ hasText: pageRefusal }), `the alert "${pageRefusal}"`);
      },
      { screenshot: true },
    );
    await expectCredit(s, member, CREDIT - AMOUNT, 'the refused withdrawal moved nothing');
  },
});
