import { describe, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('check-in contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it("serves this month's logs with today's and tomorrow's values", async () => {
    bodyOf(await api().checkIn.state(), 200);
  });

  it('checks in once; a second try the same day is 409', async () => {
    const first = await api().checkIn.checkIn({ body: {} });
    bodyOf(first, first.status === 409 ? 409 : 200);
    bodyOf(await api().checkIn.checkIn({ body: {} }), 409);
  });
});
