import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { refused, registrationBody } from '../lib/scenario/helpers';

export default defineScenario({
  name: 'register-with-affiliate-code',
  tags: ['auth', 'affiliate'],
  kind: 'api',
  description: "A member who registers with an invite code appears in the inviter's downline; the same phone cannot register twice",
  async run(s) {
    const inviter = await s.loginAs(await s.existingMember(1));
    const code = await s.step("read the inviter's invite code", () => inviter.api.affiliate.code({ params: { uuid: inviter.uuid } }), {
      status: 200,
      body: { data: { code: is.nonEmptyString() } },
    });
    const afCode = code.body.data.code;
    await s.step('the invite code names its inviter', () => s.api.registration.inviter({ params: { afCode } }), {
      status: 200,
      body: { data: { afCode, name: is.nonEmptyString() } },
    });
    const before = await s.step(
      "read the inviter's downline",
      () => inviter.api.affiliate.downline({ params: { username: inviter.username } }),
      { status: 200 },
    );

    const body = registrationBody(s, { afCode });
    const { username, phone } = body.step1;
    await s.step('the phone is free', () => s.api.registration.checkPhone({ params: { value: phone } }), {
      status: 200,
      body: { data: { available: true } },
    });
    await s.step('the username is free', () => s.api.registration.checkUsername({ params: { value: username } }), {
      status: 200,
      body: { data: { available: true } },
    });
    await s.step(
      'the bank account is free',
      () => s.api.registration.checkBankId({ params: { bankId: body.step2.bankId }, body: { bankName: body.step2.bankName } }),
      {
        status: 200,
        body: { data: { available: true } },
      },
    );
    const registered = await s.step('register with the invite code', () => s.api.registration.register({ body }), {
      status: 200,
      body: {
        token: is.nonEmptyString(),
        data: {
          phone,
          name: body.step2.name,
          user_pass: { username },
          user_bank: { bankName: body.step2.bankName, bankId: body.step2.bankId },
        },
      },
    });
    const newcomer = s.clientWithToken(registered.body.token);
    await s.step(
      "the newcomer's account records the inviter",
      () => newcomer.user.account({ params: { uuid: registered.body.data.uuid } }),
      {
        status: 200,
        body: { data: { username, inviter: is.oneOf(inviter.username, inviter.uuid, afCode) } },
      },
    );
    await s.step(
      'the inviter sees the newcomer in the downline',
      () => inviter.api.affiliate.downline({ params: { username: inviter.username } }),
      {
        status: 200,
        body: { data: { total: before.body.data.total + 1, users: { [username]: { username } } } },
      },
    );
    await s.step('the phone is now taken', () => s.api.registration.checkPhone({ params: { value: phone } }), {
      status: 200,
      body: { data: { available: false, message: is.thaiText() } },
    });
    await s.step(
      'registering the same phone again is refused',
      () =>
        s.api.registration.register({
          body: { ...body, step1: { ...body.step1, username: s.data.username() }, step2: { ...body.step2, bankId: s.data.bankId() } },
        }),
      refused(409, 422),
    );
    await s.step('an unknown invite code is not found', () => s.api.registration.inviter({ params: { afCode: 'NOSUCHCODE42' } }), {
      status: 404,
      body: { message: is.thaiText() },
    });
  },
});
