import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';

const UNAUTHENTICATED = { status: 401, body: { message: is.thaiText(), data: is.absent() } } as const;

/** The token with its payload changed (a later exp) and the signature kept: a forgery. */
function forgeLaterExpiry(token: string): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return `${token}x`;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 365 * 86_400 })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

/** An unsigned token (`alg: none`) for the same member. */
function unsigned(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
}

export default defineScenario({
  name: 'session-expiry',
  tags: ['auth'],
  kind: 'api',
  description:
    'A missing, forged or unsigned token gets 401; so does a real token once the clock passes its expiry; logging in again works',
  async run(s) {
    const credentials = await s.existingMember(1);
    const member = await s.loginAs(credentials);
    await s.step('the token opens the profile', () => member.api.user.detail({ params: { uuid: member.uuid } }), { status: 200 });
    await s.step('no token: 401', () => s.api.user.detail({ params: { uuid: member.uuid } }), UNAUTHENTICATED);
    await s.step(
      'a forged token (exp changed): 401',
      () => s.clientWithToken(forgeLaterExpiry(member.token)).user.detail({ params: { uuid: member.uuid } }),
      UNAUTHENTICATED,
    );
    await s.step(
      'an unsigned token (alg none): 401',
      () => s.clientWithToken(unsigned(member.token)).user.detail({ params: { uuid: member.uuid } }),
      UNAUTHENTICATED,
    );
    await s.verify(
      'the session states when it expires',
      () => member.expiresAt,
      is.satisfying('an instant', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v))),
    );

    const state = await s.mockState();
    const untilExpiry = Date.parse(member.expiresAt) - Date.parse(state.now);
    await s.advanceMs(untilExpiry + 60_000);
    await s.step(
      "a minute after the token's expiry: 401",
      () => member.api.user.detail({ params: { uuid: member.uuid } }),
      UNAUTHENTICATED,
    );
    const again = await s.loginAs(credentials, 'log in again');
    await s.step('the new token opens the profile', () => again.api.user.detail({ params: { uuid: again.uuid } }), { status: 200 });
  },
});
