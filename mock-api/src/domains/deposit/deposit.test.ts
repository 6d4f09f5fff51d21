import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';

describe('deposit contract', () => {
  const member = memberTarget();

  it('serves where to transfer, from which account, and the history', async () => {
    expectContract(
      contract.deposit.member,
      await member.target.request('GET', pathOf(contract.deposit.member, { uuid: member.session.uuid }), { token: member.session.token }),
      200,
    );
  });

  it('serves the public ticker without a member.session', async () => {
    expectContract(contract.deposit.recent, await member.target.request('GET', contract.deposit.recent.path), 200);
  });

  it("forbids another member's deposits", async () => {
    expectContract(
      contract.deposit.member,
      await member.target.request('GET', pathOf(contract.deposit.member, { uuid: '00000000-0000-4000-8000-000000000002' }), {
        token: member.session.token,
      }),
      403,
    );
  });
});
