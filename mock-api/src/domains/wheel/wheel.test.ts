import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, type Session, type Target } from '../../test-support/target';

describe('wheel contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves segments whose chances add up to 100 percent', async () => {
    const response = await target.request('GET', contract.wheel.wheel.path, { token: session.token });
    expectContract(contract.wheel.wheel, response, 200);
    const segments = (response.body as { data: { segments: Array<{ chancePercent: number }> } }).data.segments;
    expect(segments.reduce((sum, s) => sum + s.chancePercent, 0)).toBeCloseTo(100, 1);
  });

  it('spins (200) or says no spins are left (409), and logs', async () => {
    const spin = await target.request('POST', contract.wheel.spin.path, { token: session.token, body: {} });
    expectContract(contract.wheel.spin, spin, spin.status === 409 ? 409 : 200);
    expectContract(contract.wheel.log, await target.request('POST', contract.wheel.log.path, { token: session.token, body: { limit: 5 } }), 200);
    expectContract(contract.wheel.log, await target.request('POST', contract.wheel.log.path, { token: session.token, body: { limit: 1000 } }), 400);
  });
});
