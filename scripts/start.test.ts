import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
async function npmStart(env: Record<string, string> = {}) {
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
      ...env,
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

describe('npm start stopped by a process-group signal (docs/design/gateway.md#shutdown)', () => {
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

// The Node a newcomer's machine has (Debian's, or the distribution's): older than the project's 24.
const OLDER_NODE_DIR = '/usr/bin';
const olderNodeVersion = spawnSync(join(OLDER_NODE_DIR, 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const olderNodeMajor = Number(/^v(\d+)/.exec(olderNodeVersion)?.[1] ?? 99);

describe.skipIf(olderNodeMajor >= 24)(`npm start with ${OLDER_NODE_DIR}/node (${olderNodeVersion || 'absent'}) first on the PATH`, () => {
  const olderNodeFirst = { PATH: `${OLDER_NODE_DIR}:${process.env.PATH ?? ''}` };

  it('runs on Node 24 from the npm registry, says so in one line, and serves the site', async () => {
    const started = await npmStart(olderNodeFirst);
    const group = -(started.child.pid ?? 0);
    try {
      const lines = started.output().split('\n');
      expect(lines.filter((line) => line.includes('Node 24'))).toEqual([
        expect.stringMatching(new RegExp(`^Node ${olderNodeVersion} is older than the Node 24 this project needs: running on Node v24\\.`)),
      ]);
      const page = await fetch(`${started.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      process.kill(group, 'SIGTERM');
      await started.exited;
    } finally {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // the whole group has exited
      }
    }
  }, 60_000);

  it('where Node 24 cannot be fetched, says what is needed in one line and builds nothing', async () => {
    const emptyCache = mkdtempSync(join(tmpdir(), 'node24-cache-'));
    try {
      // no registry answers on port 9 (discard): the install fails at once
      const run = spawnSync('npm', ['start'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          ...olderNodeFirst,
          XDG_CACHE_HOME: emptyCache,
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_fetch_retries: '0',
        },
      });
      expect(run.status).not.toBe(0);
      const needed = run.stderr.split('\n').filter((line) => line.startsWith('member-site needs'));
      expect(needed).toEqual([
        expect.stringMatching(/^member-site needs Node\.js 24 or newer; this is Node v\d+.* Install Node\.js 24 LTS/),
      ]);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/build|Member site/);
    } finally {
      rmSync(emptyCache, { recursive: true, force: true });
    }
  }, 60_000);
});
