import { afterAll, beforeAll, describe, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, login, openTarget, pathOf, type Session, type Target } from '../../test-support/target';

describe('affiliate contract', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openTarget();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('serves bonus, downline and invite code', async () => {
    const byName = { username: session.username };
    expectContract(contract.affiliate.bonus, await target.request('GET', pathOf(contract.affiliate.bonus, byName), { token: session.token }), 200);
    expectContract(contract.affiliate.downline, await target.request('GET', pathOf(contract.affiliate.downline, byName), { token: session.token }), 200);
    expectContract(contract.affiliate.code, await target.request('GET', pathOf(contract.affiliate.code, { uuid: session.uuid }), { token: session.token }), 200);
  });

  it('serves downline bonus and af/wl logs over a date range', async () => {
    const byName = { username: session.username };
    const range = { start: '2020-01-01', end: '2030-12-31' };
    expectContract(contract.affiliate.downlineBonus, await target.request('POST', pathOf(contract.affiliate.downlineBonus, byName), { token: session.token, body: range }), 200);
    for (const type of ['af', 'wl'] as const) {
      expectContract(contract.affiliate.logs, await target.request('POST', pathOf(contract.affiliate.logs, byName), { token: session.token, body: { type, ...range } }), 200);
    }
    expectContract(contract.affiliate.logs, await target.request('POST', pathOf(contract.affiliate.logs, byName), { token: session.token, body: { type: 'xx', ...range } }), 400);
  });

  it('refuses withdrawing more bonus than earned (422)', async () => {
    const response = await target.request('POST', pathOf(contract.affiliate.withdraw, { username: session.username }), { token: session.token, body: { amount: 99_999_999, type: 'wl' } });
    expectContract(contract.affiliate.withdraw, response, 422);
  });

  it('forbids another member\'s affiliate data', async () => {
    expectContract(contract.affiliate.bonus, await target.request('GET', pathOf(contract.affiliate.bonus, { username: 'someoneelse' }), { token: session.token }), 403);
  });
});
