import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { closedPort } from './fake-upstream';

export const REDIS_SERVER = '/usr/bin/redis-server';

export type TestRedis = { url: string; stop(): Promise<void> };

/** A real redis-server (Debian package) on a free loopback port, without persistence. */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server is missing at ${REDIS_SERVER}: apt-get install -y redis-server`);
  }
  const port = await closedPort();
  const dir = mkdtempSync(join(tmpdir(), 'gateway-redis-'));
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections while redis starts are expected; connect() rejects and we retry.
  probe.on('error', () => undefined);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 50 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.disconnect();
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
