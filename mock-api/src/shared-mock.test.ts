import { afterAll, describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from './demo-members';
import { spawnMock, type MockProcess } from './test-support/mock-process';

const [demo] = DEMO_MEMBERS;
const started: MockProcess[] = [];

afterAll(async () => {
  for (const mock of started) await mock.stop();
});

/** The stand-alone mock listening on every interface, as docker compose publishes it. */
async function sharedMock(env: Record<string, string> = {}): Promise<MockProcess & { local: string }> {
  const mock = await spawnMock({ MOCK_HOST: '0.0.0.0', MOCK_JWT_SECRET: '', MOCK_CONTROL_TOKEN: '', ...env });
  started.push(mock);
  return { ...mock, local: `http://127.0.0.1:${new URL(mock.url.replace('0.0.0.0', '127.0.0.1')).port}` };
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demo.username, password: demo.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

// What is under test is the transport: a stand-alone process, and requests with and without the
// control token. Raw fetch on purpose; a typed client would add the headers being tested.
describe('a mock listening beyond loopback is not an open door (docs/design/mock.md#shared-mock)', () => {
  it('without MOCK_CONTROL_TOKEN: control API off, a random JWT secret per start, and a boot line saying so', async () => {
    const first = await sharedMock();
    const second = await sharedMock();
    await expect.poll(() => first.output()).toMatch(/random JWT secret for this start; control API \/__mock\/\* is off/);
    expect((await fetch(`${first.local}/__mock/members`)).status).toBe(404);
    const token = await login(first.local);
    const detail = (base: string) => fetch(`${base}/api/auth/user/detail/${demo.uuid}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await detail(first.local)).status).toBe(200);
    // the other start signs with another secret: the token is worthless there
    expect((await detail(second.local)).status).toBe(401);
  });

  it('with MOCK_CONTROL_TOKEN: control only with the token; MOCK_JWT_SECRET keeps tokens across starts', async () => {
    const secret = 'a-qa-team-secret-of-at-least-32-characters';
    const mock = await sharedMock({ MOCK_CONTROL_TOKEN: 'qa-control-token-123', MOCK_JWT_SECRET: secret });
    await expect
      .poll(() => mock.output())
      .toMatch(/JWT secret from MOCK_JWT_SECRET; control API \/__mock\/\* requires x-mock-control-token/);
    const refused = await fetch(`${mock.local}/__mock/members`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await fetch(`${mock.local}/__mock/members`, { headers: { [CONTROL_TOKEN_HEADER]: 'wrong-token-of-same-len' } })).status).toBe(
      401,
    );
    expect((await fetch(`${mock.local}/__mock/members`, { headers: { [CONTROL_TOKEN_HEADER]: 'qa-control-token-123' } })).status).toBe(200);
    const again = await sharedMock({ MOCK_JWT_SECRET: secret });
    const token = await login(mock.local);
    expect(
      (await fetch(`${again.local}/api/auth/user/detail/${demo.uuid}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it('on loopback stays zero-config: control API open, no boot warning', async () => {
    const mock = await spawnMock({ MOCK_CONTROL_TOKEN: '' });
    started.push(mock);
    expect(mock.output()).not.toMatch(/beyond this machine/);
    expect((await fetch(`${mock.url}/__mock/members`)).status).toBe(200);
  });
});
