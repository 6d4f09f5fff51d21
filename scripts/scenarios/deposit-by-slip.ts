import { buildSlipQr } from '@site/mock-api/testing';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { creditOf, expectCredit, refused } from '../lib/scenario/helpers';

export default defineScenario({
  name: 'deposit-by-slip',
  tags: ['deposit'],
  kind: 'api',
  description:
    "A slip the mock's bank minted from the member's own account is verified, confirmed and deposited: credit rises by its amount once; foreign, made-up, unreadable and reused slips are refused",
  async run(s) {
    const credentials = s.hasControl ? await s.createMember() : await s.existingMember(1);
    const member = await s.loginAs(credentials);
    const ownBank = member.profile.user_bank.bankName;
    let qrPayload = process.env.SCENARIO_SLIP_QR;
    if (s.hasControl) qrPayload = (await s.mintSlip(member, 1500)).qrPayload;
    if (qrPayload === undefined) {
      s.skipRest(
        'verify a slip',
        `only the mock can mint slips; set SCENARIO_SLIP_QR to the QR payload of a real slip from ${member.username}'s account`,
      );
    }
    const deposits = await s.step('read where to transfer', () => member.api.deposit.member({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { accounts: is.satisfying('at least one site account', (v) => Array.isArray(v) && v.length > 0) } },
    });
    const siteBanks = deposits.body.data.accounts.map((a) => a.bankName);
    const before = await creditOf(s, member);

    if (s.hasControl) {
      const other = await s.createMember({}, 'another member');
      const foreignSlip = await s.mintSlip(other, 800);
      await s.step(
        "a slip sent from another member's account is refused",
        () => member.api.slip.verify({ body: { qrPayload: foreignSlip.qrPayload } }),
        refused(422),
      );
      await s.step(
        'a made-up slip the bank never issued is refused',
        () => member.api.slip.verify({ body: { qrPayload: buildSlipQr(ownBank, `QA${s.data.bankId()}`) } }),
        refused(422),
      );
    }
    await s.step(
      "an unreadable slip is refused with the server's message",
      () => member.api.slip.verify({ body: { qrPayload: '0000000000-not-a-slip' } }),
      refused(422),
    );
    const verified = await s.step('verify the slip', () => member.api.slip.verify({ body: { qrPayload } }), {
      status: 200,
      body: { data: { amount: is.greaterThan(0), sender: { bankName: ownBank }, receiver: { bankName: is.oneOf(...siteBanks) } } },
    });
    const { transRef, amount } = verified.body.data;
    await s.step(
      'depositing before confirming is refused',
      () => member.api.slip.requestDeposit({ body: { transRef } }),
      refused(422, 409),
    );
    await s.step('confirm the slip', () => member.api.slip.confirm({ body: { transRef } }), {
      status: 200,
      body: { data: { transRef, amount, status: 'confirmed' } },
    });
    await s.step('request the deposit', () => member.api.slip.requestDeposit({ body: { transRef } }), {
      status: 200,
      body: { data: { transRef, amount, status: 'approved' } },
    });
    await expectCredit(s, member, before + amount, `the credit rose by the slip's ${amount} baht`);
    await s.step('my slip requests show it approved', () => member.api.slip.myRequests(), {
      status: 200,
      body: { data: is.arrayContaining([{ transRef, status: 'approved', amount }]) },
    });
    await s.step('the deposit history lists it', () => member.api.deposit.member({ params: { uuid: member.uuid } }), {
      status: 200,
      body: { data: { history: is.arrayContaining([{ channel: 'slip', amount, status: 'approved' }]) } },
    });
    await s.step('the same slip cannot be used twice', () => member.api.slip.verify({ body: { qrPayload } }), refused(409));
    await s.step('nor deposited twice', () => member.api.slip.requestDeposit({ body: { transRef } }), refused(409, 422));
    await expectCredit(s, member, before + amount, 'the credit rose once');
  },
});
