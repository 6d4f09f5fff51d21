import { THAI_BANKS } from '@site/contract/rules';
import { defineScenario } from '../../lib/scenario/runner';
import { is } from '../../lib/scenario/match';
import { expectPath, expectVisible } from '@site/browser-kit';
import { registrationBody } from '../../lib/scenario/helpers';
import { openPage, paths, th, thScreens } from '../../lib/scenario/ui';

export default defineScenario({
  name: 'browser-register',
  tags: ['auth', 'affiliate'],
  kind: 'browser',
  description:
    "The invite link opens registration with the inviter shown; two steps register the member, who lands on the dashboard and appears in the inviter's downline",
  async run(s) {
    const inviter = await s.loginAs(await s.existingMember(1), 'log in as the inviter (API)');
    const code = await s.step('read the invite code', () => inviter.api.affiliate.code({ params: { uuid: inviter.uuid } }), {
      status: 200,
    });
    const afCode = code.body.data.code;
    const invitedBy = await s.step('the name the invite code shows', () => s.api.registration.inviter({ params: { afCode } }), {
      status: 200,
      body: { data: { name: is.nonEmptyString() } },
    });
    const body = registrationBody(s, { afCode });
    const bank = THAI_BANKS.find((b) => b.code === body.step2.bankName) ?? THAI_BANKS[0];
    if (!bank) throw new Error('the contract lists no banks');

    await s.ui(
      'the invite link opens registration',
      async (page) => {
        await openPage(page, paths.affiliateInvite(afCode));
        await expectVisible(page.getByRole('heading', { name: th.titles.register }), `the heading "${th.titles.register}"`);
      },
      { screenshot: true },
    );
    await s.ui(
      'step 1: phone, username and password',
      async (page) => {
        const step1 = page.getByRole('form', { name: thScreens.register.step1Title });
        await step1.getByLabel(thScreens.register.phone).fill(body.step1.phone);
        await step1.getByLabel(thScreens.register.username).fill(body.step1.username);
        await step1.getByLabel(thScreens.register.password, { exact: true }).fill(body.step1.password);
        await step1.getByLabel(thScreens.register.confirmPassword).fill(body.step1.confirmPassword);
        await step1.getByLabel(thScreens.register.phone).blur();
        await step1.getByRole('button', { name: thScreens.register.next }).click();
        await expectVisible(page.getByRole('form', { name: thScreens.register.step2Title }), `the form "${thScreens.register.step2Title}"`);
      },
      { screenshot: true },
    );
    await s.ui(
      'step 2: the invite code is filled in and names the inviter',
      async (page) => {
        const step2 = page.getByRole('form', { name: thScreens.register.step2Title });
        const inviterLine = thScreens.register.inviter(invitedBy.body.data.name);
        await expectVisible(step2.getByText(inviterLine), `"${inviterLine}"`);
        const filled = await step2.getByLabel(thScreens.register.afCode).inputValue();
        if (filled !== afCode) throw new Error(`expected the invite code field to hold ${afCode}, it holds "${filled}"`);
      },
      { screenshot: true },
    );
    await s.ui(
      'step 2: the bank account, its holder looked up, then register',
      async (page) => {
        const step2 = page.getByRole('form', { name: thScreens.register.step2Title });
        await step2.getByLabel(bank.nameTh).check();
        await step2.getByLabel(thScreens.register.bankId).fill(body.step2.bankId);
        const holder = step2.getByLabel(thScreens.register.accountName);
        await holder.waitFor();
        await page.waitForFunction((el) => (el as { value?: string } | null)?.value !== '', await holder.elementHandle());
        await step2.getByRole('button', { name: thScreens.register.submit, exact: true }).click();
        await expectPath(page, paths.auth.dashboard);
      },
      { screenshot: true },
    );
    const member = await s.loginAs({ username: body.step1.username, password: body.step1.password }, 'the new member can log in (API)');
    await s.step(
      'the member registered with the typed phone and bank account',
      () => member.api.user.detail({ params: { uuid: member.uuid } }),
      {
        status: 200,
        body: { data: { phone: body.step1.phone, user_bank: { bankName: bank.code, bankId: body.step2.bankId } } },
      },
    );
    await s.step(
      'the inviter sees the new member in the downline',
      () => inviter.api.affiliate.downline({ params: { username: inviter.username } }),
      {
        status: 200,
        body: { data: { users: { [body.step1.username]: { username: body.step1.username } } } },
      },
    );
  },
});
