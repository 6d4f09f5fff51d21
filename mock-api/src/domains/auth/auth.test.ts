import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoginBody } from '@site/contract';
import { bodyOf, contractClient, credentials, login, openTarget, type Target } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('auth contract', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('logs in with username and returns a signed session and the profile', async () => {
    const body = bodyOf(await contractClient(target).auth.login({ body: credentials }), 200);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.data.user_pass.username.toLowerCase()).toBe(credentials.username.toLowerCase());
  });

  it('rejects a wrong password with 401 and a message', async () => {
    bodyOf(await contractClient(target).auth.login({ body: { username: credentials.username, password: 'wrong-password' } }), 401);
  });

  it("rejects a malformed body with 400 and the contract's Thai message", async () => {
    // no password, as a hand-written client might send it
    const withoutPassword = { username: credentials.username } as LoginBody;
    const response = await contractClient(target).auth.login({ body: withoutPassword });
    expect(bodyOf(response, 400).message).toBe('กรุณากรอกรหัสผ่าน');
  });

  it('serves member routes only with a valid bearer token', async () => {
    const session = await login(target);
    const detail = (token?: string) =>
      contractClient(target, token === undefined ? undefined : { token }).user.detail({ params: { uuid: session.uuid } });
    bodyOf(await detail(), 401);
    bodyOf(await detail(`${session.token}x`), 401);
    bodyOf(await detail(session.token), 200);
  });
});
