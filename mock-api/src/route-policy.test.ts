import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { initContract } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import { z } from 'zod';
import { memberErrors, policy } from '@site/contract';
import { buildApp } from './app';
import { API_ROUTES, API_SAMPLES, urlOf } from './test-support/routes';
import { bodyOf, contractClient, login, openMock, type Session, type Target } from './test-support/target';

describe('who may call each route comes from its contract policy', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openMock();
    session = await login(target);
  });
  afterAll(() => target.close());

  it.each(API_ROUTES.map((r) => [r.name, r] as const))('%s without a token follows its access policy', async (name, { route, policy }) => {
    const sample = API_SAMPLES[name] ?? {};
    // every route in turn, from its contract entry and sample: one request for all, untyped
    const response = await target.request(route.method, urlOf(route, sample), { body: route.method === 'GET' ? undefined : sample.body });
    if (policy.access === 'member') expect(response.body).toMatchObject({ code: 'NO_TOKEN' });
    else expect((response.body as { code?: string } | null)?.code).not.toBe('NO_TOKEN');
    expect(response.status === 401, JSON.stringify(response.body)).toBe(policy.access === 'member');
  });

  it('lets a member through on every member route with a session', async () => {
    const member = API_ROUTES.find((r) => r.name === 'announcements.member');
    expect(member?.policy.access).toBe('member');
    bodyOf(await contractClient(target, session).announcements.member(), 200);
  });
});

describe('the policy, not the path, decides', () => {
  const c = initContract();
  const s = initServer();
  const Who = z.object({ member: z.string().nullable() });
  // Paths that contradict the old guess (member = under /api/auth/): only metadata can tell.
  const probes = c.router({
    memberOutsideAuth: { method: 'GET', path: '/api/probe/member', metadata: policy.member, responses: { 200: Who, ...memberErrors } },
    publicUnderAuth: { method: 'GET', path: '/api/auth/probe/public', metadata: policy.public, responses: { 200: Who } },
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ seed: 7 });
    const handler = async ({ request }: { request: { memberUuid: string | null } }) => ({
      status: 200 as const,
      body: { member: request.memberUuid },
    });
    await app.register(s.plugin(s.router(probes, { memberOutsideAuth: handler, publicUnderAuth: handler })));
  });
  afterAll(() => app.close());

  it('asks for a session on a member route outside /api/auth/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/member' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NO_TOKEN' });
  });

  it('serves a public route under /api/auth/ without one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/probe/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ member: null });
  });
});
