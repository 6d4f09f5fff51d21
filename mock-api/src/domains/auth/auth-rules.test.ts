import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../demo-members';
import { bodyOf, contractClient, controlClient, login, openMock, signJwt, type Target } from '../../test-support/target';

describe('auth rules', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-0001';
  let target: Target;
  beforeAll(async () => {
    target = await openMock({ jwtSecret: secret });
  });
  afterAll(() => target.close());

  it('logs in with the phone number too', async () => {
    const [demo] = DEMO_MEMBERS;
    bodyOf(await contractClient(target).auth.login({ body: { username: demo.phone, password: demo.password } }), 200);
  });

  it('refuses an expired token, a token of another algorithm, one from another namespace and one without a session version', async () => {
    const [demo] = DEMO_MEMBERS;
    const detail = (token: string) => contractClient(target, { token }).user.detail({ params: { uuid: demo.uuid } });
    const claims = { sub: demo.uuid, username: demo.username, ns: target.namespace, sv: 0 };
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...claims, iat: nowSeconds - 3600, exp: nowSeconds - 60 }, secret);
    expect(bodyOf(await detail(expired), 401).code).toBe('TOKEN_EXPIRED');
    expect((await detail(signJwt({ ...claims, exp: nowSeconds + 60 }, secret, 'HS512'))).status).toBe(401);
    expect((await detail(signJwt({ ...claims, exp: nowSeconds + 60 }, secret, 'none'))).status).toBe(401);
    expect((await detail(signJwt({ ...claims, exp: nowSeconds + 60 }, 'some-other-secret-of-enough-length-000'))).status).toBe(401);
    expect((await detail(signJwt({ ...claims, ns: 'elsewhere', exp: nowSeconds + 60 }, secret))).status).toBe(401);
    const { sv: _version, ...unversioned } = claims;
    const beforeRevocableSessions = await detail(signJwt({ ...unversioned, iat: nowSeconds, exp: nowSeconds + 60 }, secret));
    expect(bodyOf(beforeRevocableSessions, 401).code).toBe('TOKEN_REVOKED');
    const valid = signJwt({ ...claims, iat: nowSeconds, exp: nowSeconds + 60 }, secret);
    bodyOf(await detail(valid), 200);
  });

  it('refuses a well-signed token without an expiry (exp), however recent', async () => {
    const [demo] = DEMO_MEMBERS;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const forever = signJwt({ sub: demo.uuid, username: demo.username, ns: target.namespace, sv: 0, iat: nowSeconds }, secret);
    const response = await contractClient(target, { token: forever }).user.detail({ params: { uuid: demo.uuid } });
    expect(bodyOf(response, 401).message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('forbids reading another member (object-level authorisation)', async () => {
    const session = await login(target);
    const other = DEMO_MEMBERS[1];
    const api = contractClient(target, session);
    bodyOf(await api.user.detail({ params: { uuid: other.uuid } }), 403);
    bodyOf(await api.games.credit({ params: { username: other.username }, body: {} }), 403);
  });

  it('ends a session when the namespace clock passes its expiry', async () => {
    const session = await login(target);
    const response = await contractClient(target).auth.login({
      body: { username: DEMO_MEMBERS[0].username, password: DEMO_MEMBERS[0].password },
    });
    const expiresAt = Date.parse(bodyOf(response, 200).expiresAt);
    const control = controlClient(target);
    const untilExpiry = expiresAt - Date.parse(bodyOf(await control.state(), 200).now);
    const detail = () => contractClient(target, session).user.detail({ params: { uuid: session.uuid } });
    bodyOf(await control.clock({ body: { advanceMs: untilExpiry - 60_000 } }), 200);
    bodyOf(await detail(), 200);
    bodyOf(await control.clock({ body: { advanceMs: 120_000 } }), 200);
    expect(bodyOf(await detail(), 401).code).toBe('TOKEN_EXPIRED');
  });
});
