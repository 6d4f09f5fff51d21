import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { API_ROUTES, API_SAMPLES, CONTROL_ROUTES, CONTROL_SAMPLES } from './test-support/routes';

/** Fails on any route of either contract that the mock does not serve. */
describe('contract coverage', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
  });
  afterAll(() => app.close());

  it.each(API_ROUTES.map((r) => [r.name, r.route] as const))('serves %s', (name, route) => {
    expect(app.hasRoute({ method: route.method, url: route.path })).toBe(true);
    expect(API_SAMPLES[name], `no sample request for ${name}`).toBeDefined();
  });

  it.each(CONTROL_ROUTES.map((r) => [r.name, r.route] as const))('serves control route %s', (name, route) => {
    expect(app.hasRoute({ method: route.method, url: route.path })).toBe(true);
    expect(CONTROL_SAMPLES[name], `no sample request for ${name}`).toBeDefined();
  });

  it('covers the 57 method and path pairs of spec 7 plus the additions', () => {
    expect(API_ROUTES.length).toBeGreaterThanOrEqual(57);
  });

  it('does not serve the control API when control is off', async () => {
    const closed = await buildApp({ seed: 42, control: false });
    for (const { route } of CONTROL_ROUTES) expect(closed.hasRoute({ method: route.method, url: route.path })).toBe(false);
    const response = await closed.inject({ method: 'GET', url: '/__mock/state' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
    await closed.close();
  });
});
