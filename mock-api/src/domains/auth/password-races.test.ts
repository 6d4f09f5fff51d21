import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER, type DemoMember } from '@site/contract/mock-control';
import { buildApp } from '../../app';

const THAI = /[\u0E00-\u0E7F]/;

/** Logins and password changes of one member at the same time, over real connections. */
describe('password changes racing logins and each other', () => {
  let app: FastifyInstance;
  let base: string;
  const headers = { [NAMESPACE_HEADER]: 'password-races', 'content-type': 'application/json' };

  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const created = await fetch(`${base}/__mock/namespaces`, {
      method: 'POST',
      headers: { ...headers, ...CONTROL_REQUEST_HEADERS },
      body: JSON.stringify({ namespace: 'password-races' }),
    });
    expect(created.status).toBe(200);
  });
  afterAll(() => app.close());

  async function post(path: string, body: unknown, token?: string) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { token?: string; message?: string } };
  }

  async function newMember(): Promise<DemoMember & { token: string }> {
    const created = await fetch(`${base}/__mock/members`, {
      method: 'POST',
      headers: { ...headers, ...CONTROL_REQUEST_HEADERS },
      body: '{}',
    });
    const member = (await created.json()) as DemoMember;
    const login = await post('/api/auth/login', { username: member.username, password: member.password });
    return { ...member, token: login.body.token ?? '' };
  }

  const changePassword = (member: DemoMember & { token: string }, newPassword: string) =>
    post(
      `/api/auth/user/change-password/${member.uuid}`,
      { oldPassword: member.password, newPassword, confirmPassword: newPassword },
      member.token,
    );

  it('no login with the old password yields a token that outlives a concurrent change', async () => {
    for (let round = 0; round < 4; round += 1) {
      const member = await newMember();
      const logins = Array.from({ length: 12 }, () => post('/api/auth/login', { username: member.username, password: member.password }));
      const change = changePassword(member, `changed-${round}-pw`);
      const [changed, ...answers] = await Promise.all([change, ...logins]);
      expect(changed.status).toBe(200);
      const tokens = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.token ?? '');
      for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body.message).toMatch(THAI);
      const survivors = [];
      for (const token of tokens) {
        const detail = await fetch(`${base}/api/auth/user/detail/${member.uuid}`, {
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        if (detail.status === 200) survivors.push(token);
      }
      expect(survivors, `round ${round}: tokens from the old password still work`).toEqual([]);
    }
  });

  it('of two concurrent changes with the same old password exactly one succeeds; the other gets a Thai 4xx', async () => {
    for (let round = 0; round < 4; round += 1) {
      const member = await newMember();
      const [first, second] = await Promise.all([
        changePassword(member, `first-${round}-pw`),
        changePassword(member, `second-${round}-pw`),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).toBeGreaterThanOrEqual(400);
      expect(statuses[1]).toBeLessThan(500);
      const [winner, loser] = first.status === 200 ? [`first-${round}-pw`, second] : [`second-${round}-pw`, first];
      expect(loser.body.message).toMatch(THAI);
      // the winner's password is the one that works
      expect((await post('/api/auth/login', { username: member.username, password: winner })).status).toBe(200);
    }
  });
});
