import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { spawnGateway, type GatewayProcess } from './test-support/gateway-process';
import { createTestDist, type TestDist } from './test-support/web-dist';

let upstream: FakeUpstream;
let dist: TestDist;
let gateway: GatewayProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
  // on every interface, as a container runs it; probed through 127.0.0.1 (one client address)
  gateway = await spawnGateway({
    HOST: '0.0.0.0',
    UPSTREAM_URL: upstream.url,
    WEB_DIST: dist.root,
    MAX_CONNECTIONS_PER_CLIENT: '5',
    HEADERS_TIMEOUT_MS: '1000',
  });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  if (gateway.child.exitCode === null) gateway.child.kill('SIGTERM');
  await gateway.exited;
  await upstream.close();
  dist.remove();
});

type Probe = { socket: Socket; closed: Promise<void>; received: () => string };

function open(): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: gateway.port });
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

/** Resolves true once the socket is closed by the other side, false if it is still open after `ms`. */
async function closedWithin(probe: Probe, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    probe.closed.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return result;
}

async function answered(probe: Probe): Promise<void> {
  probe.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  for (let attempt = 0; attempt < 200 && !probe.received().includes('\r\n\r\n'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(probe.received()).toMatch(/^HTTP\/1\.1 200/);
}

describe('per-client connection limits (docs/design/gateway.md#connection-caps)', () => {
  it('closes a connection that never sends a byte after HEADERS_TIMEOUT_MS', async () => {
    const silent = await open();
    expect(await closedWithin(silent, 8_000)).toBe(true);
    expect(silent.received()).toBe('');
  });

  it('refuses a client’s connection beyond MAX_CONNECTIONS_PER_CLIENT; one closed makes room again', async () => {
    const kept: Probe[] = [];
    for (let i = 0; i < 5; i += 1) {
      const probe = await open();
      await answered(probe);
      kept.push(probe);
    }
    const extra = await open();
    expect(await closedWithin(extra, 5_000)).toBe(true);
    expect(extra.received()).toBe('');
    // the kept-alive ones still work
    await answered(kept[0] as Probe);
    (kept[1] as Probe).socket.destroy();
    await (kept[1] as Probe).closed;
    let again: Probe | undefined;
    // the gateway learns of the close asynchronously: poll until a new connection is served
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const probe = await open();
      if (!(await closedWithin(probe, 100))) {
        again = probe;
        break;
      }
    }
    expect(again).toBeDefined();
    await answered(again as Probe);
  });
});
