import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';
import { creditOf } from '../lib/scenario/helpers';

const FORBIDDEN = { status: 403, body: { message: is.thaiText(), data: is.absent() } } as const;

export default defineScenario({
  name: 'member-data-isolation',
  tags: ['auth', 'platform'],
  kind: 'api',
  description:
    'A logged-in member gets 403 on every route that names another member, reads nothing of theirs and moves none of their money',
  async run(s) {
    const alice = await s.loginAs(await s.existingMember(1));
    const bob = await s.loginAs(await s.existingMember(2));
    await s.step('alice reads her own profile', () => alice.api.user.detail({ params: { uuid: alice.uuid } }), {
      status: 200,
      body: { data: { uuid: alice.uuid } },
    });
    const bobCredit = await creditOf(s, bob, "bob's credit before");

    await s.step("alice cannot read bob's profile", () => alice.api.user.detail({ params: { uuid: bob.uuid } }), FORBIDDEN);
    await s.step("alice cannot read bob's account", () => alice.api.user.account({ params: { uuid: bob.uuid } }), FORBIDDEN);
    await s.step("alice cannot read bob's level", () => alice.api.user.level({ params: { uuid: bob.uuid } }), FORBIDDEN);
    await s.step("alice cannot read bob's deposits", () => alice.api.deposit.member({ params: { uuid: bob.uuid } }), FORBIDDEN);
    await s.step("alice cannot read bob's withdrawals", () => alice.api.withdraw.history({ params: { uuid: bob.uuid } }), FORBIDDEN);
    await s.step(
      "alice cannot read bob's transactions",
      () => alice.api.user.transactions({ params: { uuid: bob.uuid }, query: {} }),
      FORBIDDEN,
    );
    await s.step(
      "alice cannot read bob's credit",
      () => alice.api.games.credit({ params: { username: bob.username }, body: { balanceType: 'M' } }),
      FORBIDDEN,
    );
    await s.step(
      "alice cannot read bob's affiliate bonus",
      () => alice.api.affiliate.bonus({ params: { username: bob.username } }),
      FORBIDDEN,
    );
    await s.step(
      "alice cannot withdraw from bob's wallet",
      () => alice.api.withdraw.create({ params: { uuid: bob.uuid }, body: { amount: 1 } }),
      FORBIDDEN,
    );
    await s.step(
      "alice cannot change bob's password",
      () =>
        alice.api.user.changePassword({
          params: { uuid: bob.uuid },
          body: { oldPassword: 'whatever1', newPassword: 'another12', confirmPassword: 'another12' },
        }),
      FORBIDDEN,
    );
    await s.step(
      "bob's credit is untouched",
      () => bob.api.games.credit({ params: { username: bob.username }, body: { balanceType: 'M' } }),
      { status: 200, body: { data: { credit: bobCredit } } },
    );
  },
});
