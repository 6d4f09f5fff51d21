import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('announcements contract', () => {
  const member = memberTarget();
  const visitor = () => contractClient(member.target);

  it('serves public announcements without a member.session', async () => {
    bodyOf(await visitor().announcements.public(), 200);
  });

  it('serves member announcements with a member.session only', async () => {
    bodyOf(await contractClient(member.target, member.session).announcements.member(), 200);
    bodyOf(await visitor().announcements.member(), 401);
  });
});
