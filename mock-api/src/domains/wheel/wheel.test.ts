import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('wheel contract', () => {
  const member = memberTarget();
  const api = () => contractClient(member.target, member.session);

  it('serves segments whose chances add up to 100 percent', async () => {
    const { segments } = bodyOf(await api().wheel.wheel(), 200).data;
    expect(segments.reduce((sum, s) => sum + s.chancePercent, 0)).toBeCloseTo(100, 1);
  });

  it('spins (200) or says no spins are left (409), and logs', async () => {
    const spin = await api().wheel.spin({ body: {} });
    bodyOf(spin, spin.status === 409 ? 409 : 200);
    bodyOf(await api().wheel.log({ body: { limit: 5 } }), 200);
    bodyOf(await api().wheel.log({ body: { limit: 1000 } }), 400);
  });
});
