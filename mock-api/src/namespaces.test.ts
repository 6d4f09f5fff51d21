import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';
import { DEMO_MEMBERS } from './demo-members';

const [demo] = DEMO_MEMBERS;

async function session(app: FastifyInstance, namespace: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [NAMESPACE_HEADER]: namespace },
    payload: { username: demo.username, password: demo.password },
  });
  return response.json<{ token: string }>().token;
}

async function spins(app: FastifyInstance, namespace: string): Promise<number[]> {
  const token = await session(app, namespace);
  const headers = { [NAMESPACE_HEADER]: namespace, authorization: `Bearer ${token}` };
  const results: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await app.inject({ method: 'POST', url: '/api/auth/wheel/reward', headers, payload: {} });
    results.push(response.json<{ data: { segmentIndex: number } }>().data.segmentIndex);
  }
  const cards = await app.inject({ method: 'POST', url: '/api/auth/game/flip-card/random-reward', headers, payload: { cardIndex: 0 } });
  results.push(...cards.json<{ data: { cards: Array<{ amount: number }> } }>().data.cards.map((c) => c.amount));
  return results;
}

describe('namespaces and determinism', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
  });
  afterAll(() => app.close());

  it('keeps namespaces isolated (header or cookie)', async () => {
    const token = await session(app, 'alpha');
    const withdraw = await app.inject({
      method: 'POST',
      url: `/api/auth/withdraw/${demo.uuid}`,
      headers: { [NAMESPACE_HEADER]: 'alpha', authorization: `Bearer ${token}` },
      payload: { amount: 100 },
    });
    expect(withdraw.statusCode).toBe(200);
    const credit = async (headers: Record<string, string>, ns: string) => {
      const t = await session(app, ns);
      const response = await app.inject({
        method: 'POST',
        url: `/api/auth/user/getCredit/${demo.username}`,
        headers: { ...headers, authorization: `Bearer ${t}` },
        payload: {},
      });
      return response.json<{ data: { credit: number } }>().data.credit;
    };
    expect(await credit({ [NAMESPACE_HEADER]: 'alpha' }, 'alpha')).toBe(demo.credit - 100);
    expect(await credit({ [NAMESPACE_HEADER]: 'beta' }, 'beta')).toBe(demo.credit);
    // a token from one namespace does not open another
    const cross = await app.inject({
      method: 'GET',
      url: `/api/auth/user/detail/${demo.uuid}`,
      headers: { [NAMESPACE_HEADER]: 'beta', authorization: `Bearer ${token}` },
    });
    expect(cross.statusCode).toBe(401);
    const viaCookie = await app.inject({ method: 'GET', url: '/__mock/state', headers: { cookie: `${NAMESPACE_HEADER}=alpha` } });
    expect(viaCookie.json<{ namespace: string }>().namespace).toBe('alpha');
  });

  it('refuses a malformed namespace with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/setting', headers: { [NAMESPACE_HEADER]: 'bad name!' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses a namespace cookie that is not valid percent-encoding with the same 400, not a crash', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/setting', headers: { cookie: `${NAMESPACE_HEADER}=%E0%B8` } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('gives the same spins and cards for the same seed and requests, other ones for another seed', async () => {
    const first = await spins(app, 'same-1');
    const second = await spins(app, 'same-2');
    expect(second).toEqual(first);
    const other = await buildApp({ seed: 7, now: '2026-03-10T05:00:00.000Z' });
    expect(await spins(other, 'same-1')).not.toEqual(first);
    const twin = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z' });
    const members = async (instance: FastifyInstance) =>
      (await instance.inject({ method: 'GET', url: '/__mock/members' })).json<Array<{ username: string; name: string }>>();
    expect(await members(twin)).toEqual(await members(app));
    expect((await members(other)).map((m) => m.username)).not.toEqual((await members(app)).map((m) => m.username));
    await twin.close();
    await other.close();
  });

  it('snapshot then restore replays a namespace exactly', async () => {
    const headers = { [NAMESPACE_HEADER]: 'snap', ...CONTROL_REQUEST_HEADERS };
    await app.inject({ method: 'POST', url: '/__mock/namespaces', headers: CONTROL_REQUEST_HEADERS, payload: { namespace: 'snap' } });
    const snapshot = await app.inject({ method: 'GET', url: '/__mock/snapshot', headers });
    const afterSnapshot = await spins(app, 'snap');
    const restored = await app.inject({ method: 'POST', url: '/__mock/restore', headers, payload: snapshot.json() });
    expect(restored.statusCode).toBe(200);
    expect(await spins(app, 'snap')).toEqual(afterSnapshot);
    // and the spins used up after the replay are still counted: a fourth is refused
    const token = await session(app, 'snap');
    const fourth = await app.inject({
      method: 'POST',
      url: '/api/auth/wheel/reward',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(fourth.statusCode).toBe(409);
  });
});
