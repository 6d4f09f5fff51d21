import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bodyOf, contractClient, controlClient, httpTarget, type Target } from './test-support/target';

/**
 * 100 simultaneous withdrawals over real HTTP, 20 rounds: exactly the allowed number succeed,
 * and the ledger sum equals the balance after every round.
 */
const PARALLEL = 100;
const ROUNDS = 20;

describe('concurrent withdrawals', () => {
  let app: FastifyInstance;
  let target: Target;

  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    target = httpTarget(await app.listen({ port: 0, host: '127.0.0.1' }), 'concurrency');
    bodyOf(await controlClient(target).createNamespace({ body: { namespace: 'concurrency' } }), 200);
  });
  afterAll(() => app.close());

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
      const member = bodyOf(await controlClient(target).createMember({ body: { level: rule.level, credit: rule.credit } }), 200);
      const { token } = bodyOf(
        await contractClient(target).auth.login({ body: { username: member.username, password: member.password } }),
        200,
      );
      const api = contractClient(target, { token });
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, () => api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: rule.amount } })),
      );
      const successes = results.filter((r) => r.status === 200).length;
      expect(successes, `round ${round}`).toBe(rule.allowed);
      expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
      const credit = bodyOf(await api.games.credit({ params: { username: member.username }, body: {} }), 200).data.credit;
      expect(credit).toBe(rule.credit - rule.allowed * rule.amount);
      // the statement lists every posting of the member's ledger
      const statement = bodyOf(await api.user.transactions({ params: { uuid: member.uuid } }), 200);
      const sum = statement.data.reduce((total, line) => total + Math.round(line.amount * 100), 0);
      expect(sum).toBe(Math.round(credit * 100));
    }
  });
});
