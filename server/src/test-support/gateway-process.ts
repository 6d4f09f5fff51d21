import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArguments, serviceEntry } from '@site/mock-api/testing';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type GatewayProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

/**
 * The gateway as its own process (real signals, real close-with-grace), from
 * `serviceEntry('server')` (compiled when up to date, else the sources through tsx) or the entry
 * given (another checkout's server.ts, which the benchmark compares against). No load balancer stands in
 * front of it, so it stops without the idle-connection drain unless `env` sets SHUTDOWN_DRAIN_MS.
 */
export async function spawnGateway(env: Record<string, string>, serverPath: string = serviceEntry('server')): Promise<GatewayProcess> {
  const child = spawn(process.execPath, nodeArguments(serverPath), {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const match = /Member site: (http:\/\/[^\s]+)/.exec(output);
    if (match?.[1] !== undefined) {
      const url = match[1];
      return { url, port: Number(new URL(url).port), child, output: () => output, exited };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`gateway process did not start:\n${output}`);
}
