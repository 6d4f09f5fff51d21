import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('slip contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('rejects an unreadable slip with 422 and the server message', async () => {
    const refused = bodyOf(await api().slip.verify({ body: { qrPayload: 'this is not a slip payload' } }), 422);
    expect(refused.message.length).toBeGreaterThan(0);
  });

  it('requires an image or a QR payload (400)', async () => {
    bodyOf(await api().slip.verify({ body: {} }), 400);
  });

  it('answers 404 for confirming or requesting an unknown slip', async () => {
    bodyOf(await api().slip.confirm({ body: { transRef: 'UNKNOWN0000001' } }), 404);
    bodyOf(await api().slip.requestDeposit({ body: { transRef: 'UNKNOWN0000001' } }), 404);
  });

  it("lists the member's slip requests", async () => {
    bodyOf(await api().slip.myRequests(), 200);
  });
});
