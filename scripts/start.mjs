#!/usr/bin/env node
/**
 * `npm start`: build the web app when it is missing or older than its sources, then run the
 * gateway (which starts the mock in process unless UPSTREAM_URL is set) at PORT (8080).
 * `npm run dev`: the same gateway in front of the Vite dev server, with hot reload.
 * Plain Node on purpose: it must run before anything is built.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dev = process.argv.includes('--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

function run(command, args, env = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function waitFor(child) {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function buildWebIfStale() {
  const builtAt = newestMtime(join(root, 'web/dist/index.html'));
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'contract/src'].map((p) => newestMtime(join(root, p)));
  if (builtAt > 0 && builtAt >= Math.max(...sources)) return;
  console.log(builtAt ? 'web app changed since the last build: building…' : 'web app not built yet: building…');
  const code = await waitFor(run(npm, ['run', 'build', '-w', 'web']));
  if (code !== 0) process.exit(code);
}

const children = [];
function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const tsx = ['--import', 'tsx', 'server/src/server.ts'];
if (dev) {
  const vitePort = process.env.VITE_PORT ?? '5173';
  const vite = run(npm, ['run', 'dev', '-w', 'web', '--', '--port', vitePort, '--strictPort', '--host', '127.0.0.1']);
  const gateway = run(process.execPath, tsx, { WEB_DEV_URL: `http://127.0.0.1:${vitePort}` });
  children.push(vite, gateway);
  const code = await Promise.race([waitFor(vite), waitFor(gateway)]);
  stopAll('SIGTERM');
  process.exit(code);
} else {
  await buildWebIfStale();
  const gateway = run(process.execPath, tsx);
  children.push(gateway);
  process.exit(await waitFor(gateway));
}
