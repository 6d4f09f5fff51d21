import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('announcements contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves public announcements without a session', async () => {
    expectContract(contract.announcements.public, await target.request('GET', contract.announcements.public.path), 200);
  });

  it('serves member announcements with a session only', async () => {
    expectContract(contract.announcements.member, await target.request('GET', contract.announcements.member.path, { token: session.token }), 200);
    expectContract(contract.announcements.member, await target.request('GET', contract.announcements.member.path), 401);
  });
});
