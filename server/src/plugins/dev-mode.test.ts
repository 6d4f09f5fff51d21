import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';

let devServer: Server;
let hmr: WebSocketServer;
let upstream: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  // Stands in for Vite: HTML for every page and an HMR websocket that echoes.
  devServer = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><p>vite dev ${request.url ?? ''}</p>`);
  });
  hmr = new WebSocketServer({ server: devServer });
  hmr.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo:${(data as Buffer).toString('utf8')}`)));
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  const { port } = devServer.address() as AddressInfo;
  upstream = await startFakeUpstream();
  gateway = await startGateway({ upstreamUrl: upstream.url, webDevUrl: `http://127.0.0.1:${port}`, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  hmr.close();
  await new Promise<void>((resolve) => devServer.close(() => resolve()));
  await upstream.close();
});

describe('dev mode (WEB_DEV_URL): Vite behind the same gateway', () => {
  it('proxies pages and modules to the dev server and the API to the upstream', async () => {
    const page = await fetch(`${gateway.url}/auth/dashboard`);
    expect(await page.text()).toContain('vite dev /auth/dashboard');
    const api = await fetch(`${gateway.url}/api/setting`);
    expect(((await api.json()) as { url: string }).url).toBe('/api/setting');
    const docs = await fetch(`${gateway.url}/docs/openapi.json`);
    expect(docs.headers.get('content-type')).toMatch(/json/);
  });

  it('relaxes the CSP only as far as Vite needs (inline preamble, styles as <style> elements, HMR socket)', async () => {
    const page = await fetch(`${gateway.url}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("object-src 'none'");
  });

  it('carries the HMR websocket through', async () => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('ping'));
      socket.on('message', (data) => resolve((data as Buffer).toString('utf8')));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo:ping');
  });
});
