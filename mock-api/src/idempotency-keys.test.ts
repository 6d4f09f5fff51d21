import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type DemoMember } from '@site/contract/mock-control';
import { buildApp } from './app';
import { bodyOf, contractClient, controlClient, httpTarget, type Target } from './test-support/target';
import { IDEMPOTENCY_KEYS_PER_MEMBER, IDEMPOTENCY_TTL_MS } from './state/namespace-state';

const THAI = /[\u0E00-\u0E7F]/;

/**
 * An idempotency key is honoured for its whole lifetime whatever other members of the namespace
 * do: each member has a bound of its own, past which a new key is refused (429, Retry-After), and
 * nobody's keyed requests push out someone else's key. Over real HTTP.
 */
describe('idempotency keys are bounded per member', () => {
  let app: FastifyInstance;
  let target: Target;

  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    target = httpTarget(await app.listen({ port: 0, host: '127.0.0.1' }), 'idempotency-keys');
    bodyOf(await controlClient(target).createNamespace({ body: { namespace: 'idempotency-keys' } }), 200);
  });
  afterAll(() => app.close());

  async function member(input: { level: number; credit: number }): Promise<DemoMember & { token: string }> {
    const created = bodyOf(await controlClient(target).createMember({ body: input }), 200);
    const login = await contractClient(target).auth.login({ body: { username: created.username, password: created.password } });
    return { ...created, token: bodyOf(login, 200).token };
  }

  const withdraw = (who: DemoMember & { token: string }, amount: number, key?: string) =>
    contractClient(target, who).withdraw.create({
      params: { uuid: who.uuid },
      body: { amount },
      extraHeaders: key === undefined ? {} : { 'idempotency-key': key },
    });

  const credit = async (who: DemoMember & { token: string }) =>
    bodyOf(await contractClient(target, who).games.credit({ params: { username: who.username }, body: { balanceType: 'M' } }), 200).data
      .credit;

  it("another member's keyed requests, refused ones included, never make a victim's retry withdraw twice", async () => {
    const victim = await member({ level: 4, credit: 1_000 });
    const other = await member({ level: 1, credit: 10 });
    const first = await withdraw(victim, 100, 'victim-key');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await credit(victim)).toBe(900);

    // more than the credit: each is refused, and the refusal is an answer kept under its key;
    // more keys than a namespace-wide cap of 500 would keep, 20 at a time
    const flood: number[] = [];
    for (let i = 0; i < 520; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => withdraw(other, 20, `other-${i + j}`));
      flood.push(...(await Promise.all(batch)).map((answer) => answer.status));
    }
    const retry = await withdraw(victim, 100, 'victim-key');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await credit(victim)).toBe(900);
    // the other member's own bound refused its keys past it, and kept the ones it had
    expect(flood.filter((status) => status === 422)).toHaveLength(IDEMPOTENCY_KEYS_PER_MEMBER);
    expect(flood.filter((status) => status === 429)).toHaveLength(520 - IDEMPOTENCY_KEYS_PER_MEMBER);
    // 520 withdrawals over HTTP: several seconds on a loaded machine
  }, 60_000);

  it('past its bound a member gets a Thai 429 with Retry-After for a new key; its kept keys still answer, and it can still act without one', async () => {
    const busy = await member({ level: 1, credit: 10 });
    for (let i = 0; i < IDEMPOTENCY_KEYS_PER_MEMBER; i += 1) expect((await withdraw(busy, 20, `busy-${i}`)).status).toBe(422);

    const refused = await withdraw(busy, 20, 'one-more');
    const refusal = bodyOf(refused, 429);
    expect(refusal.code).toBe('IDEMPOTENCY_KEYS_FULL');
    expect(refusal.message).toMatch(THAI);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(IDEMPOTENCY_TTL_MS / 1000);

    // the oldest key is honoured: the same answer, and another body under it is still a conflict
    const oldest = await withdraw(busy, 20, 'busy-0');
    expect(oldest.status).toBe(422);
    expect((await withdraw(busy, 30, 'busy-0')).status).toBe(409);
    // a request without a key is not kept, so the bound does not stop it
    expect((await withdraw(busy, 20)).status).toBe(422);
  });
});
