import { describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('announcements contract', () => {
  const member = memberTarget();

  it('serves public announcements without a member.session', async () => {
    expectContract(contract.announcements.public, await member.target.request('GET', contract.announcements.public.path), 200);
  });

  it('serves member announcements with a member.session only', async () => {
    expectContract(
      contract.announcements.member,
      await member.target.request('GET', contract.announcements.member.path, { token: member.session.token }),
      200,
    );
    expectContract(contract.announcements.member, await member.target.request('GET', contract.announcements.member.path), 401);
  });
});
