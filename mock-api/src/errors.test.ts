import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { MAX_BODY_BYTES } from '@site/contract/rules';
import { buildApp } from './app';

describe('bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
  });
  afterAll(() => app.close());

  it('refuses an oversized body with 413 and a Thai message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES), password: 'secret12' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers malformed JSON, a foreign content type and an unknown route with 4xx and a message', async () => {
    const cases = [
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      await app.inject({ method: 'GET', url: '/api/no/such/route' }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 404]);
    for (const response of cases) expect(response.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses an oversized body over real HTTP too (supertest on the listening server)', async () => {
    await app.ready();
    const response = await request(app.server)
      .post('/api/user/register')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ step1: { username: 'x'.repeat(MAX_BODY_BYTES) } }));
    expect(response.status).toBe(413);
    expect((response.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    const login = await request(app.server).post('/api/auth/login').send({ username: 'demo', password: 'demo1234' });
    expect(login.status).toBe(200);
  });
});
