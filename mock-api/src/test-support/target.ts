import { randomUUID } from 'node:crypto';
import type { AppRoute } from '@ts-rest/core';
import { initClient, isZodType, type ApiFetcher } from '@ts-rest/core';
import { contract } from '@site/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { controlHeaders, mockControlContract, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp, type MockOptions } from '../app';
import { DEMO_MEMBERS } from '../demo-members';

export { signJwt } from './jwt';

/**
 * Where contract tests send requests: the mock in process (default) or any live API at
 * CONTRACT_BASE_URL, logging in with CONTRACT_USERNAME / CONTRACT_PASSWORD. Each target gets
 * its own mock namespace, so test files never see each other's changes.
 */
export interface Response {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface RequestInit {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Target {
  live: boolean;
  namespace: string;
  request(method: string, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const liveBaseUrl = process.env.CONTRACT_BASE_URL ?? null;

export const credentials = {
  username: process.env.CONTRACT_USERNAME ?? DEMO_MEMBERS[0].username,
  password: process.env.CONTRACT_PASSWORD ?? DEMO_MEMBERS[0].password,
};

function parseBody(text: string, contentType: unknown): unknown {
  if (!text) return null;
  return typeof contentType === 'string' && contentType.includes('json') ? (JSON.parse(text) as unknown) : text;
}

function headersFor(namespace: string, path: string, init: RequestInit): Record<string, string> {
  const control = path.startsWith('/__mock') ? controlHeaders(process.env) : {};
  const headers: Record<string, string> = { [NAMESPACE_HEADER]: namespace, ...control, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * A target over real HTTP: a live API (`live`), or a mock listening on a port when the test is
 * about connections (concurrency, races). Closing it closes nothing.
 */
export function httpTarget(baseUrl: string, namespace: string, live = false): Target {
  const base = baseUrl.replace(/\/$/, '');
  return {
    live,
    namespace,
    async request(method, path, init = {}) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: headersFor(namespace, path, init),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: parseBody(text, response.headers.get('content-type')),
        headers: Object.fromEntries(response.headers),
      };
    },
    close: async () => {},
  };
}

/** The mock in process, whatever CONTRACT_BASE_URL says: for rule tests that need control. */
export function openMock(options: MockOptions = {}): Promise<Target> {
  return openTarget(options, false);
}

export async function openTarget(options: MockOptions = {}, allowLive = true): Promise<Target> {
  const namespace = `t-${randomUUID().slice(0, 8)}`;
  if (liveBaseUrl && allowLive) return httpTarget(liveBaseUrl, namespace, true);
  const app = await buildApp({ seed: 42, ...options });
  // a control read never creates a namespace (docs/design/mock.md#namespaces): the test's own is made first
  if (app.mockConfig.control)
    await app.inject({
      method: 'POST',
      url: '/__mock/namespaces',
      headers: headersFor('default', '/__mock/namespaces', { body: {} }),
      payload: JSON.stringify({ namespace }),
    });
  return { ...injectTarget(app, namespace), close: () => app.close() };
}

/** A target on a mock app in process, in one of its namespaces; closing it closes nothing (the app is the caller's). */
export function injectTarget(app: FastifyInstance, namespace: string): Target {
  return {
    live: false,
    namespace,
    async request(method, path, init = {}) {
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        headers: headersFor(namespace, path, init),
        payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.statusCode, body: parseBody(response.body, response.headers['content-type']), headers: response.headers };
    },
    close: async () => {},
  };
}

/**
 * Calls of a ts-rest client sent to a target. Every answer is checked against the route's schema
 * for its status, refusals too (ts-rest's validateResponse checks only successes), as
 * expectContract does. With a session, calls carry its token.
 */
function targetFetcher(target: Target, session?: Pick<Session, 'token'>): ApiFetcher {
  return async ({ route, path, method, rawBody, headers }) => {
    const response = await target.request(method, path, {
      token: session?.token,
      // a POST without a body is sent as {} (the member API's bodiless POSTs expect JSON); a GET or DELETE as nothing
      body: rawBody ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type')),
    });
    const schema = route.responses[response.status];
    if (isZodType(schema)) {
      const result = schema.safeParse(response.body);
      expect(
        result.success,
        result.success ? '' : `${route.method} ${route.path} ${response.status}: ${JSON.stringify(result.error.issues)}`,
      ).toBe(true);
    }
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value));
    return { status: response.status, body: response.body, headers: answerHeaders };
  };
}

/** The member API's ts-rest client over a target: typed bodies and typed answers instead of hand-written ones. */
export function contractClient(target: Target, session?: Pick<Session, 'token'>) {
  return initClient(contract, { baseUrl: '', baseHeaders: {}, api: targetFetcher(target, session), validateResponse: true });
}

/** The control API's (`/__mock/*`) ts-rest client over a target, in the target's namespace. */
export function controlClient(target: Target) {
  return initClient(mockControlContract, { baseUrl: '', baseHeaders: {}, api: targetFetcher(target), validateResponse: true });
}

/** The body of an answer with the expected status, typed for that status (fails the test otherwise). */
export function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

export interface Session {
  token: string;
  uuid: string;
  username: string;
}

export async function login(target: Target, user = credentials): Promise<Session> {
  const response = await target.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = response.body as { token: string; data: { uuid: string; user_pass: { username: string } } };
  return { token: body.token, uuid: body.data.uuid, username: body.data.user_pass.username };
}

/** Asserts the status is one the route declares and the body matches that status's schema. */
/**
 * The target of a test file with the demo member logged in: opened before the file's tests,
 * closed after them. Read `target` and `session` inside tests (they exist from beforeAll on).
 */
export function memberTarget(): { readonly target: Target; readonly session: Session } {
  let opened: { target: Target; session: Session } | undefined;
  beforeAll(async () => {
    const target = await openTarget();
    opened = { target, session: await login(target) };
  });
  afterAll(() => opened?.target.close());
  const current = () => {
    if (opened === undefined) throw new Error('memberTarget() is read inside tests, after beforeAll');
    return opened;
  };
  return {
    get target() {
      return current().target;
    },
    get session() {
      return current().session;
    },
  };
}

export function expectContract(route: AppRoute, response: Response, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const schema = route.responses[status];
  expect(schema, `${route.method} ${route.path} does not declare ${status}`).toBeDefined();
  if (isZodType(schema)) {
    const result = schema.safeParse(response.body);
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues)).toBe(true);
  }
}

/** Fills `:param` placeholders of a contract path. */
export function pathOf(route: AppRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
