import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('slip contract', () => {
  const member = memberTarget();

  it('rejects an unreadable slip with 422 and the server message', async () => {
    const response = await member.target.request('POST', contract.slip.verify.path, {
      token: member.session.token,
      body: { qrPayload: 'this is not a slip payload' },
    });
    expectContract(contract.slip.verify, response, 422);
    expect((response.body as { message: string }).message.length).toBeGreaterThan(0);
  });

  it('requires an image or a QR payload (400)', async () => {
    expectContract(
      contract.slip.verify,
      await member.target.request('POST', contract.slip.verify.path, { token: member.session.token, body: {} }),
      400,
    );
  });

  it('answers 404 for confirming or requesting an unknown slip', async () => {
    expectContract(
      contract.slip.confirm,
      await member.target.request('POST', contract.slip.confirm.path, {
        token: member.session.token,
        body: { transRef: 'UNKNOWN0000001' },
      }),
      404,
    );
    expectContract(
      contract.slip.requestDeposit,
      await member.target.request('POST', contract.slip.requestDeposit.path, {
        token: member.session.token,
        body: { transRef: 'UNKNOWN0000001' },
      }),
      404,
    );
  });

  it("lists the member's slip requests", async () => {
    expectContract(
      contract.slip.myRequests,
      await member.target.request('GET', contract.slip.myRequests.path, { token: member.session.token }),
      200,
    );
  });
});
