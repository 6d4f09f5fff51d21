import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What scripts/build-services.mjs bundles into a service: our workspaces' sources. */
const BUNDLED_SOURCES = ['contract/src', 'service-kit/src', 'mock-api/src', 'server/src'];
const NOT_BUNDLED = /(\.test(-d)?\.tsx?|^test-support)$/;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !NOT_BUNDLED.test(entry))
    .reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/**
 * The entry a test runs a service from: its compiled file, as the images run it (docs/design/testing.md#compiled-services),
 * when that is newer than every source it bundles (`npm test` builds it first), else the sources
 * through tsx, so an edit is never tested against a stale build. Compiled JavaScript starts with
 * about half of tsx's CPU (docs/design/testing.md#compiled-services).
 */
export function serviceEntry(service: 'mock-api' | 'server'): string {
  const compiled = join(REPO_ROOT, service, 'dist/server.mjs');
  let builtAt = 0;
  try {
    builtAt = statSync(compiled).mtimeMs;
  } catch {
    // not built: the sources
  }
  const fresh = builtAt > Math.max(...BUNDLED_SOURCES.map((directory) => newestMtime(join(REPO_ROOT, directory))));
  return fresh ? compiled : join(REPO_ROOT, service, 'src/server.ts');
}

export type MockProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
};

/** How Node runs an entry: compiled JavaScript as the images run it (docs/design/testing.md#compiled-services), sources through tsx. */
export function nodeArguments(entry: string): string[] {
  return entry.endsWith('.mjs') ? ['--enable-source-maps', entry] : ['--import', 'tsx', entry];
}

/**
 * The stand-alone mock as its own process, on a free loopback port unless `env` says otherwise,
 * from `serviceEntry('mock-api')` or the entry given.
 */
function startMockProcess(env: Record<string, string>, entry: string = serviceEntry('mock-api')) {
  const child = spawn(process.execPath, nodeArguments(entry), {
    cwd: REPO_ROOT,
    env: { ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const captured = { output: '' };
  child.stdout?.on('data', (chunk: Buffer) => (captured.output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (captured.output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, captured, exited };
}

/** Starts the stand-alone mock with settings it must refuse: its exit code and everything it printed. */
export async function refusedMockBoot(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, captured } = startMockProcess(env);
  // 'close' comes after the output is read to its end ('exit' may come before)
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  // a mock that starts after all is stopped, and the test sees no exit code
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await closed;
  clearTimeout(timer);
  return { code, output: captured.output };
}

export async function spawnMock(env: Record<string, string> = {}, entry?: string): Promise<MockProcess> {
  const { child, captured, exited } = startMockProcess(env, entry);
  const output = () => captured.output;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const match = /mock-api listening on (http:\/\/[^\s]+)/.exec(output());
    if (match?.[1] !== undefined) {
      return { url: match[1].replace('localhost', '127.0.0.1'), child, output, exited, stop };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`mock process did not start:\n${output()}`);
}
