import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('check-in contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves this month\'s logs with today\'s and tomorrow\'s values', async () => {
    expectContract(contract.checkIn.state, await target.request('GET', contract.checkIn.state.path, { token: session.token }), 200);
  });

  it('checks in once; a second try the same day is 409', async () => {
    const first = await target.request('POST', contract.checkIn.checkIn.path, { token: session.token, body: {} });
    expectContract(contract.checkIn.checkIn, first, first.status === 409 ? 409 : 200);
    expectContract(contract.checkIn.checkIn, await target.request('POST', contract.checkIn.checkIn.path, { token: session.token, body: {} }), 409);
  });
});
