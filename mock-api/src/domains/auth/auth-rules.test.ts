import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { DEMO_MEMBERS } from '../../demo-members';
import { login, openMock, pathOf, signJwt, type Target } from '../../test-support/target';

describe('auth rules', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256-0001';
  let target: Target;
  beforeAll(async () => {
    target = await openMock({ jwtSecret: secret });
  });
  afterAll(() => target.close());

  it('logs in with the phone number too', async () => {
    const [demo] = DEMO_MEMBERS;
    const response = await target.request('POST', contract.auth.login.path, { body: { username: demo.phone, password: demo.password } });
    expect(response.status).toBe(200);
  });

  it('refuses an expired token, a token of another algorithm, one from another namespace and one without a session version', async () => {
    const [demo] = DEMO_MEMBERS;
    const path = pathOf(contract.user.detail, { uuid: demo.uuid });
    const claims = { sub: demo.uuid, username: demo.username, ns: target.namespace, sv: 0 };
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...claims, iat: nowSeconds - 3600, exp: nowSeconds - 60 }, secret);
    const expiredResponse = await target.request('GET', path, { token: expired });
    expect(expiredResponse.status).toBe(401);
    expect((expiredResponse.body as { code: string }).code).toBe('TOKEN_EXPIRED');
    expect((await target.request('GET', path, { token: signJwt({ ...claims, exp: nowSeconds + 60 }, secret, 'HS512') })).status).toBe(401);
    expect((await target.request('GET', path, { token: signJwt({ ...claims, exp: nowSeconds + 60 }, secret, 'none') })).status).toBe(401);
    expect(
      (await target.request('GET', path, { token: signJwt({ ...claims, exp: nowSeconds + 60 }, 'some-other-secret-of-enough-length-000') }))
        .status,
    ).toBe(401);
    expect(
      (await target.request('GET', path, { token: signJwt({ ...claims, ns: 'elsewhere', exp: nowSeconds + 60 }, secret) })).status,
    ).toBe(401);
    const { sv: _version, ...unversioned } = claims;
    const beforeRevocableSessions = await target.request('GET', path, {
      token: signJwt({ ...unversioned, iat: nowSeconds, exp: nowSeconds + 60 }, secret),
    });
    expect(beforeRevocableSessions.status).toBe(401);
    expect((beforeRevocableSessions.body as { code: string }).code).toBe('TOKEN_REVOKED');
    const valid = signJwt({ ...claims, iat: nowSeconds, exp: nowSeconds + 60 }, secret);
    expect((await target.request('GET', path, { token: valid })).status).toBe(200);
  });

  it('refuses a well-signed token without an expiry (exp), however recent', async () => {
    const [demo] = DEMO_MEMBERS;
    const path = pathOf(contract.user.detail, { uuid: demo.uuid });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const forever = signJwt({ sub: demo.uuid, username: demo.username, ns: target.namespace, sv: 0, iat: nowSeconds }, secret);
    const response = await target.request('GET', path, { token: forever });
    expect(response.status).toBe(401);
    expect((response.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('forbids reading another member (object-level authorisation)', async () => {
    const session = await login(target);
    const other = DEMO_MEMBERS[1];
    const response = await target.request('GET', pathOf(contract.user.detail, { uuid: other.uuid }), { token: session.token });
    expect(response.status).toBe(403);
    const credit = await target.request('POST', pathOf(contract.games.credit, { username: other.username }), {
      token: session.token,
      body: {},
    });
    expect(credit.status).toBe(403);
  });

  it('ends a session when the namespace clock passes its expiry', async () => {
    const session = await login(target);
    const response = await target.request('POST', '/api/auth/login', {
      body: { username: DEMO_MEMBERS[0].username, password: DEMO_MEMBERS[0].password },
    });
    const expiresAt = Date.parse((response.body as { expiresAt: string }).expiresAt);
    const state = await target.request('GET', '/__mock/state');
    const untilExpiry = expiresAt - Date.parse((state.body as { now: string }).now);
    const path = pathOf(contract.user.detail, { uuid: session.uuid });
    await target.request('POST', '/__mock/clock', { body: { advanceMs: untilExpiry - 60_000 } });
    expect((await target.request('GET', path, { token: session.token })).status).toBe(200);
    await target.request('POST', '/__mock/clock', { body: { advanceMs: 120_000 } });
    const expired = await target.request('GET', path, { token: session.token });
    expect(expired.status).toBe(401);
    expect((expired.body as { code: string }).code).toBe('TOKEN_EXPIRED');
  });
});
