import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, MOCK_NOW_HEADER, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from '../app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ logger: false, now: '2026-03-10T23:59:30+07:00' });
});

afterAll(() => app.close());

describe('every member-API answer says the instant of its namespace clock', () => {
  const ask = (url: string, namespace: string) => app.inject({ method: 'GET', url, headers: { [NAMESPACE_HEADER]: namespace } });

  it('follows the clock QA moves, per namespace, on answers and refusals alike', async () => {
    expect((await ask('/api/setting', 'clock-a')).headers[MOCK_NOW_HEADER]).toBe('2026-03-10T16:59:30.000Z');
    const moved = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { [NAMESPACE_HEADER]: 'clock-a', ...CONTROL_REQUEST_HEADERS },
      payload: { at: '2026-03-11T00:00:05+07:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await ask('/api/setting', 'clock-a')).headers[MOCK_NOW_HEADER]).toBe('2026-03-10T17:00:05.000Z');
    // another namespace keeps its own clock; a refused member call says the instant too
    expect((await ask('/api/setting', 'clock-b')).headers[MOCK_NOW_HEADER]).toBe('2026-03-10T16:59:30.000Z');
    const refused = await ask('/api/auth/user/detail/nobody', 'clock-a');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[MOCK_NOW_HEADER]).toBe('2026-03-10T17:00:05.000Z');
    // the control API and the stand-ins are not the member API
    expect((await ask('/__mock/state', 'clock-a')).headers[MOCK_NOW_HEADER]).toBeUndefined();
  });
});
