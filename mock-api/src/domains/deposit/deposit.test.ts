import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, pathOf, type Session, type Target } from '../../test-support/target';

describe('deposit contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves where to transfer, from which account, and the history', async () => {
    expectContract(contract.deposit.member, await target.request('GET', pathOf(contract.deposit.member, { uuid: session.uuid }), { token: session.token }), 200);
  });

  it('serves the public ticker without a session', async () => {
    expectContract(contract.deposit.recent, await target.request('GET', contract.deposit.recent.path), 200);
  });

  it('forbids another member\'s deposits', async () => {
    expectContract(contract.deposit.member, await target.request('GET', pathOf(contract.deposit.member, { uuid: '00000000-0000-4000-8000-000000000002' }), { token: session.token }), 403);
  });
});
