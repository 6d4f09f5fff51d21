/**
 * What running compiled JavaScript instead of tsx changes (docs/design/testing.md#compiled-services): for the gateway (with
 * its in-process mock) and the stand-alone mock, the time from spawn to the first answer and
 * the resident memory once it answers, then after 200 requests.
 *
 *   npx tsx scripts/bench/startup.ts [--rounds 5]
 *
 * Arms, interleaved (the order rotates each round), medians and compiled/tsx ratios printed:
 *   gateway tsx        node --import tsx server/src/server.ts        (npm start)
 *   gateway compiled   node --enable-source-maps server/dist/server.mjs   (the gateway image)
 *   mock tsx           node --import tsx mock-api/src/server.ts
 *   mock compiled      node --enable-source-maps mock-api/dist/server.mjs (the mock image)
 * Builds the compiled files first (`npm run build:services`); the gateway serves web/dist, so
 * `npm run build` before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nodeArguments } from '@site/mock-api/testing';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 3) throw new Error(`--rounds must be a whole number >= 3, not ${values.rounds}`);

interface Arm {
  name: string;
  entry: string;
  env: Record<string, string>;
  /** A public GET that answers once the service is ready. */
  path: string;
}
const ARMS: Arm[] = [
  {
    name: 'gateway tsx',
    entry: 'server/src/server.ts',
    env: { HOST: '127.0.0.1', PORT: '18181', LOG_LEVEL: 'warn' },
    path: 'http://127.0.0.1:18181/api/setting/operational/website',
  },
  {
    name: 'gateway compiled',
    entry: 'server/dist/server.mjs',
    env: { HOST: '127.0.0.1', PORT: '18181', LOG_LEVEL: 'warn' },
    path: 'http://127.0.0.1:18181/api/setting/operational/website',
  },
  {
    name: 'mock tsx',
    entry: 'mock-api/src/server.ts',
    env: { MOCK_HOST: '127.0.0.1', MOCK_PORT: '18182' },
    path: 'http://127.0.0.1:18182/api/setting/operational/website',
  },
  {
    name: 'mock compiled',
    entry: 'mock-api/dist/server.mjs',
    env: { MOCK_HOST: '127.0.0.1', MOCK_PORT: '18182' },
    path: 'http://127.0.0.1:18182/api/setting/operational/website',
  },
];

interface Figures {
  readyMs: number;
  rssReadyMb: number;
  rssWarmMb: number;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(arm: Arm): Promise<Figures> {
  const started = performance.now();
  const child = spawn(process.execPath, nodeArguments(arm.entry), { cwd: ROOT, env: { ...process.env, ...arm.env }, stdio: 'ignore' });
  try {
    // polls every 10 ms: the figure is within 10 ms of the first answer
    while (!(await answers(arm.path))) {
      if (child.exitCode !== null) throw new Error(`${arm.name} exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error(`${arm.name} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    const rssReadyMb = rssMb(child.pid ?? 0);
    for (let request = 0; request < 200; request += 1) await fetch(arm.path).then((answer) => answer.arrayBuffer());
    return { readyMs, rssReadyMb, rssWarmMb: rssMb(child.pid ?? 0) };
  } finally {
    await stopped(child);
  }
}

const build = spawn(process.execPath, ['scripts/build-services.mjs'], { cwd: ROOT, stdio: 'inherit' });
await new Promise<void>((resolve, reject) =>
  build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build:services exited with ${code}`)))),
);

const results = new Map<string, Figures[]>(ARMS.map((arm) => [arm.name, []]));
for (let round = 0; round < rounds; round += 1) {
  const order = ARMS.map((_, index) => ARMS[(index + round) % ARMS.length] as Arm);
  for (const arm of order) {
    const figures = await measure(arm);
    results.get(arm.name)?.push(figures);
    console.log(
      `round ${round + 1} ${arm.name.padEnd(17)} ready ${figures.readyMs.toFixed(0)} ms, RSS ${figures.rssReadyMb.toFixed(0)} MB, after 200 requests ${figures.rssWarmMb.toFixed(0)} MB`,
    );
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medians = (name: string): Figures => {
  const runs = results.get(name) ?? [];
  return {
    readyMs: median(runs.map((r) => r.readyMs)),
    rssReadyMb: median(runs.map((r) => r.rssReadyMb)),
    rssWarmMb: median(runs.map((r) => r.rssWarmMb)),
  };
};

console.log(`\nmedians of ${rounds} rounds`);
console.log(`  ${'arm'.padEnd(18)}${'ready ms'.padStart(10)}${'RSS MB'.padStart(9)}${'warm MB'.padStart(9)}`);
for (const arm of ARMS) {
  const m = medians(arm.name);
  console.log(
    `  ${arm.name.padEnd(18)}${m.readyMs.toFixed(0).padStart(10)}${m.rssReadyMb.toFixed(0).padStart(9)}${m.rssWarmMb.toFixed(0).padStart(9)}`,
  );
}
for (const service of ['gateway', 'mock']) {
  const tsx = medians(`${service} tsx`);
  const compiled = medians(`${service} compiled`);
  console.log(
    `  ${service}: compiled/tsx ready ${(compiled.readyMs / tsx.readyMs).toFixed(2)}, RSS ${(compiled.rssReadyMb / tsx.rssReadyMb).toFixed(2)}, warm RSS ${(compiled.rssWarmMb / tsx.rssWarmMb).toFixed(2)}`,
  );
}
