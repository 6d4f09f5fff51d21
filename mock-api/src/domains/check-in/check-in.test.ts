import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('check-in contract', () => {
  const member = memberTarget();

  it("serves this month's logs with today's and tomorrow's values", async () => {
    expectContract(
      contract.checkIn.state,
      await member.target.request('GET', contract.checkIn.state.path, { token: member.session.token }),
      200,
    );
  });

  it('checks in once; a second try the same day is 409', async () => {
    const first = await member.target.request('POST', contract.checkIn.checkIn.path, { token: member.session.token, body: {} });
    expectContract(contract.checkIn.checkIn, first, first.status === 409 ? 409 : 200);
    expectContract(
      contract.checkIn.checkIn,
      await member.target.request('POST', contract.checkIn.checkIn.path, { token: member.session.token, body: {} }),
      409,
    );
  });
});
