#!/usr/bin/env node
/**
 * `npm start`: build the web app (and the QA console) when missing or older than their sources, then run the
 * gateway (which starts the mock in process unless UPSTREAM_URL is set) at PORT (8080).
 * `npm run dev`: the same gateway in front of the Vite dev server, with hot reload.
 * With WEB_DIST set, that build is served and web/ is not built.
 * Plain Node on purpose: it must run before anything is built. On a Node older than 24 it runs
 * again on Node 24 from the npm registry first (node24.mjs).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnNode24 } from './node24.mjs';

await runOnNode24();

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dev = process.argv.includes('--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

// Each child leads a process group of its own, so a signal sent to `npm start`'s group (Ctrl-C,
// kill -TERM -<pgid>) reaches it once, forwarded from here, not twice (docs/design/gateway.md#shutdown). No child
// reads the terminal: a background group that does would be stopped.
const ownGroup = process.platform !== 'win32';

function run(command, args, env = {}) {
  return spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: ownGroup, env: { ...process.env, ...env } });
}

const children = [];

function waitFor(child) {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Builds a workspace when its output is missing or older than any of its sources. */
async function buildIfStale(workspace, label, output, sources) {
  const builtAt = newestMtime(join(root, output));
  const newest = Math.max(...sources.map((p) => newestMtime(join(root, p))));
  if (builtAt > 0 && builtAt >= newest) return;
  console.log(builtAt ? `${label} changed since the last build: building…` : `${label} not built yet: building…`);
  const build = run(npm, ['run', 'build', '-w', workspace]);
  children.push(build);
  const code = await waitFor(build);
  if (code !== 0 || stopping) process.exit(code);
}

async function buildWebIfStale() {
  // Someone else's build is served as it is.
  if (!process.env.WEB_DIST) {
    await buildIfStale('web', 'web app', 'web/dist/index.html', [
      'web/src',
      'web/index.html',
      'web/public',
      'web/vite.config.ts',
      'web/build',
      'contract/src',
    ]);
  }
  // the QA console at /__mock/console/ (mock mode only; docs/design/qa.md#qa-console)
  await buildIfStale('console', 'QA console', 'console/dist/index.html', [
    'console/src',
    'console/index.html',
    'console/vite.config.ts',
    'contract/src',
  ]);
}

function stopAll(signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (ownGroup) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // it exited meanwhile
    }
  }
}

// The first stop signal is forwarded once; the gateway then finishes in-flight requests within
// SHUTDOWN_TIMEOUT_MS. Later ones (npm forwards the group's signal again, a second Ctrl-C)
// would only cut that short, so they are not passed on.
let stopping = false;
function onStopSignal(signal) {
  if (stopping) return;
  stopping = true;
  stopAll(signal);
}
process.on('SIGINT', () => onStopSignal('SIGINT'));
process.on('SIGTERM', () => onStopSignal('SIGTERM'));
// The terminal went away: stop as on SIGTERM rather than leave the children running.
process.on('SIGHUP', () => onStopSignal('SIGTERM'));
process.on('exit', () => stopAll('SIGTERM'));

const tsx = ['--import', 'tsx', 'server/src/server.ts'];
// the QA console's scenario runs use this repository's runner, scripts' export (the mock does not look for it: docs/design/qa.md#scenario-runs)
const scenarioRunner = {
  MOCK_SCENARIO_RUNNER: process.env.MOCK_SCENARIO_RUNNER || createRequire(import.meta.url).resolve('@site/scripts/scenario-runner'),
};
if (dev) {
  const vitePort = process.env.VITE_PORT ?? '5173';
  const vite = run(npm, ['run', 'dev', '-w', 'web', '--', '--port', vitePort, '--strictPort', '--host', '127.0.0.1']);
  const gateway = run(process.execPath, tsx, { WEB_DEV_URL: `http://127.0.0.1:${vitePort}`, ...scenarioRunner });
  children.push(vite, gateway);
  const code = await Promise.race([waitFor(vite), waitFor(gateway)]);
  stopAll('SIGTERM');
  process.exit(code);
} else {
  await buildWebIfStale();
  const gateway = run(process.execPath, tsx, scenarioRunner);
  children.push(gateway);
  process.exit(await waitFor(gateway));
}
