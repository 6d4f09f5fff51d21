import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER, type DemoMember } from '@site/contract/mock-control';
import { buildApp } from './app';
import { IDEMPOTENCY_KEYS_PER_MEMBER, IDEMPOTENCY_TTL_MS } from './state/namespace-state';

const THAI = /[\u0E00-\u0E7F]/;

/**
 * An idempotency key is honoured for its whole lifetime whatever other members of the namespace
 * do: each member has a bound of its own, past which a new key is refused (429, Retry-After), and
 * nobody's keyed requests push out someone else's key. Over real HTTP.
 */
describe('idempotency keys are bounded per member', () => {
  let app: FastifyInstance;
  let base: string;
  const headers = { [NAMESPACE_HEADER]: 'idempotency-keys', 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS };

  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await send('POST', '/__mock/namespaces', { namespace: 'idempotency-keys' })).status).toBe(200);
  });
  afterAll(() => app.close());

  async function send<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  async function member(input: { level: number; credit: number }): Promise<DemoMember & { token: string }> {
    const created = await send<DemoMember>('POST', '/__mock/members', input);
    expect(created.status).toBe(200);
    const login = await send<{ token: string }>('POST', '/api/auth/login', {
      username: created.body.username,
      password: created.body.password,
    });
    expect(login.status).toBe(200);
    return { ...created.body, token: login.body.token };
  }

  const withdraw = (who: DemoMember & { token: string }, amount: number, key: string) =>
    send<{ data?: { id?: string }; message?: string; code?: string }>(
      'POST',
      `/api/auth/withdraw/${who.uuid}`,
      { amount },
      { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
    );

  const credit = async (who: DemoMember & { token: string }) => {
    const answer = await send<{ data: { credit: number } }>(
      'POST',
      `/api/auth/user/getCredit/${who.username}`,
      { balanceType: 'M' },
      { authorization: `Bearer ${who.token}` },
    );
    return answer.body.data.credit;
  };

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
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('IDEMPOTENCY_KEYS_FULL');
    expect(refused.body.message).toMatch(THAI);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(IDEMPOTENCY_TTL_MS / 1000);

    // the oldest key is honoured: the same answer, and another body under it is still a conflict
    const oldest = await withdraw(busy, 20, 'busy-0');
    expect(oldest.status).toBe(422);
    expect((await withdraw(busy, 30, 'busy-0')).status).toBe(409);
    // a request without a key is not kept, so the bound does not stop it
    const unkeyed = await send<{ code?: string }>(
      'POST',
      `/api/auth/withdraw/${busy.uuid}`,
      { amount: 20 },
      { authorization: `Bearer ${busy.token}` },
    );
    expect(unkeyed.status).toBe(422);
  });
});
