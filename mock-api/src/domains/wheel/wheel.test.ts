import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('wheel contract', () => {
  const member = memberTarget();

  it('serves segments whose chances add up to 100 percent', async () => {
    const response = await member.target.request('GET', contract.wheel.wheel.path, { token: member.session.token });
    expectContract(contract.wheel.wheel, response, 200);
    const segments = (response.body as { data: { segments: Array<{ chancePercent: number }> } }).data.segments;
    expect(segments.reduce((sum, s) => sum + s.chancePercent, 0)).toBeCloseTo(100, 1);
  });

  it('spins (200) or says no spins are left (409), and logs', async () => {
    const spin = await member.target.request('POST', contract.wheel.spin.path, { token: member.session.token, body: {} });
    expectContract(contract.wheel.spin, spin, spin.status === 409 ? 409 : 200);
    expectContract(
      contract.wheel.log,
      await member.target.request('POST', contract.wheel.log.path, { token: member.session.token, body: { limit: 5 } }),
      200,
    );
    expectContract(
      contract.wheel.log,
      await member.target.request('POST', contract.wheel.log.path, { token: member.session.token, body: { limit: 1000 } }),
      400,
    );
  });
});
