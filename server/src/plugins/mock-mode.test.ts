import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { DEMO_MEMBERS } from '@site/mock-api';
import { CONTROL_REQUEST_HEADER, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { startGateway, type RunningGateway } from '../start';
import { rawRequest } from '../test-support/raw-http';
import { createTestDist, type TestDist } from '../test-support/web-dist';

let dist: TestDist;
let gateway: RunningGateway;

beforeAll(async () => {
  dist = createTestDist();
  gateway = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  dist.remove();
});

describe('mock mode (no UPSTREAM_URL): the mock runs in process behind the same proxy', () => {
  it('starts the mock on its own loopback port', () => {
    expect(gateway.mockUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gateway.mockUrl).not.toBe(gateway.url);
  });

  it('proxies the API: the demo member logs in and reads settings', async () => {
    const demo = DEMO_MEMBERS[0];
    expect(demo?.username).toBe('demo');
    const login = await request(gateway.url).post('/api/auth/login').send({ username: 'demo', password: 'demo1234' });
    expect(login.status).toBe(200);
    expect(JSON.stringify(login.body)).toContain('demo');
    const settings = await request(gateway.url).get('/api/setting');
    expect(settings.status).toBe(200);
  });

  it('proxies /mock-cdn/* and /__mock/* to the mock: same status and body as the mock itself', async () => {
    for (const path of [
      '/mock-cdn/levels/1.svg',
      '/mock-cdn/brands/default/logo.svg',
      '/__mock/state',
      '/__mock/console/',
      '/__mock/no-such-route',
    ]) {
      const direct = await fetch(`${gateway.mockUrl ?? ''}${path}`);
      const viaGateway = await fetch(`${gateway.url}${path}`);
      expect(viaGateway.status, path).toBe(direct.status);
      expect(viaGateway.headers.get('content-type'), path).toBe(direct.headers.get('content-type'));
      const [directBody, gatewayBody] = [await direct.text(), await viaGateway.text()];
      // Control state carries the mock's clock; compare its shape, and CDN files byte for byte.
      if (path.startsWith('/__mock/') && direct.headers.get('content-type')?.includes('json') === true) {
        expect(Object.keys(JSON.parse(gatewayBody) as object), path).toEqual(Object.keys(JSON.parse(directBody) as object));
      } else {
        expect(gatewayBody, path).toBe(directBody);
      }
    }
  });

  it('refuses /__mock/* to a foreign Host (DNS rebinding) or Origin, and a change without the control header (docs/design/mock.md#shared-mock)', async () => {
    const rebound = await rawRequest(`${gateway.url}/__mock/members`, { headers: { host: 'rebind.evil.example:8080' } });
    expect(rebound.status).toBe(403);
    expect(rebound.body.toString()).not.toContain('demo1234');
    expect((JSON.parse(rebound.body.toString()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    const foreignPage = await rawRequest(`${gateway.url}/__mock/reset`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', [CONTROL_REQUEST_HEADER]: '1' },
    });
    expect(foreignPage.status).toBe(403);
    const form = await rawRequest(`${gateway.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(403);
    // the developer's own page and tools: loopback host, own origin, the header on changes
    const own = await rawRequest(`${gateway.url}/__mock/reset`, {
      method: 'POST',
      headers: {
        host: 'localhost:8080',
        origin: 'http://localhost:8080',
        [CONTROL_REQUEST_HEADER]: '1',
        [NAMESPACE_HEADER]: 'mock-mode-own',
      },
    });
    expect(own.status).toBe(200);
  });

  it('lets the site frame the mock’s provider pages, as it would frame a real provider', async () => {
    const cdn = await fetch(`${gateway.url}/mock-cdn/levels/1.svg`);
    expect(cdn.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cdn.headers.get('x-frame-options')).toBeNull();
    expect(cdn.headers.get('content-security-policy') ?? '').not.toContain("frame-ancestors 'none'");
    const page = await fetch(`${gateway.url}/auth/dashboard`);
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self'");
  });

  it('shuts the mock down with the gateway', async () => {
    const own = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent' });
    const mockUrl = own.mockUrl ?? '';
    expect((await fetch(`${mockUrl}/api/setting`)).status).toBe(200);
    await own.close();
    await expect(fetch(`${mockUrl}/api/setting`)).rejects.toThrow();
  });
});
