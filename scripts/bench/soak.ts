/**
 * Hostile-request soak benchmark (docs/design/gateway.md#request-bodies and docs/design/gateway.md#readiness-and-load-shedding): no request left unanswered, no 5xx, memory that
 * stays put, under a long seeded stream of hostile requests over every contract route.
 *
 *   npx tsx scripts/bench/soak.ts [--requests 20000] [--concurrency 20] [--seed N]
 *   npx tsx scripts/bench/soak.ts --url http://localhost:8080 [--requests 950] [--concurrency 1] [--seed N]
 *
 * Without --url, four arms, each on fresh processes started as production starts them:
 *   mock  sequential   server.ts with no UPSTREAM_URL (npm start's mock in process), 1 connection
 *   mock  concurrent   the same, --concurrency keep-alive connections at once
 *   proxy sequential   server.ts with UPSTREAM_URL at the stand-alone mock (mock-api/src/server.ts,
 *                      its own process), as docker-compose runs them
 *   proxy concurrent   the same, --concurrency connections
 * Every arm sends --requests requests (the same seeded stream; the seed is printed, pass it
 * back to replay). Gateways run with their defaults (load shedding on) except the rate limits,
 * raised so the stream reaches the proxy instead of measuring 429s.
 * With --url, only that running gateway (e.g. `npm start`) is soaked, in one arm.
 *
 *   npx tsx scripts/bench/soak.ts --namespace-flood [--per-kind 1000] [--rounds 3]
 *
 * The namespace arm (docs/design/mock.md#bounds) instead: a fresh stand-alone mock per round feeds one
 * namespace --per-kind long-URL requests (15 KB, the journal), refused withdrawals with a fresh
 * Idempotency-Key each, announcement adds, fault adds and (every 50th) named snapshots, then
 * prints the namespace's JSON size and the process's RSS before and after. Rounds alternate a
 * mock in memory and one with MOCK_DATA_DIR (every change written before its answer); the
 * live heap is read as above. The medians of --rounds rounds of each are printed.
 *
 * Printed per arm: requests, 5xx, answers slower than 2 s (or none), requests with no answer
 * at all by 20 s, p99, and each server process's RSS at boot, after a warm-up stream (a quarter
 * of the requests, another seed) and after the arm, and its live heap (from a heap snapshot:
 * what survives a full collection) before and after the arm. Targets: 0 5xx, 0 over 2 s, RSS growth
 * (after minus after-warm-up) under 50 MB. Every request slower than 2 s is listed with its predecessor
 * on the same connection. This is a soak, not a comparison: its figures are counts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnMock, type MockProcess } from '@site/mock-api/testing';
import { spawnGateway, type GatewayProcess } from '@site/server/testing';
import { liveHeapEnv, liveHeapMb, snapshotDirectory } from '../lib/soak/live-heap';
import { formatSoak, percentile, runSoak, type SoakResult } from '../lib/soak/run-soak';
import { floodNamespace } from '../lib/soak/namespace-flood';

const SLOW_MS = 2_000;
const DEADLINE_MS = 20_000;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '20' },
    seed: { type: 'string' },
    url: { type: 'string' },
    'namespace-flood': { type: 'boolean', default: false },
    'per-kind': { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
  },
});

const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
for (const [name, value] of [
  ['--requests', requests],
  ['--concurrency', concurrency],
  ['--seed', seed],
] as const) {
  if (!Number.isInteger(value) || value < (name === '--seed' ? 0 : 1)) {
    console.error(`${name} must be a whole number${name === '--seed' ? '' : ' of at least 1'}`);
    process.exit(1);
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** A server process of an arm, and a URL it answers (any status) once its loop is free. */
type Process = { name: string; pid: number | undefined; url: string };

/** Heap snapshots of the arms' processes are written here, read and deleted at once. */
const SNAPSHOTS = snapshotDirectory();

const SETTLE_MS = 5_000;

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

type ArmFigures = {
  arm: string;
  result: SoakResult;
  rss: Array<{ name: string; boot: number; before: number; after: number; heapBefore: number; heapAfter: number }>;
};

/**
 * A warm-up stream first (another seed, a quarter of the requests): V8 growing its heap to
 * the working size of 2 MB bodies is not a leak. RSS is read at boot, after the warm-up
 * ("before") and after the arm ("after"). Before each of the last two, a heap snapshot gives
 * the live heap (V8 collects all garbage first, so both RSS readings follow a full collection
 * and the snapshot's own native memory is in both), then 5 s idle.
 */
async function soakArm(arm: string, baseUrl: string, processes: Process[], lanes: number): Promise<ArmFigures> {
  const boot = processes.map((server) => rssMb(server.pid));
  const warmUp = Math.max(lanes, Math.ceil(requests / 4));
  await runSoak({ baseUrl, seed: seed + 1, count: warmUp, concurrency: lanes, slowMs: SLOW_MS, deadlineMs: DEADLINE_MS });
  await settle();
  const heapBefore = await liveHeaps(processes);
  await settle();
  const before = processes.map((server) => rssMb(server.pid));
  const result = await runSoak({ baseUrl, seed, count: requests, concurrency: lanes, slowMs: SLOW_MS, deadlineMs: DEADLINE_MS });
  await settle();
  const heapAfter = await liveHeaps(processes);
  await settle();
  const after = processes.map((server) => rssMb(server.pid));
  const rss = processes.map((server, index) => ({
    name: server.name,
    boot: boot[index] ?? Number.NaN,
    before: before[index] ?? Number.NaN,
    after: after[index] ?? Number.NaN,
    heapBefore: heapBefore[index] ?? Number.NaN,
    heapAfter: heapAfter[index] ?? Number.NaN,
  }));
  for (const line of formatSoak(result)) console.log(`[${arm}] ${line}`);
  return { arm, result, rss };
}

/** One after the other: a snapshot stops its process for a second or two. */
async function liveHeaps(processes: Process[]): Promise<number[]> {
  const sizes: number[] = [];
  for (const server of processes) sizes.push(await liveHeapMb(server.pid, SNAPSHOTS, server.url));
  return sizes;
}

const GATEWAY_ENV = { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_SENSITIVE_MAX: '100000000', LOG_LEVEL: 'warn' };

async function mockModeArm(lanes: number): Promise<ArmFigures> {
  const gateway = await spawnGateway({ ...GATEWAY_ENV, ...liveHeapEnv(SNAPSHOTS) });
  try {
    return await soakArm(
      `mock ${lanes === 1 ? 'sequential' : `${lanes}-way`}`,
      gateway.url,
      [{ name: 'gateway+mock', pid: gateway.child.pid, url: `${gateway.url}/healthz` }],
      lanes,
    );
  } finally {
    await stop(gateway);
  }
}

async function proxyModeArm(lanes: number): Promise<ArmFigures> {
  const mock = await spawnMock(liveHeapEnv(SNAPSHOTS));
  let gateway: GatewayProcess | undefined;
  try {
    gateway = await spawnGateway({ ...GATEWAY_ENV, ...liveHeapEnv(SNAPSHOTS), UPSTREAM_URL: mock.url, UPSTREAM_IS_MOCK: '1' });
    return await soakArm(
      `proxy ${lanes === 1 ? 'sequential' : `${lanes}-way`}`,
      gateway.url,
      [
        { name: 'gateway', pid: gateway.child.pid, url: `${gateway.url}/healthz` },
        { name: 'mock', pid: mock.child.pid, url: `${mock.url}/api/setting` },
      ],
      lanes,
    );
  } finally {
    if (gateway !== undefined) await stop(gateway);
    await mock.stop();
  }
}

async function stop(server: GatewayProcess | MockProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

function table(arms: ArmFigures[]): string[] {
  const rows = [
    ['arm', 'requests', '5xx', '>2 s', 'no answer', 'p99 ms', 'RSS MB: boot, before -> after (growth)', 'live heap MB: before -> after'],
  ];
  for (const { arm, result, rss } of arms) {
    rows.push([
      arm,
      String(result.requests),
      String(result.serverErrors),
      String(result.slow.length),
      String(result.unanswered),
      percentile(result.latenciesMs, 99).toFixed(1),
      rss
        .map(
          ({ name, boot, before, after }) =>
            `${name} ${boot.toFixed(0)}, ${before.toFixed(0)} -> ${after.toFixed(0)} (${(after - before).toFixed(0)})`,
        )
        .join('; '),
      rss.map(({ name, heapBefore, heapAfter }) => `${name} ${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)}`).join('; '),
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

/**
 * The namespace arm: rounds alternate a mock in memory and one on a data directory. RSS and the
 * live heap (after a full collection, from a heap snapshot) are read before and after the flood.
 */
async function namespaceFloodArm(perKind: number, rounds: number): Promise<void> {
  type Round = {
    store: string;
    bytesBefore: number;
    bytesAfter: number;
    rssGrowth: number;
    heapGrowth: number;
    msPerRequest: number;
  };
  const results: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const store of ['memory', 'MOCK_DATA_DIR']) {
      const dir = store === 'memory' ? null : mkdtempSync(join(tmpdir(), 'soak-mock-data-'));
      const mock = await spawnMock({ ...liveHeapEnv(SNAPSHOTS), ...(dir === null ? {} : { MOCK_DATA_DIR: dir }) });
      const processes = [{ name: 'mock', pid: mock.child.pid, url: `${mock.url}/api/setting` }];
      try {
        const [heapBefore = Number.NaN] = await liveHeaps(processes);
        await settle();
        const rssBefore = rssMb(mock.child.pid);
        const flood = await floodNamespace(mock.url, 'qa-flood', perKind);
        const [heapAfter = Number.NaN] = await liveHeaps(processes);
        await settle();
        const rssAfter = rssMb(mock.child.pid);
        const statuses = [...flood.byStatus].map(([status, count]) => `${status}: ${count}`).join(', ');
        console.log(
          `[round ${round + 1} ${store}] ${flood.requests} requests (${statuses}) in ${(flood.elapsedMs / 1000).toFixed(1)} s; ` +
            `namespace ${(flood.bytesBefore / 1024).toFixed(0)} -> ${(flood.bytesAfter / 1024).toFixed(0)} KB; ` +
            `RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB; live heap ${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MB`,
        );
        results.push({
          store,
          bytesBefore: flood.bytesBefore,
          bytesAfter: flood.bytesAfter,
          rssGrowth: rssAfter - rssBefore,
          heapGrowth: heapAfter - heapBefore,
          msPerRequest: flood.elapsedMs / flood.requests,
        });
      } finally {
        await mock.stop();
        if (dir !== null) rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  console.log('');
  console.log(`medians of ${rounds} rounds, ${perKind} of each kind into one namespace:`);
  for (const store of ['memory', 'MOCK_DATA_DIR']) {
    const mine = results.filter((r) => r.store === store);
    const kb = (values: number[]) => (median(values) / 1024).toFixed(0);
    console.log(
      `  ${store.padEnd(13)} namespace ${kb(mine.map((r) => r.bytesBefore))} -> ${kb(mine.map((r) => r.bytesAfter))} KB, ` +
        `live heap growth ${median(mine.map((r) => r.heapGrowth)).toFixed(1)} MB, RSS growth ${median(mine.map((r) => r.rssGrowth)).toFixed(0)} MB, ` +
        `${median(mine.map((r) => r.msPerRequest)).toFixed(2)} ms per request`,
    );
  }
}

if (values['namespace-flood']) {
  const perKind = Number(values['per-kind']);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(perKind) || perKind < 1 || !Number.isInteger(rounds) || rounds < 3) {
    console.error('--per-kind must be a whole number of at least 1, --rounds at least 3');
    process.exit(1);
  }
  await namespaceFloodArm(perKind, rounds);
  rmSync(SNAPSHOTS, { recursive: true, force: true });
  process.exit(0);
}

console.log(`soak seed ${seed}: ${requests} hostile requests per arm (replay with --seed ${seed})`);
const arms: ArmFigures[] = [];
if (values.url !== undefined) {
  arms.push(await soakArm(`${values.url} ${concurrency === 1 ? 'sequential' : `${concurrency}-way`}`, values.url, [], concurrency));
} else {
  arms.push(await mockModeArm(1));
  arms.push(await proxyModeArm(1));
  arms.push(await mockModeArm(concurrency));
  arms.push(await proxyModeArm(concurrency));
}
console.log('');
for (const line of table(arms)) console.log(line);
const failed = arms.some(
  ({ result, rss }) => result.serverErrors > 0 || result.slow.length > 0 || rss.some(({ before, after }) => after - before >= 50),
);
console.log(
  failed ? 'targets missed (0 5xx, 0 over 2 s, RSS growth under 50 MB)' : 'targets met: 0 5xx, 0 over 2 s, RSS growth under 50 MB',
);
const heapGrowth = Math.max(...arms.flatMap(({ rss }) => rss.map(({ heapBefore, heapAfter }) => heapAfter - heapBefore)));
console.log(`largest live heap growth of any process: ${heapGrowth.toFixed(1)} MB`);
rmSync(SNAPSHOTS, { recursive: true, force: true });
