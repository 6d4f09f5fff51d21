import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from './test-support/mock-client';
import { bodyOf } from './test-support/target';

const THAI = /[\u0E00-\u0E7F]/;

/** Hostile amounts on member routes and the control API: refused in Thai, nothing moves (docs/design/money-and-time.md#amounts). */
describe('amounts beyond 2 decimals, below a satang or above the maximum', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it('a withdrawal of 1e-9 or 10.999999999 is refused and uses up none of the day’s withdrawals', async () => {
    const member = await mock.member({ credit: 1000 });
    for (const amount of [1e-9, 10.999999999, 1e306]) {
      const response = await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount } });
      expect(response.status, String(amount)).toBe(400);
      expect(bodyOf(response, 400).message).toMatch(THAI);
    }
    expect(await mock.credit(member)).toBe(1000);
    const history = bodyOf(await mock.controlApi.money({ params: { username: member.username } }), 200);
    expect(history.withdrawals).toEqual([]);
  });

  it('a control adjustment of 1e306, 1e-9 or 10.999999999 is refused; the member still logs in', async () => {
    const member = await mock.member({ credit: 10 });
    for (const amount of [1e306, -1e306, 1e-9, 10.999999999]) {
      const response = await mock.controlApi.ledger({ params: { username: member.username }, body: { amount } });
      expect(response.status, String(amount)).toBe(400);
      expect(bodyOf(response, 400).message).toMatch(THAI);
    }
    expect(await mock.credit(member)).toBe(10);
    bodyOf(await mock.api().auth.login({ body: { username: member.username, password: member.password } }), 200);
  });
});
