import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';
import { DEMO_MEMBERS } from './demo-members';

const THAI = /[\u0E00-\u0E7F]/;
const [demo] = DEMO_MEMBERS;

// Oversized and deeply nested bodies, malformed on purpose: raw requests.
/** Body size and nesting per route, from the contract's policy (docs/design/contract.md#route-policy), over a real port. */
describe('body limits per route', () => {
  let app: FastifyInstance;
  let base: string;
  let token: string;
  const headers = { [NAMESPACE_HEADER]: 'body-limits', 'content-type': 'application/json' };

  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: demo.username, password: demo.password }),
    });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(() => app.close());

  const post = async (path: string, body: string) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body });
    return { status: response.status, body: (await response.json()) as { message: string; code?: string } };
  };

  it('refuses 2 MB of "[" on the slip route (which takes 2 MB photos) as too deep, in Thai, and keeps serving others', async () => {
    const nested = '['.repeat(2 * 1024 * 1024);
    const [refused, settings] = await Promise.all([
      post('/api/auth/slip/verify', nested),
      fetch(`${base}/api/setting`, { headers: { [NAMESPACE_HEADER]: 'body-limits' } }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(THAI);
    expect(settings.status).toBe(200);
    // a photo-sized body of the right shape still reaches the slip check
    const photo = JSON.stringify({ image: `data:image/png;base64,${Buffer.alloc(1024 * 1024, 7).toString('base64')}` });
    expect([400, 413]).not.toContain((await post('/api/auth/slip/verify', photo)).status);
  });

  it('refuses more than a small body on a member route that takes a few fields', async () => {
    const padded = JSON.stringify({ username: demo.username, password: demo.password, padding: 'x'.repeat(64 * 1024) });
    const response = await post('/api/auth/login', padded);
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(THAI);
  });

  it('refuses JSON nested deeper than the route allows, even when small', async () => {
    const deep = `${'{"a":'.repeat(20)}1${'}'.repeat(20)}`;
    const response = await post(`/api/auth/user/getCredit/${demo.username}`, deep);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BODY_TOO_DEEP');
    expect(response.body.message).toMatch(THAI);
    // brackets inside strings are text, not nesting
    const text = JSON.stringify({ balanceType: 'main', note: '[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{' });
    expect((await post(`/api/auth/user/getCredit/${demo.username}`, text)).body.code).not.toBe('BODY_TOO_DEEP');
  });
});
