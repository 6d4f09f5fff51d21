import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';

/**
 * 100 simultaneous withdrawals over real HTTP, 20 rounds: exactly the allowed number succeed,
 * and the ledger sum equals the balance after every round.
 */
const PARALLEL = 100;
const ROUNDS = 20;

describe('concurrent withdrawals', () => {
  let app: FastifyInstance;
  let base: string;
  const headers = { [NAMESPACE_HEADER]: 'concurrency', 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS };

  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await post('/__mock/namespaces', { namespace: 'concurrency' })).status).toBe(200);
  });
  afterAll(() => app.close());

  async function post<T>(path: string, body: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as T };
  }

  // each round is bound by a different rule: credit, the daily amount, or the daily count
  const cases = [
    { level: 1, credit: 250, amount: 100, allowed: 2 },
    { level: 1, credit: 1_000_000, amount: 30_000, allowed: 3 },
    { level: 2, credit: 10_000, amount: 1, allowed: 5 },
    { level: 4, credit: 5_000_000, amount: 200_000, allowed: 5 },
  ];

  it(`gives exactly the allowed successes, ${ROUNDS} rounds of ${PARALLEL}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const rule = cases[round % cases.length];
      if (!rule) throw new RangeError('no case');
      const member = await post<{ uuid: string; username: string; password: string }>('/__mock/members', {
        level: rule.level,
        credit: rule.credit,
      });
      const session = await post<{ token: string }>('/api/auth/login', { username: member.body.username, password: member.body.password });
      const auth = { authorization: `Bearer ${session.body.token}` };
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          post<{ code?: string }>(`/api/auth/withdraw/${member.body.uuid}`, { amount: rule.amount }, auth),
        ),
      );
      const successes = results.filter((r) => r.status === 200).length;
      expect(successes, `round ${round}`).toBe(rule.allowed);
      expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
      const credit = await post<{ data: { credit: number } }>(`/api/auth/user/getCredit/${member.body.username}`, {}, auth);
      expect(credit.body.data.credit).toBe(rule.credit - rule.allowed * rule.amount);
      // the statement lists every posting of the member's ledger
      const statement = (await (
        await fetch(`${base}/api/auth/user/transactions/${member.body.uuid}`, { headers: { ...headers, ...auth } })
      ).json()) as { data: Array<{ amount: number }> };
      const sum = statement.data.reduce((total, line) => total + Math.round(line.amount * 100), 0);
      expect(sum).toBe(Math.round(credit.body.data.credit * 100));
    }
  });
});
