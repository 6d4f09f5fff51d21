import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from '../../app';
import { DEMO_MEMBERS } from '../../demo-members';
import { hashString } from '../../lib/rng';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

type Opened = { data: { sessionId: string } };
const THAI = /[\u0E00-\u0E7F]/;

/** Game launch ids: keyed with the mock's secret, bound to their member, expiring, closed on cash-out (docs/design/mock.md#games). */
describe('game launch ids', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient({ jwtSecret: 'a-shared-mock-secret-nobody-outside-knows-0001' });
  });
  afterAll(() => mock.close());

  // the game provider's own API, a third party's and not in the contract: untyped requests
  const provider = (client: MockClient, path: string, body?: unknown) =>
    client.target.request(body === undefined ? 'GET' : 'POST', `/mock-cdn/games/api/${path}`, {
      body,
      headers: { [NAMESPACE_HEADER]: client.target.namespace },
    });

  async function open(client: MockClient, member: Awaited<ReturnType<MockClient['member']>>): Promise<string> {
    return bodyOf(await client.api(member).games.openGame({ body: { gameId: 'JK-002' } }), 200).data.sessionId;
  }

  it('cannot be computed from one opened id: the next members’ ids are not the seed’s hash of the counter', async () => {
    const stranger = await mock.member({ credit: 10 });
    const seen = await open(mock, stranger);
    const counter = Number(/^GS(\d+)/.exec(seen)?.[1]);
    expect(Number.isInteger(counter)).toBe(true);
    // what a stranger computes from seed 42, the namespace and the counters that follow
    const guesses = Array.from({ length: 40 }, (_, step) => {
      const sequenceId = `GS${String(counter + step + 1).padStart(6, '0')}`;
      return `${sequenceId}-${hashString(`42:${mock.target.namespace}:${sequenceId}`).toString(16).padStart(8, '0')}`;
    });
    const victim = await mock.member({ credit: 500 });
    const victimId = await open(mock, victim);
    expect(guesses).not.toContain(victimId);
    for (const guess of guesses.slice(0, 10)) expect((await provider(mock, `session/${guess}`)).status).toBe(404);
    const info = await provider(mock, `session/${victimId}`);
    expect((info.body as { username: string }).username).toBe(victim.username);
  });

  it('is reproducible with a fixed seed and secret, and differs with another secret', async () => {
    const [demo] = DEMO_MEMBERS;
    const headers = { [NAMESPACE_HEADER]: 'launch-repro' };
    const launchId = async (jwtSecret: string) => {
      const app = await buildApp({ seed: 42, now: '2026-03-10T05:00:00.000Z', jwtSecret });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { username: demo.username, password: demo.password },
        });
        const token = login.json<{ token: string }>().token;
        const opened = await app.inject({
          method: 'POST',
          url: '/api/auth/user/opengame',
          headers: { ...headers, authorization: `Bearer ${token}` },
          payload: { gameId: 'JK-002' },
        });
        return opened.json<Opened>().data.sessionId;
      } finally {
        await app.close();
      }
    };
    const secret = 'development-secret-for-launch-ids-0000001';
    const first = await launchId(secret);
    expect(await launchId(secret)).toBe(first);
    expect(await launchId(`${secret}x`)).not.toBe(first);
  });

  it('expires: a day later of the mock’s clock the provider refuses it in Thai', async () => {
    const member = await mock.member({ credit: 100 });
    const id = await open(mock, member);
    expect((await provider(mock, 'bet', { session: id, amount: 1 })).status).toBe(200);
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 1 } }), 200);
    const late = await provider(mock, 'bet', { session: id, amount: 1 });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toMatch(THAI);
    expect((await provider(mock, `session/${id}`)).status).toBe(409);
  });

  it('is bound to the session of the member who opened it: a password change ends it; cash-out closes it', async () => {
    const member = await mock.member({ credit: 100 });
    const id = await open(mock, member);
    const changed = await mock.api(member).user.changePassword({
      params: { uuid: member.uuid },
      body: { oldPassword: member.password, newPassword: 'new-pass-123', confirmPassword: 'new-pass-123' },
    });
    bodyOf(changed, 200);
    expect((await provider(mock, `session/${id}`)).status).toBe(409);

    const other = await mock.member({ credit: 100 });
    const second = await open(mock, other);
    bodyOf(await mock.api(other).games.cashOut({ body: {} }), 200);
    expect((await provider(mock, 'bet', { session: second, amount: 1 })).status).toBe(409);
  });
});
