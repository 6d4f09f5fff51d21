import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';

describe('affiliate contract', () => {
  const member = memberTarget();

  it('serves bonus, downline and invite code', async () => {
    const byName = { username: member.session.username };
    expectContract(
      contract.affiliate.bonus,
      await member.target.request('GET', pathOf(contract.affiliate.bonus, byName), { token: member.session.token }),
      200,
    );
    expectContract(
      contract.affiliate.downline,
      await member.target.request('GET', pathOf(contract.affiliate.downline, byName), { token: member.session.token }),
      200,
    );
    expectContract(
      contract.affiliate.code,
      await member.target.request('GET', pathOf(contract.affiliate.code, { uuid: member.session.uuid }), { token: member.session.token }),
      200,
    );
  });

  it('serves downline bonus and af/wl logs over a date range', async () => {
    const byName = { username: member.session.username };
    const range = { start: '2020-01-01', end: '2030-12-31' };
    expectContract(
      contract.affiliate.downlineBonus,
      await member.target.request('POST', pathOf(contract.affiliate.downlineBonus, byName), { token: member.session.token, body: range }),
      200,
    );
    for (const type of ['af', 'wl'] as const) {
      expectContract(
        contract.affiliate.logs,
        await member.target.request('POST', pathOf(contract.affiliate.logs, byName), {
          token: member.session.token,
          body: { type, ...range },
        }),
        200,
      );
    }
    expectContract(
      contract.affiliate.logs,
      await member.target.request('POST', pathOf(contract.affiliate.logs, byName), {
        token: member.session.token,
        body: { type: 'xx', ...range },
      }),
      400,
    );
  });

  it('refuses withdrawing more bonus than earned (422)', async () => {
    const response = await member.target.request('POST', pathOf(contract.affiliate.withdraw, { username: member.session.username }), {
      token: member.session.token,
      body: { amount: 99_999_999, type: 'wl' },
    });
    expectContract(contract.affiliate.withdraw, response, 422);
  });

  it("forbids another member's affiliate data", async () => {
    expectContract(
      contract.affiliate.bonus,
      await member.target.request('GET', pathOf(contract.affiliate.bonus, { username: 'someoneelse' }), { token: member.session.token }),
      403,
    );
  });
});
