import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, pathOf, type Session, type Target } from '../../test-support/target';

describe('withdraw contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves history, open requests with limits, and the public ticker', async () => {
    expectContract(contract.withdraw.history, await target.request('GET', pathOf(contract.withdraw.history, { uuid: session.uuid }), { token: session.token }), 200);
    expectContract(contract.withdraw.requests, await target.request('GET', pathOf(contract.withdraw.requests, { uuid: session.uuid }), { token: session.token }), 200);
    expectContract(contract.withdraw.recent, await target.request('GET', contract.withdraw.recent.path), 200);
  });

  it('refuses more than the credit with 422 and a message, moving nothing', async () => {
    const response = await target.request('POST', pathOf(contract.withdraw.create, { uuid: session.uuid }), { token: session.token, body: { amount: 99_999_999 } });
    expectContract(contract.withdraw.create, response, 422);
  });

  it('refuses malformed amounts with 400', async () => {
    const path = pathOf(contract.withdraw.create, { uuid: session.uuid });
    expectContract(contract.withdraw.create, await target.request('POST', path, { token: session.token, body: { amount: -5 } }), 400);
    expectContract(contract.withdraw.create, await target.request('POST', path, { token: session.token, body: { amount: 10.001 } }), 400);
    expectContract(contract.withdraw.create, await target.request('POST', path, { token: session.token, body: { amount: '100' } }), 400);
  });

  it('answers 404 for retrying an unknown withdrawal and 422 for a foreign bank account', async () => {
    expectContract(contract.withdraw.retry, await target.request('POST', contract.withdraw.retry.path, { token: session.token, body: { id: 'NO-SUCH-ID' } }), 404);
    const transfer = await target.request('POST', contract.withdraw.transferToBank.path, { token: session.token, body: { uuid: session.uuid, bankId: '0000000001', bankName: 'KBANK' } });
    expectContract(contract.withdraw.transferToBank, transfer, 422);
  });

  it('forbids withdrawing from another member', async () => {
    const response = await target.request('POST', pathOf(contract.withdraw.create, { uuid: '00000000-0000-4000-8000-000000000003' }), { token: session.token, body: { amount: 1 } });
    expectContract(contract.withdraw.create, response, 403);
  });
});
