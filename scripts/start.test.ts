import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream, createTestDist, type TestDist } from '@site/server/testing';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const IN_FLIGHT = 8;

let upstream: FakeUpstream;
let dist: TestDist;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // The upstream takes every POST and answers it only 1.5 s later: the stop signal finds them in flight.
  upstream.respond((recorded, response) => {
    setTimeout(
      () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ data: { url: recorded.url } }));
      },
      recorded.method === 'POST' ? 1_500 : 5,
    );
  });
  dist = createTestDist();
});

afterAll(async () => {
  await upstream.close();
  dist.remove();
});

/** `npm start` as a developer runs it, leading a process group of its own (like a terminal's job). */
async function npmStart() {
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      UPSTREAM_URL: upstream.url,
      WEB_DIST: dist.root,
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '20000',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const url = /Member site: (http:\/\/\S+)/.exec(output)?.[1];
    if (url !== undefined) return { child, url, exited, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-(child.pid ?? 0), 'SIGKILL');
  throw new Error(`npm start did not start:\n${output}`);
}

describe('npm start stopped by a process-group signal (decision 091)', () => {
  it('answers every in-flight POST, even when the group is signalled twice, then exits', async () => {
    const started = await npmStart();
    const group = -(started.child.pid ?? 0);
    try {
      const before = upstream.received.length;
      const answers = Array.from({ length: IN_FLIGHT }, (_, index) =>
        fetch(`${started.url}/api/auth/withdraw/${index}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 100 + index }),
        }).then(
          async (response) => `${response.status} ${JSON.stringify(await response.json())}`,
          (error: unknown) => `failed: ${String(error)}`,
        ),
      );
      // Every POST has reached the upstream: from here, dropping one would lose a withdrawal.
      while (upstream.received.length < before + IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 20));
      // Ctrl-C or `kill -TERM -<pgid>` reaches npm, the start script and (before the fix) the
      // gateway; an impatient operator sends it again while the gateway drains.
      process.kill(group, 'SIGTERM');
      await vi.waitFor(() => expect(started.output()).toContain('SIGTERM: finishing in-flight requests'), {
        timeout: 10_000,
        interval: 20,
      });
      process.kill(group, 'SIGTERM');
      const results = await Promise.all(answers);
      expect(results).toEqual(Array.from({ length: IN_FLIGHT }, (_, index) => `200 {"data":{"url":"/api/auth/withdraw/${index}"}}`));
      await started.exited;
      await expect(fetch(`${started.url}/healthz`)).rejects.toThrow();
      expect(started.output()).toContain('SIGTERM: finishing in-flight requests');
      expect(started.output()).not.toMatch(/second SIGTERM|killed by timeout/);
    } finally {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // the whole group has exited
      }
    }
  }, 60_000);
});
