import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type DemoMember } from '@site/contract/mock-control';
import { buildApp } from '../../app';
import { bodyOf, contractClient, controlClient, httpTarget, type Target } from '../../test-support/target';

const THAI = /[\u0E00-\u0E7F]/;

/** Logins and password changes of one member at the same time, over real connections. */
describe('password changes racing logins and each other', () => {
  let app: FastifyInstance;
  let target: Target;

  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    target = httpTarget(await app.listen({ port: 0, host: '127.0.0.1' }), 'password-races');
    bodyOf(await controlClient(target).createNamespace({ body: { namespace: 'password-races' } }), 200);
  });
  afterAll(() => app.close());

  const login = (username: string, password: string) => contractClient(target).auth.login({ body: { username, password } });

  async function newMember(): Promise<DemoMember & { token: string }> {
    const member = bodyOf(await controlClient(target).createMember({ body: {} }), 200);
    return { ...member, token: bodyOf(await login(member.username, member.password), 200).token };
  }

  const changePassword = (member: DemoMember & { token: string }, newPassword: string) =>
    contractClient(target, member).user.changePassword({
      params: { uuid: member.uuid },
      body: { oldPassword: member.password, newPassword, confirmPassword: newPassword },
    });

  it('no login with the old password yields a token that outlives a concurrent change', async () => {
    for (let round = 0; round < 4; round += 1) {
      const member = await newMember();
      const logins = Array.from({ length: 12 }, () => login(member.username, member.password));
      const change = changePassword(member, `changed-${round}-pw`);
      const [changed, ...answers] = await Promise.all([change, ...logins]);
      expect(changed.status).toBe(200);
      const tokens = answers.flatMap((answer) => (answer.status === 200 ? [answer.body.token] : []));
      for (const answer of answers) if (answer.status !== 200) expect(answer.body.message).toMatch(THAI);
      const survivors = [];
      for (const token of tokens) {
        const detail = await contractClient(target, { token }).user.detail({ params: { uuid: member.uuid } });
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
      expect(loser.status === 200 ? '' : loser.body.message).toMatch(THAI);
      // the winner's password is the one that works
      bodyOf(await login(member.username, winner), 200);
    }
  });
});
