import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { SettingsError } from '@site/service-kit/settings';
import { buildApp } from '../app';
import { loadMockSettings } from '../config';

const THAI = /[\u0E00-\u0E7F]/;

/** The control API against pages of other sites: cross-site forms, foreign origins, DNS rebinding (docs/design/mock.md#shared-mock). */
describe('control API refuses cross-site requests and foreign hosts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ seed: 42, allowedHosts: ['qa.example.test'] });
    const created = await control(
      'POST',
      '/__mock/namespaces',
      { ...CONTROL_REQUEST_HEADERS, 'content-type': 'application/json' },
      JSON.stringify({ namespace: 'cross-site' }),
    );
    expect(created.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  function control(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) {
    return app.inject({ method, url, headers: { host: 'localhost:8080', [NAMESPACE_HEADER]: 'cross-site', ...headers }, payload });
  }

  it('refuses a simple cross-site form POST (text/plain, no control header), and the namespace is untouched', async () => {
    const form = await control(
      'POST',
      '/__mock/maintenance',
      { 'content-type': 'text/plain', origin: 'http://evil.example' },
      '{"on":true}',
    );
    expect(form.statusCode).toBe(403);
    expect(form.json<{ message: string }>().message).toMatch(THAI);
    // the same form from a page without an Origin (some browsers omit it): still no control header
    const bare = await control('POST', '/__mock/reset', { 'content-type': 'text/plain' }, '');
    expect(bare.statusCode).toBe(403);
    const state = await control('GET', '/__mock/state', {});
    expect(state.statusCode).toBe(200);
    expect(state.json<{ websiteStatus: string }>().websiteStatus).not.toBe('MA');
  });

  it('refuses a foreign Origin even with the control header (a page that got through a preflight elsewhere)', async () => {
    const response = await control('POST', '/__mock/reset', { ...CONTROL_REQUEST_HEADERS, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(THAI);
    expect((await control('GET', '/__mock/members', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('refuses a Host that is neither loopback nor configured (a DNS-rebinding page reading the member list)', async () => {
    const rebound = await control('GET', '/__mock/members', { host: 'rebind.evil.example:8080' });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json<{ message: string }>().message).toMatch(THAI);
    expect(rebound.body).not.toContain('demo1234');
    expect((await control('GET', '/__mock/console/', { host: 'rebind.evil.example' })).statusCode).toBe(403);
  });

  it('serves loopback names and configured hosts, from their own origin', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:4010', '[::1]:4010', 'qa.example.test:4010', 'QA.Example.Test']) {
      const headers = { ...CONTROL_REQUEST_HEADERS, host, origin: `http://${host}`, 'content-type': 'application/json' };
      const response = await control('POST', '/__mock/clock', headers, '{"freeze":true}');
      expect(response.statusCode, host).toBe(200);
    }
    expect((await control('GET', '/__mock/members', {})).statusCode).toBe(200);
    // member routes are not the control API: any host, as the gateway forwards them
    expect((await app.inject({ method: 'GET', url: '/api/setting', headers: { host: 'member.example' } })).statusCode).toBe(200);
  });

  it('validates MOCK_ALLOWED_HOSTS at boot', () => {
    expect(loadMockSettings({ MOCK_ALLOWED_HOSTS: 'qa.example.test, 10.0.0.5' }).allowedHosts).toEqual(['qa.example.test', '10.0.0.5']);
    expect(() => loadMockSettings({ MOCK_ALLOWED_HOSTS: 'http://qa.example.test' })).toThrow(SettingsError);
    expect(() => loadMockSettings({ MOCK_ALLOWED_HOSTS: 'qa.example.test:4010' })).toThrow(/MOCK_ALLOWED_HOSTS/);
  });
});
