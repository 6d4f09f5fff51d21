import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { credentials, expectContract, login, openTarget, pathOf, type Target } from '../../test-support/target';

describe('auth contract', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('logs in with username and returns a signed session and the profile', async () => {
    const response = await target.request('POST', contract.auth.login.path, { body: credentials });
    expectContract(contract.auth.login, response, 200);
    const body = response.body as { token: string; data: { user_pass: { username: string } } };
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.data.user_pass.username.toLowerCase()).toBe(credentials.username.toLowerCase());
  });

  it('rejects a wrong password with 401 and a message', async () => {
    const response = await target.request('POST', contract.auth.login.path, {
      body: { username: credentials.username, password: 'wrong-password' },
    });
    expectContract(contract.auth.login, response, 401);
  });

  it("rejects a malformed body with 400 and the contract's Thai message", async () => {
    const response = await target.request('POST', contract.auth.login.path, { body: { username: credentials.username } });
    expectContract(contract.auth.login, response, 400);
    expect((response.body as { message: string }).message).toBe('กรุณากรอกรหัสผ่าน');
  });

  it('serves member routes only with a valid bearer token', async () => {
    const session = await login(target);
    const path = pathOf(contract.user.detail, { uuid: session.uuid });
    expectContract(contract.user.detail, await target.request('GET', path), 401);
    expectContract(contract.user.detail, await target.request('GET', path, { token: `${session.token}x` }), 401);
    expectContract(contract.user.detail, await target.request('GET', path, { token: session.token }), 200);
  });
});
