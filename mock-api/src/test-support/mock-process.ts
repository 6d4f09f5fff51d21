import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type MockProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
};

/**
 * The stand-alone mock (`mock-api/src/server.ts`) as its own process, started as its
 * Dockerfile starts it, on a free loopback port unless `env` says otherwise.
 */
export async function spawnMock(env: Record<string, string> = {}): Promise<MockProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const match = /mock-api listening on (http:\/\/[^\s]+)/.exec(output);
    if (match?.[1] !== undefined) {
      return { url: match[1].replace('localhost', '127.0.0.1'), child, output: () => output, exited, stop };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`mock process did not start:\n${output}`);
}
