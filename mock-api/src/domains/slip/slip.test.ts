import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('slip contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('rejects an unreadable slip with 422 and the server message', async () => {
    const response = await target.request('POST', contract.slip.verify.path, { token: session.token, body: { qrPayload: 'this is not a slip payload' } });
    expectContract(contract.slip.verify, response, 422);
    expect((response.body as { message: string }).message.length).toBeGreaterThan(0);
  });

  it('requires an image or a QR payload (400)', async () => {
    expectContract(contract.slip.verify, await target.request('POST', contract.slip.verify.path, { token: session.token, body: {} }), 400);
  });

  it('answers 404 for confirming or requesting an unknown slip', async () => {
    expectContract(contract.slip.confirm, await target.request('POST', contract.slip.confirm.path, { token: session.token, body: { transRef: 'UNKNOWN0000001' } }), 404);
    expectContract(contract.slip.requestDeposit, await target.request('POST', contract.slip.requestDeposit.path, { token: session.token, body: { transRef: 'UNKNOWN0000001' } }), 404);
  });

  it('lists the member\'s slip requests', async () => {
    expectContract(contract.slip.myRequests, await target.request('GET', contract.slip.myRequests.path, { token: session.token }), 200);
  });
});
