import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';
import { API_ROUTES, API_SAMPLES, CONTROL_ROUTES, CONTROL_SAMPLES, urlOf, type Sample } from './test-support/routes';
import { DEMO_MEMBERS } from './demo-members';

/**
 * Generated valid and invalid requests to every route: the mock never answers 5xx, and every
 * 4xx carries a `{ message }`.
 */
const RUNS = 15;

/** A request built from the route's valid sample, or a mutation of it, or noise. */
function requestArbitrary(sample: Sample): fc.Arbitrary<{ sample: Sample; raw: string | null; auth: 'valid' | 'none' | 'junk' }> {
  const params = sample.params ?? {};
  const paramNames = Object.keys(params);
  const bodyKeys = sample.body && typeof sample.body === 'object' ? Object.keys(sample.body) : [];
  const mutatedBody = bodyKeys.length
    ? fc
        .record({ key: fc.constantFrom(...bodyKeys), value: fc.anything() })
        .map(({ key, value }) => ({ ...(sample.body as object), [key]: value }))
    : fc.anything();
  const mutatedParams = paramNames.length
    ? fc
        .record({ key: fc.constantFrom(...paramNames), value: fc.oneof(fc.string(), fc.uuid(), fc.stringMatching(/^[A-Za-z0-9]{1,20}$/)) })
        .map(({ key, value }) => ({ ...params, [key]: value }))
    : fc.constant(params);
  return fc.record({
    sample: fc.oneof(
      fc.constant(sample),
      mutatedBody.map((body) => ({ ...sample, body })),
      fc.anything().map((body) => ({ ...sample, body })),
      mutatedParams.map((p) => ({ ...sample, params: p })),
      fc
        .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }))
        .map((query) => ({ ...sample, query: { ...sample.query, ...query } })),
    ),
    raw: fc.option(fc.oneof(fc.string(), fc.constant('{"a":'), fc.constant('null'), fc.constant('[]')), { freq: 6 }),
    auth: fc.constantFrom('valid', 'valid', 'valid', 'none', 'junk'),
  });
}

function payloadOf(route: AppRoute, sample: Sample, raw: string | null): string | undefined {
  if (route.method === 'GET') return undefined;
  if (raw !== null) return raw;
  return sample.body === undefined ? undefined : JSON.stringify(sample.body);
}

describe('every route under generated input', () => {
  let app: FastifyInstance;
  let token: string;
  const namespace = 'property-api';

  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    // a control read never creates a namespace (docs/design/mock.md#namespaces)
    await app.inject({
      method: 'POST',
      url: '/__mock/namespaces',
      headers: CONTROL_REQUEST_HEADERS,
      payload: { namespace: 'property-control' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [NAMESPACE_HEADER]: namespace },
      payload: { username: DEMO_MEMBERS[0].username, password: DEMO_MEMBERS[0].password },
    });
    token = login.json<{ token: string }>().token;
  });
  afterAll(() => app.close());

  async function check(route: AppRoute, input: { sample: Sample; raw: string | null; auth: 'valid' | 'none' | 'junk' }, ns: string) {
    // a control client sends the control request header (docs/design/mock.md#shared-mock); member routes ignore it
    const headers: Record<string, string> = { [NAMESPACE_HEADER]: ns, 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS };
    if (input.auth === 'valid') headers.authorization = `Bearer ${token}`;
    if (input.auth === 'junk') headers.authorization = 'Bearer not.a.token';
    const response = await app.inject({
      method: route.method,
      url: urlOf(route, input.sample),
      headers,
      payload: payloadOf(route, input.sample, input.raw),
    });
    expect(response.statusCode, `${route.method} ${urlOf(route, input.sample)} -> ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json<{ message?: unknown; code?: string }>();
      expect(typeof body.message, response.body).toBe('string');
      // a status the route does not declare is a contract breach (no run-time rewrite hides it)
      if (body.code !== 'ROUTE_NOT_FOUND') {
        expect(Object.keys(route.responses), `${route.method} ${route.path} answered ${response.statusCode} ${response.body}`).toContain(
          String(response.statusCode),
        );
      }
    }
  }

  it.each(API_ROUTES.map((r) => [r.name, r.route] as const))('%s never answers 5xx', async (name, route) => {
    const sample = API_SAMPLES[name] ?? {};
    await fc.assert(
      fc.asyncProperty(requestArbitrary(sample), (input) => check(route, input, namespace)),
      { numRuns: RUNS },
    );
  });

  it.each(CONTROL_ROUTES.map((r) => [r.name, r.route] as const))('control %s never answers 5xx', async (name, route) => {
    const sample = CONTROL_SAMPLES[name] ?? {};
    await fc.assert(
      fc.asyncProperty(requestArbitrary(sample), async (input) => {
        await check(route, input, 'property-control');
        // an injected fault would answer later requests on purpose; each run starts clean
        await app.inject({
          method: 'DELETE',
          url: '/__mock/faults',
          headers: { [NAMESPACE_HEADER]: 'property-control', ...CONTROL_REQUEST_HEADERS },
        });
      }),
      { numRuns: RUNS },
    );
  });
});
