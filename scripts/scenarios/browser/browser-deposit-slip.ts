import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectVisible } from '@site/browser-kit';
import { creditOf, expectCredit } from '../../lib/scenario/helpers';
import { formatBaht, loginThroughUi, openPage, paths, thMemberArea } from '../../lib/scenario/ui';

const t = thMemberArea.slip;

export default defineScenario({
  name: 'browser-deposit-slip',
  tags: ['deposit'],
  kind: 'browser',
  description:
    "On the slip screen a foreign slip shows the server's message; the member's own slip is verified, confirmed and deposited, and the credit rises by its amount",
  async run(s) {
    const credentials = await s.createMember();
    const member = await s.loginAs(credentials, 'the member (API)');
    const minted = await s.mintSlip(member, 1500);
    const { transRef, qrPayload: ownSlip } = minted;
    const foreignSlip = (await s.mintSlip(await s.createMember({}, 'another member'), 700)).qrPayload;
    const refusal = await s.step(
      "the API's answer to a slip from another account",
      () => member.api.slip.verify({ body: { qrPayload: foreignSlip } }),
      {
        status: 422,
        body: { message: is.thaiText() },
      },
    );
    const serverMessage = (refusal.body as { message: string }).message;
    const before = await creditOf(s, member);

    await loginThroughUi(s, credentials);
    await s.ui(
      "a slip from another account shows the server's message",
      async (page) => {
        await openPage(page, paths.auth.depositSlip);
        await expectVisible(page.getByRole('heading', { name: t.heading }), `the heading "${t.heading}"`);
        await page.getByText(t.noPhoto).click();
        await page.getByLabel(t.orQr).fill(foreignSlip);
        await page.getByRole('button', { name: t.verify, exact: true }).click();
        await expectVisible(page.getByRole('alert').filter({ hasText: serverMessage }), `the alert "${serverMessage}"`);
      },
      { screenshot: true },
    );
    await s.ui(
      "the member's own slip is read: reference and amount shown",
      async (page) => {
        await page.getByLabel(t.orQr).fill(ownSlip);
        await page.getByRole('button', { name: t.verify, exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: t.step2 }), `the heading "${t.step2}"`);
        await expectVisible(page.getByText(transRef, { exact: true }), `the reference ${transRef}`);
      },
      { screenshot: true },
    );
    const verified = await s.step('the API holds the verified slip', () => member.api.slip.myRequests(), {
      status: 200,
      body: { data: is.arrayContaining([{ transRef, status: 'verified' }]) },
    });
    const amount = verified.body.data.find((r) => r.transRef === transRef)?.amount ?? 0;
    await s.ui(
      'one confirmation confirms the slip and requests the deposit: the amount is stated',
      async (page) => {
        await expectVisible(page.getByText(formatBaht(amount)).first(), `the amount ${formatBaht(amount)}`);
        await page.getByRole('button', { name: t.confirm }).click();
        await expectVisible(page.getByRole('status').filter({ hasText: t.done(formatBaht(amount)) }), `"${t.done(formatBaht(amount))}"`);
      },
      { screenshot: true },
    );
    await s.step('the slip request is approved', () => member.api.slip.myRequests(), {
      status: 200,
      body: { data: is.arrayContaining([{ transRef, status: 'approved', amount }]) },
    });
    await expectCredit(s, member, before + amount, "the credit rose by the slip's amount");
  },
});
