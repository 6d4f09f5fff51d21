import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, PasswordChanged, Session } from '@site/contract';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '@site/mock-api';
import { startGateway, type RunningGateway } from './start';
import { createTestDist, type TestDist } from './test-support/web-dist';

let dist: TestDist;
let gateway: RunningGateway;
const headers = { [NAMESPACE_HEADER]: 'gateway-session-revocation', 'content-type': 'application/json' };
const [demo, otherDemo] = DEMO_MEMBERS;

beforeAll(async () => {
  dist = createTestDist();
  gateway = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent', drift: { enabled: true, sampleRate: 1 } });
});

afterAll(async () => {
  await gateway.close();
  dist.remove();
});

async function logIn(member: { username: string; password: string }): Promise<Session> {
  const response = await fetch(`${gateway.url}${contract.auth.login.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  expect(response.status).toBe(200);
  return Session.parse(await response.json());
}

async function readProfile(uuid: string, token: string): Promise<{ status: number; body: { message?: string } }> {
  const response = await fetch(`${gateway.url}/api/auth/user/detail/${uuid}`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('a password change through the gateway (docs/design/mock.md#sessions)', () => {
  it('passes on the new token, the Thai 401 for every earlier one, and reports no contract drift', async () => {
    const here = await logIn(demo);
    const elsewhere = await logIn(demo);
    const other = await logIn(otherDemo);

    const change = await fetch(`${gateway.url}/api/auth/user/change-password/${demo.uuid}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${here.token}` },
      body: JSON.stringify({ oldPassword: demo.password, newPassword: 'renewed-42', confirmPassword: 'renewed-42' }),
    });
    expect(change.status).toBe(200);
    const renewed = PasswordChanged.parse(await change.json());

    expect((await readProfile(demo.uuid, renewed.token)).status).toBe(200);
    for (const earlier of [here, elsewhere]) {
      const refused = await readProfile(demo.uuid, earlier.token);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await readProfile(otherDemo.uuid, other.token)).status).toBe(200);

    // Every answer above was validated against the contract once it had been sent.
    const drift = (await (await fetch(`${gateway.url}/__gateway/drift`)).json()) as { enabled: boolean; mismatches: unknown[] };
    expect(drift).toMatchObject({ enabled: true, mismatches: [] });
  });
});
