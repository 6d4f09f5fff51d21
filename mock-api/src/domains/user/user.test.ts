import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';

describe('user contract', () => {
  const member = memberTarget();

  it('serves the profile with every field spec 3 names', async () => {
    const response = await member.target.request('GET', pathOf(contract.user.detail, { uuid: member.session.uuid }), {
      token: member.session.token,
    });
    expectContract(contract.user.detail, response, 200);
  });

  it('serves the account record and the level with the tier table', async () => {
    expectContract(
      contract.user.account,
      await member.target.request('GET', pathOf(contract.user.account, { uuid: member.session.uuid }), { token: member.session.token }),
      200,
    );
    const level = await member.target.request('GET', pathOf(contract.user.level, { uuid: member.session.uuid }), {
      token: member.session.token,
    });
    expectContract(contract.user.level, level, 200);
    expect((level.body as { data: { tiers: unknown[] } }).data.tiers).toHaveLength(6);
  });

  it('serves win/loss and transactions, and rejects a reversed date range', async () => {
    const path = pathOf(contract.user.winLoss, { uuid: member.session.uuid });
    expectContract(
      contract.user.winLoss,
      await member.target.request('GET', `${path}?start=2020-01-01&end=2030-12-31`, { token: member.session.token }),
      200,
    );
    expectContract(
      contract.user.winLoss,
      await member.target.request('GET', `${path}?start=2030-01-01&end=2020-12-31`, { token: member.session.token }),
      400,
    );
    expectContract(
      contract.user.transactions,
      await member.target.request('GET', pathOf(contract.user.transactions, { uuid: member.session.uuid }), {
        token: member.session.token,
      }),
      200,
    );
  });

  it('rejects a wrong old password (422) and a mismatched confirmation (400)', async () => {
    const path = pathOf(contract.user.changePassword, { uuid: member.session.uuid });
    const wrongOld = await member.target.request('POST', path, {
      token: member.session.token,
      body: { oldPassword: 'not-my-password', newPassword: 'another12', confirmPassword: 'another12' },
    });
    expectContract(contract.user.changePassword, wrongOld, 422);
    const mismatch = await member.target.request('POST', path, {
      token: member.session.token,
      body: { oldPassword: 'whatever1', newPassword: 'another12', confirmPassword: 'another13' },
    });
    expectContract(contract.user.changePassword, mismatch, 400);
  });

  it("forbids another member's uuid with 403", async () => {
    const other = '00000000-0000-4000-8000-000000000001';
    expectContract(
      contract.user.detail,
      await member.target.request('GET', pathOf(contract.user.detail, { uuid: other }), { token: member.session.token }),
      403,
    );
    expectContract(
      contract.user.level,
      await member.target.request('GET', pathOf(contract.user.level, { uuid: other }), { token: member.session.token }),
      403,
    );
  });
});
