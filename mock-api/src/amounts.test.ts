import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMockClient, type MockClient } from './test-support/mock-client';

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
      const response = await mock.as(member)<{ message: string }>('POST', `/api/auth/withdraw/${member.uuid}`, { amount });
      expect(response.status, String(amount)).toBe(400);
      expect(response.body.message).toMatch(THAI);
    }
    expect(await mock.credit(member)).toBe(1000);
    const history = await mock.control<{ withdrawals: unknown[] }>('GET', `/__mock/members/${member.username}/money`);
    expect(history.withdrawals).toEqual([]);
  });

  it('a control adjustment of 1e306, 1e-9 or 10.999999999 is refused; the member still logs in', async () => {
    const member = await mock.member({ credit: 10 });
    for (const amount of [1e306, -1e306, 1e-9, 10.999999999]) {
      const response = await mock.target.request('POST', `/__mock/members/${member.username}/ledger`, { body: { amount } });
      expect(response.status, String(amount)).toBe(400);
      expect((response.body as { message: string }).message).toMatch(THAI);
    }
    expect(await mock.credit(member)).toBe(10);
    const login = await mock.target.request('POST', '/api/auth/login', { body: { username: member.username, password: member.password } });
    expect(login.status).toBe(200);
  });
});
