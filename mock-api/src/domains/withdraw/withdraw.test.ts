import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget, pathOf } from '../../test-support/target';

describe('withdraw contract', () => {
  const member = memberTarget();

  it('serves history, open requests with limits, and the public ticker', async () => {
    expectContract(
      contract.withdraw.history,
      await member.target.request('GET', pathOf(contract.withdraw.history, { uuid: member.session.uuid }), { token: member.session.token }),
      200,
    );
    expectContract(
      contract.withdraw.requests,
      await member.target.request('GET', pathOf(contract.withdraw.requests, { uuid: member.session.uuid }), {
        token: member.session.token,
      }),
      200,
    );
    expectContract(contract.withdraw.recent, await member.target.request('GET', contract.withdraw.recent.path), 200);
  });

  it('refuses more than the credit with 422 and a message, moving nothing', async () => {
    const response = await member.target.request('POST', pathOf(contract.withdraw.create, { uuid: member.session.uuid }), {
      token: member.session.token,
      body: { amount: 99_999_999 },
    });
    expectContract(contract.withdraw.create, response, 422);
  });

  it('refuses malformed amounts with 400', async () => {
    const path = pathOf(contract.withdraw.create, { uuid: member.session.uuid });
    expectContract(
      contract.withdraw.create,
      await member.target.request('POST', path, { token: member.session.token, body: { amount: -5 } }),
      400,
    );
    expectContract(
      contract.withdraw.create,
      await member.target.request('POST', path, { token: member.session.token, body: { amount: 10.001 } }),
      400,
    );
    expectContract(
      contract.withdraw.create,
      await member.target.request('POST', path, { token: member.session.token, body: { amount: '100' } }),
      400,
    );
  });

  it('answers 404 for retrying an unknown withdrawal and 422 for a foreign bank account', async () => {
    expectContract(
      contract.withdraw.retry,
      await member.target.request('POST', contract.withdraw.retry.path, { token: member.session.token, body: { id: 'NO-SUCH-ID' } }),
      404,
    );
    const transfer = await member.target.request('POST', contract.withdraw.transferToBank.path, {
      token: member.session.token,
      body: { uuid: member.session.uuid, bankId: '0000000001', bankName: 'KBANK' },
    });
    expectContract(contract.withdraw.transferToBank, transfer, 422);
  });

  it('forbids withdrawing from another member', async () => {
    const response = await member.target.request(
      'POST',
      pathOf(contract.withdraw.create, { uuid: '00000000-0000-4000-8000-000000000003' }),
      { token: member.session.token, body: { amount: 1 } },
    );
    expectContract(contract.withdraw.create, response, 403);
  });
});
