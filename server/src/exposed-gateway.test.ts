import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_REQUEST_HEADERS, CONTROL_TOKEN_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS, DEV_JWT_SECRET, signJwt } from '@site/mock-api/testing';
import { spawnGateway, type GatewayProcess } from './test-support/gateway-process';
import { createTestDist, type TestDist } from './test-support/web-dist';

const [demo] = DEMO_MEMBERS;
let dist: TestDist;
const started: GatewayProcess[] = [];

beforeAll(() => {
  dist = createTestDist();
});

afterAll(async () => {
  for (const gateway of started) {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGTERM');
    await gateway.exited;
  }
  dist.remove();
});

/** `server.ts` as `npm start` runs it: no UPSTREAM_URL, so the mock runs in process. */
async function gatewayWithMock(env: Record<string, string>): Promise<GatewayProcess & { local: string }> {
  const gateway = await spawnGateway({ WEB_DIST: dist.root, UPSTREAM_URL: '', MOCK_CONTROL_TOKEN: '', MOCK_JWT_SECRET: '', ...env });
  started.push(gateway);
  return { ...gateway, local: `http://127.0.0.1:${gateway.port}` };
}

/** The first address of this machine that is not loopback, if it has one. */
function ownOutsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal)?.address;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demo.username, password: demo.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A token as anyone who read the repository could sign it: the public development secret. */
function developmentSecretToken(): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub: demo.uuid, username: demo.username, ns: 'default', sv: 0, iat: now, exp: now + 3600 }, DEV_JWT_SECRET);
}

describe('npm start: loopback unless told otherwise (docs/design/mock.md#shared-mock)', () => {
  it('listens on 127.0.0.1 when HOST is not set', async () => {
    const gateway = await gatewayWithMock({ HOST: '' });
    expect(new URL(gateway.url).hostname).toBe('127.0.0.1');
    expect(await connects('127.0.0.1', gateway.port)).toBe(true);
    const outside = ownOutsideAddress();
    if (outside !== undefined) expect(await connects(outside, gateway.port)).toBe(false);
    // on loopback the in-process mock stays zero-config
    expect((await fetch(`${gateway.local}/__mock/members`)).status).toBe(200);
  });

  it('on 0.0.0.0 without a control token: the in-process mock has no control API and refuses the public development secret', async () => {
    const gateway = await gatewayWithMock({ HOST: '0.0.0.0' });
    expect((await fetch(`${gateway.local}/__mock/members`)).status).toBe(404);
    const session = await fetch(`${gateway.local}/__mock/members/${demo.username}/session`, {
      method: 'POST',
      headers: CONTROL_REQUEST_HEADERS,
    });
    expect(session.status).toBe(404);
    const detail = (token: string) =>
      fetch(`${gateway.local}/api/auth/user/detail/${demo.uuid}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await detail(developmentSecretToken())).status).toBe(401);
    expect((await detail(await login(gateway.local))).status).toBe(200);
    expect(gateway.output()).toMatch(/control API \/__mock\/\* is off/);
    // the operations endpoints answer this machine only, and the start says how to open them
    expect(gateway.output()).toMatch(/Operations \(\/metrics, \/__gateway\/drift\): this machine only; set OPS_TOKEN or OPS_NETWORKS/);
    expect((await fetch(`${gateway.local}/metrics`)).status).toBe(200);
    const outside = ownOutsideAddress();
    if (outside !== undefined) expect((await fetch(`http://${outside}:${gateway.port}/metrics`)).status).toBe(403);
  });

  it('on 0.0.0.0 with MOCK_CONTROL_TOKEN: the control API answers only requests carrying it', async () => {
    const gateway = await gatewayWithMock({ HOST: '0.0.0.0', MOCK_CONTROL_TOKEN: 'qa-control-token-123' });
    expect((await fetch(`${gateway.local}/__mock/members`)).status).toBe(401);
    const members = await fetch(`${gateway.local}/__mock/members`, { headers: { [CONTROL_TOKEN_HEADER]: 'qa-control-token-123' } });
    expect(members.status).toBe(200);
  });
});
