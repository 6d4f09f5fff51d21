/**
 * Gateway benchmark (docs/design/gateway.md#proxy and docs/design/gateway.md#cost-per-request): one machine, the same autocannon settings for every arm.
 *
 *   npx tsx scripts/bench/gateway.ts [--rounds 3] [--duration 5] [--connections 50] [--baseline DIR] [--cpu-prof DIR] [--reports-only] [--paired-only]
 *
 * --reports-only runs only the client-reports line (measureReportsBeside) against (b).
 * --paired-only runs only the paired CPU ratios, (b)/(f) and (b)/(b0): about a minute, for a
 * change's before and after.
 *
 * --baseline DIR adds arm (b0): the gateway of another checkout, measured in the same run, e.g.
 *   git archive <commit> server | tar -x -C DIR && ln -s "$PWD/node_modules" DIR/node_modules
 *   && cp tsconfig.base.json DIR/
 * --cpu-prof DIR runs (b) under `node --cpu-prof` and prints where its busy time went
 * (scripts/bench/cpu-profile.ts); the profiler itself costs CPU, so compare such a run only with
 * another profiled one.
 * Gateways run with production settings (NODE_ENV=production, LOG_LEVEL=info, load shedding,
 * rate limits, security headers and metrics on). Besides req/s and latency, the CPU time each
 * server process spent per request (user + system, from /proc; nginx: master and workers) is
 * printed: unlike req/s it does not depend on how much of the shared CPU the other processes
 * took during the run.
 *
 * Arms: (a) the upstream directly, (b) our gateway (server.ts), (c) nginx from Debian as reverse
 * proxy (keepalive to the upstream) and static server, (cc) the same nginx with proxy_cache,
 * (d) express + http-proxy-middleware (keep-alive agent) + express.static, and two floors for the
 * proxied JSON (docs/design/gateway.md#cost-per-request): (f) bare Fastify (no logger, no hooks) with the thinnest undici
 * dispatch handler, (n) the same on bare node:http, no framework. Payloads: a 1 KB member JSON
 * GET through the proxy (authorised, never kept: the honest proxy figure), a 10 KB hashed JS
 * asset, and a 1 KB public JSON GET the contract marks shared (the gateway keeps it as
 * SHARED_READ_CACHE_BYTES allows; against nginx without and with proxy_cache, docs/design/gateway.md#shared-reads). Every server runs in its own process; rounds are interleaved (arm order
 * rotates each round) and medians are reported (autocannon, closed loop: latency with 1 ms
 * resolution). Then an open-loop run at a fixed rate, half of (b)'s maximum (measureOpenLoop,
 * latency in microseconds), measures the latency each proxy adds to (a), and the same rate through
 * (b) with 1,000 client reports a second arriving beside it (measureReportsBeside). Last, (b) and (f) (and
 * (b) and (b0)) are loaded at the same time, half the connections each: their CPU per request
 * ratio then does not depend on what else the shared machine ran in one arm's turn.
 * Targets (docs/design/gateway.md#cost-per-request, for this 2-core machine): b/c >= 0.6 for the JSON GET,
 * CPU per proxied request <= 40 us, added mean <= 0.5 ms and p99 <= 2 ms at half of (b)'s
 * maximum. b/d >= 2 (docs/design/gateway.md#proxy) is still checked; b/a is printed.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { CLIENT_REPORTS_PATH, type ClientReport } from '@site/contract/client-reports';
import { closedPort, spawnGateway, startNginx } from '@site/server/testing';
import { describeProfile, readProfile, summariseProfile } from './cpu-profile';

const THIS_FILE = fileURLToPath(import.meta.url);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The proxied JSON: a member read, authorised and never kept (docs/design/gateway.md#shared-reads), so every request
 * is a real upstream exchange: the honest proxy figure.
 */
const JSON_PATH = '/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001';
const MEMBER_HEADERS = { authorization: 'Bearer bench-member-token' };
/** A public read the contract marks shared: the gateway keeps it, as nginx does with proxy_cache. */
const SHARED_JSON_PATH = '/api/setting';

type Arm = 'a' | 'b' | 'b0' | 'c' | 'cc' | 'd' | 'f' | 'n';
const ARM_NAMES: Record<Arm, string> = {
  a: 'upstream directly',
  b: 'our gateway (Fastify)',
  b0: 'our gateway, baseline checkout',
  c: 'nginx',
  cc: 'nginx with proxy_cache (5 s, stale)',
  d: 'express + http-proxy-middleware',
  f: 'floor: bare Fastify + undici',
  n: 'floor: bare node:http + undici',
};

/** A 1 KB JSON body shaped like the API's, with Thai text. */
function jsonBody(): Buffer {
  const base = {
    data: {
      brand: 'default',
      siteName: 'สยามเกมส์',
      line: { line1: { id: '@siamgames' } },
      operation: { websiteStatus: 'OK' },
      padding: '',
    },
  };
  const size = Buffer.byteLength(JSON.stringify(base));
  base.data.padding = 'x'.repeat(Math.max(0, 1024 - size));
  return Buffer.from(JSON.stringify(base));
}

/** A 10 KB JS file named by its content hash, as Vite writes them. */
function assetBody(): { name: string; body: Buffer } {
  const lines: string[] = [];
  for (let i = 0; lines.join('\n').length < 10 * 1024; i += 1)
    lines.push(`export const value${i} = ${JSON.stringify(`ค่า ${i} `.repeat(3))};`);
  const body = Buffer.from(lines.join('\n').slice(0, 10 * 1024));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  return { name: `index-${hash}.js`, body };
}

// ---------------------------------------------------------------- child process roles

async function runUpstream(): Promise<void> {
  const json = jsonBody();
  const asset = assetBody();
  const server = createServer((request, response) => {
    if (request.url === `/assets/${asset.name}`) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': asset.body.length });
      response.end(asset.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': json.length });
    response.end(json);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
}

async function runExpress(upstream: string, dist: string): Promise<void> {
  const { default: express } = await import('express');
  const { createProxyMiddleware } = await import('http-proxy-middleware');
  const app = express();
  app.disable('x-powered-by');
  app.use(
    createProxyMiddleware({
      target: upstream,
      pathFilter: '/api',
      changeOrigin: true,
      agent: new Agent({ keepAlive: true, maxSockets: 128 }),
    }),
  );
  app.use(express.static(dist, { immutable: true, maxAge: '1y' }));
  const server = app.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
  server.keepAliveTimeout = 65_000;
}

/** Hop-by-hop headers (RFC 9110 7.6.1) and the member's Host: what even the thinnest proxy must not forward. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy: IncomingHttpHeaders = {};
  for (const name in headers) if (!NOT_FORWARDED.has(name)) copy[name] = headers[name];
  return copy;
}

type ProxiedAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * The thinnest proxy exchange over an undici pool: the answer collected into one buffer, as
 * the gateway does for small bodies, and nothing else (no deadline, retry, header policy).
 */
function thinExchange(
  pool: Pool,
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  upstreamHost: string,
  done: (error: Error | null, answer?: ProxiedAnswer) => void,
): void {
  const headers = forwardable(request.headers);
  headers.host = upstreamHost;
  let status = 0;
  let answerHeaders: IncomingHttpHeaders = {};
  const chunks: Buffer[] = [];
  pool.dispatch(
    { method: request.method, path: request.url, headers, body: null },
    {
      onRequestStart() {},
      onResponseStart(_controller, statusCode, responseHeaders) {
        status = statusCode;
        answerHeaders = forwardable(responseHeaders);
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        done(null, { status, headers: answerHeaders, body: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks) });
      },
      onResponseError(_controller, error) {
        done(error);
      },
    },
  );
}

/** Arm (f): bare Fastify, no logger and no hooks, proxying `/api/*` with thinExchange. */
async function runFastifyFloor(upstream: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
  const upstreamHost = new URL(upstream).host;
  const app = Fastify({ logger: false, keepAliveTimeout: 65_000 });
  app.all('/api/*', (request, reply) => {
    thinExchange(pool, request, upstreamHost, (error, answer) => {
      if (error !== null || answer === undefined) void reply.code(502).send({ message: 'upstream failed' });
      else void reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`ready ${(app.server.address() as AddressInfo).port}`);
  // An orderly exit on SIGTERM, so a floor run under `node --cpu-prof` writes its profile.
  process.once('SIGTERM', () => process.exit(0));
}

/** Arm (n): the same proxy on node:http alone, the floor of any Node proxy on this machine. */
async function runNodeFloor(upstream: string): Promise<void> {
  const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
  const upstreamHost = new URL(upstream).host;
  const server = createServer((request, response) => {
    thinExchange(
      pool,
      { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers },
      upstreamHost,
      (error, answer) => {
        if (error !== null || answer === undefined) {
          response.writeHead(502).end();
          return;
        }
        response.writeHead(answer.status, answer.headers as OutgoingHttpHeaders);
        response.end(answer.body);
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
  process.once('SIGTERM', () => process.exit(0));
}

function spawnRole(role: string, args: string[]): Promise<{ child: ChildProcess; url: string }> {
  // No tsx CLI wrapper in between: a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--role', role, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /ready (\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${role} exited with ${String(code)}: ${output}`)));
  });
}

// ---------------------------------------------------------------- measurement

type Sample = {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
  cpuUsPerRequest: number | undefined;
  /** Requests answered in the run (for per-request figures of a profile). */
  total: number;
  /** Open loop only: how far behind its schedule the load generator started a request, at most. */
  generatorLagMs?: number;
};

/** CPU time (user + system) a process has used so far, in microseconds; undefined off Linux. */
function processCpuMicros(pid: number): number | undefined {
  try {
    // Fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms; the command name (field 2)
    // may contain spaces, so count from the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** The process and its direct children (nginx: the master and its workers). */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return [pid, ...(children === '' ? [] : children.split(' ').map(Number))];
  } catch {
    return [pid];
  }
}

/** CPU time a server (a process and its workers) has used so far, in microseconds; undefined off Linux. */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let total = 0;
  for (const each of processTree(pid)) {
    const used = processCpuMicros(each);
    if (used === undefined) return undefined;
    total += used;
  }
  return total;
}

async function measure(
  url: string,
  path: string,
  options: {
    duration: number;
    connections: number;
    overallRate?: number;
    pid?: number | undefined;
    headers?: Record<string, string> | undefined;
  },
): Promise<Sample> {
  const cpuBefore = cpuMicros(options.pid);
  const result = await autocannon({
    url: `${url}${path}`,
    ...(options.headers !== undefined ? { headers: options.headers } : {}),
    connections: options.connections,
    pipelining: 1,
    duration: options.duration,
    ...(options.overallRate !== undefined ? { overallRate: options.overallRate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    cpuUsPerRequest:
      cpuBefore === undefined ? undefined : ((cpuMicros(options.pid) ?? cpuBefore) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/** One request an open loop sends again and again, and the status that counts as answered. */
type OpenLoopRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string; status: number };

const PROXIED_JSON: OpenLoopRequest = { method: 'GET', path: JSON_PATH, headers: MEMBER_HEADERS, status: 200 };

/**
 * What a member's page sends when it is hidden: its four vitals and one error, as sendBeacon
 * sends a string (text/plain), to the route the bench's dist names.
 */
const CLIENT_REPORT: OpenLoopRequest = {
  method: 'POST',
  path: CLIENT_REPORTS_PATH,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  body: JSON.stringify({
    release: '1.0.0+20261128',
    brand: 'default',
    route: '/auth/dashboard',
    errors: [
      { kind: 'uncaught', fingerprint: '0a1b2c3d', name: 'TypeError', message: 'x is not a function', source: 'dashboard.js:1:2345' },
    ],
    vitals: [
      { name: 'LCP', value: 1830 },
      { name: 'INP', value: 96 },
      { name: 'CLS', value: 0.02 },
      { name: 'TTFB', value: 210 },
    ],
  } satisfies ClientReport),
  status: 204,
};

/** Client reports a second beside the proxied JSON in measureReportsBeside. */
const REPORTS_PER_SECOND = 1_000;

/**
 * The proxied JSON through the gateway at a fixed rate, alone and with REPORTS_PER_SECOND client
 * reports arriving beside it (two open loops at once), in interleaved rounds; then the reports
 * alone, for the gateway's CPU per report. Prints the medians and what the reports added.
 */
async function measureReportsBeside(url: string, pid: number | undefined, rate: number, rounds: number, duration: number) {
  console.log(
    `\n1 KB JSON GET through (b) at a fixed ${rate} req/s, without and with ${REPORTS_PER_SECOND} client reports a second beside it (POST ${CLIENT_REPORTS_PATH}, open loop): median of ${rounds} rounds`,
  );
  const alone: Sample[] = [];
  const beside: Sample[] = [];
  const reports: Sample[] = [];
  const reportsAlone: Sample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const runs = [
      async () => alone.push(await measureOpenLoop(url, PROXIED_JSON, { rate, duration, pid })),
      async () => {
        const [proxied, reported] = await Promise.all([
          measureOpenLoop(url, PROXIED_JSON, { rate, duration }),
          measureOpenLoop(url, CLIENT_REPORT, { rate: REPORTS_PER_SECOND, duration }),
        ]);
        beside.push(proxied);
        reports.push(reported);
      },
      async () => reportsAlone.push(await measureOpenLoop(url, CLIENT_REPORT, { rate: REPORTS_PER_SECOND, duration, pid })),
    ];
    for (let index = 0; index < runs.length; index += 1) await runs[(index + round) % runs.length]?.();
  }
  const line = (name: string, samples: Sample[]) => {
    const r = summarise(samples);
    console.log(
      `  ${pad(name, 40)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  mean ${r.mean.toFixed(2)} ms  achieved ${Math.round(r.rps)} req/s  failures ${r.failures}${r.cpu === undefined ? '' : `  CPU ${r.cpu.toFixed(1)} us/req`}`,
    );
    return r;
  };
  const quiet = line('proxied JSON alone', alone);
  const busy = line('proxied JSON, reports beside', beside);
  line('the reports beside it', reports);
  line('reports alone (gateway CPU per report)', reportsAlone);
  console.log(
    `  reports added to the proxied JSON: mean ${(busy.mean - quiet.mean).toFixed(2)} ms, p99 ${(busy.p99 - quiet.p99).toFixed(2)} ms (p99 ratio ${(busy.p99 / quiet.p99).toFixed(2)})`,
  );
}

/** A load generator further behind its schedule than this is measuring itself. */
const GENERATOR_LAG_LIMIT_MS = 10;

/**
 * Open-loop load at a fixed rate: requests start on a schedule, whatever the answers do, and
 * each latency counts from its scheduled start (a stall counts in full; no coordinated
 * omission). autocannon's `overallRate` is not this: each connection runs flat out until it has
 * sent its share for the second, then waits, so its "fixed rate" is bursts at full concurrency.
 * The schedule is checked every millisecond, so requests start in groups of rate/1000. The
 * first second warms up (connections opened, code compiled) and is not recorded.
 */
async function measureOpenLoop(
  url: string,
  request: OpenLoopRequest,
  options: { rate: number; duration: number; pid?: number | undefined },
): Promise<Sample> {
  const pool = new Pool(url, { connections: 256, pipelining: 1 });
  const warmup = Math.round(options.rate);
  const recorded = Math.round(options.rate * options.duration);
  const total = warmup + recorded;
  const intervalNs = 1e9 / options.rate;
  const latencies = new Float64Array(total);
  let issued = 0;
  let completed = 0;
  let failures = 0;
  let cpuBefore: number | undefined;
  let recordingSince = 0n;
  let generatorLagMs = 0;
  const start = process.hrtime.bigint();
  await new Promise<void>((resolve) => {
    const finish = () => {
      completed += 1;
      if (completed === total) resolve();
    };
    const tick = () => {
      const elapsed = Number(process.hrtime.bigint() - start);
      const due = Math.min(total, Math.floor(elapsed / intervalNs) + 1);
      while (issued < due) {
        if (issued === warmup) {
          cpuBefore = cpuMicros(options.pid);
          recordingSince = process.hrtime.bigint();
        }
        const index = issued;
        const scheduled = start + BigInt(Math.round(index * intervalNs));
        if (index >= warmup) generatorLagMs = Math.max(generatorLagMs, Number(process.hrtime.bigint() - scheduled) / 1e6);
        issued += 1;
        pool
          .request({ path: request.path, method: request.method, headers: request.headers, body: request.body ?? null })
          .then(async (response) => {
            await response.body.dump();
            latencies[index] = Number(process.hrtime.bigint() - scheduled) / 1e6;
            if (response.statusCode !== request.status) failures += 1;
          })
          .catch(() => {
            latencies[index] = Number(process.hrtime.bigint() - scheduled) / 1e6;
            failures += 1;
          })
          .finally(finish);
      }
      if (issued < total) setTimeout(tick, 1);
    };
    tick();
  });
  const seconds = Number(process.hrtime.bigint() - recordingSince) / 1e9;
  await pool.close();
  const sorted = latencies.subarray(warmup).sort();
  const at = (quantile: number) => sorted[Math.min(recorded - 1, Math.floor(quantile * recorded))] ?? 0;
  return {
    rps: recorded / seconds,
    p50: at(0.5),
    p99: at(0.99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / recorded,
    errors: failures,
    non2xx: 0,
    total,
    cpuUsPerRequest: cpuBefore === undefined ? undefined : ((cpuMicros(options.pid) ?? cpuBefore) - cpuBefore) / Math.max(1, recorded),
    generatorLagMs,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summarise(samples: Sample[]) {
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    mean: median(samples.map((s) => s.mean)),
    failures: samples.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
    rounds: samples.map((s) => Math.round(s.rps)),
    cpuRounds: samples.map((s) => (s.cpuUsPerRequest === undefined ? '-' : s.cpuUsPerRequest.toFixed(0))),
    cpu: samples.every((s) => s.cpuUsPerRequest !== undefined) ? median(samples.map((s) => s.cpuUsPerRequest ?? 0)) : undefined,
  };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits).padStart(9);

/** The targets (docs/design/gateway.md#cost-per-request) for the proxied 1 KB JSON GET on this machine. */
const TARGETS = { throughputVsNginx: 0.6, cpuUsPerRequest: 40, addedMeanMs: 0.5, addedP99Ms: 2 };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      upstream: { type: 'string' },
      dist: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      baseline: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'reports-only': { type: 'boolean', default: false },
      'paired-only': { type: 'boolean', default: false },
    },
  });
  if (values.role === 'upstream') return runUpstream();
  if (values.role === 'express') return runExpress(values.upstream ?? '', values.dist ?? '');
  if (values.role === 'fastify-floor') return runFastifyFloor(values.upstream ?? '');
  if (values.role === 'node-floor') return runNodeFloor(values.upstream ?? '');

  const rounds = Math.max(3, Number(values.rounds));
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const profileDir = values['cpu-prof'] === undefined ? undefined : resolve(values['cpu-prof']);

  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  // nginx workers run as an unprivileged user: the temp folder must be readable.
  chmodSync(dist, 0o755);
  mkdirSync(join(dist, 'assets'));
  const asset = assetBody();
  writeFileSync(join(dist, 'assets', asset.name), asset.body);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  // The screens a client report may name (the web build writes this list).
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify([{ pattern: '/auth/dashboard', modules: [], styles: [] }]));
  const assetPath = `/assets/${asset.name}`;

  const children: ChildProcess[] = [];
  const stops: Array<() => Promise<void>> = [];
  let profiledGateway: ChildProcess | undefined;
  let profiledRequests = 0;
  let profiledCpuBefore: number | undefined;
  let profiledCpuUs: number | undefined;
  try {
    const upstream = await spawnRole('upstream', []);
    children.push(upstream.child);
    const gatewayEnv = {
      NODE_ENV: 'production',
      UPSTREAM_URL: upstream.url,
      WEB_DIST: dist,
      // The production default: what a deployment logs is part of what it costs.
      LOG_LEVEL: 'info',
      // One load generator is one client address: keep the limiter on, out of the way.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_SENSITIVE_MAX: '100000000',
      CLIENT_REPORTS_RATE_LIMIT_MAX: '100000000',
      // As the Kubernetes manifest sets it: shared public reads kept (docs/design/gateway.md#shared-reads).
      SHARED_READ_CACHE_BYTES: '8388608',
    };
    if (profileDir !== undefined) mkdirSync(profileDir, { recursive: true });
    const gateway = await spawnGateway(
      profileDir === undefined ? gatewayEnv : { ...gatewayEnv, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` },
    );
    children.push(gateway.child);
    if (profileDir !== undefined) profiledGateway = gateway.child;
    if (values['reports-only']) {
      // (b)'s maximum for the proxied JSON, warm, then the reports line at half of it.
      await measure(gateway.url, JSON_PATH, { duration: 1, connections, headers: MEMBER_HEADERS });
      const maximum = await measure(gateway.url, JSON_PATH, { duration, connections, headers: MEMBER_HEADERS });
      console.log(`gateway benchmark, client reports only: (b) answers the proxied JSON at up to ${Math.round(maximum.rps)} req/s`);
      await measureReportsBeside(gateway.url, gateway.child.pid, Math.round(maximum.rps / 2), rounds, duration);
      return;
    }
    const baseline =
      values.baseline === undefined ? undefined : await spawnGateway(gatewayEnv, resolve(values.baseline, 'server/src/server.ts'));
    if (baseline !== undefined) children.push(baseline.child);
    const nginxPort = await closedPort();
    const nginxCachePort = await closedPort();
    const nginxCache = join(dist, 'nginx-cache');
    mkdirSync(nginxCache);
    chmodSync(nginxCache, 0o777);
    const nginx = await startNginx(
      nginxPort,
      `
      open_file_cache max=1000 inactive=60s;
      upstream api { server ${new URL(upstream.url).host}; keepalive 128; }
      proxy_cache_path ${nginxCache} keys_zone=shared:10m max_size=64m use_temp_path=off;
      # (cc): the public read kept as the gateway keeps it: 5 s fresh, stale while one request refreshes.
      server {
        listen 127.0.0.1:${nginxCachePort};
        location /api/ {
          proxy_pass http://api;
          proxy_http_version 1.1;
          proxy_set_header Connection "";
          proxy_cache shared;
          proxy_cache_key $host$request_uri;
          proxy_cache_valid 200 5s;
          proxy_cache_use_stale updating error timeout;
          proxy_cache_background_update on;
          proxy_cache_lock on;
        }
      }
      server {
        listen 127.0.0.1:${nginxPort};
        location /api/ {
          proxy_pass http://api;
          proxy_http_version 1.1;
          proxy_set_header Connection "";
          proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }
        location /assets/ {
          root ${dist};
          add_header Cache-Control "public, max-age=31536000, immutable";
        }
      }`,
    );
    stops.push(() => nginx.stop());
    const express = await spawnRole('express', ['--upstream', upstream.url, '--dist', dist]);
    children.push(express.child);
    const fastifyFloor = await spawnRole('fastify-floor', ['--upstream', upstream.url]);
    children.push(fastifyFloor.child);
    const nodeFloor = await spawnRole('node-floor', ['--upstream', upstream.url]);
    children.push(nodeFloor.child);

    const urls: Record<Arm, string> = {
      a: upstream.url,
      b: gateway.url,
      b0: baseline?.url ?? '',
      c: nginx.url,
      cc: `http://127.0.0.1:${nginxCachePort}`,
      d: express.url,
      f: fastifyFloor.url,
      n: nodeFloor.url,
    };
    const pids: Record<Arm, number | undefined> = {
      a: upstream.child.pid,
      b: gateway.child.pid,
      b0: baseline?.child.pid,
      c: nginx.pid,
      cc: nginx.pid,
      d: express.child.pid,
      f: fastifyFloor.child.pid,
      n: nodeFloor.child.pid,
    };
    const gateways: Arm[] = baseline === undefined ? ['b'] : ['b', 'b0'];
    const payloads: Array<{ label: string; path: string; arms: Arm[]; headers?: Record<string, string> }> = [
      {
        label: '1 KB member JSON GET (authorised, never kept: proxied)',
        path: JSON_PATH,
        arms: ['a', ...gateways, 'c', 'd', 'f', 'n'],
        headers: MEMBER_HEADERS,
      },
      // The floors proxy only; they serve no files.
      { label: '10 KB hashed JS asset', path: assetPath, arms: ['a', ...gateways, 'c', 'd'] },
      // The gateway keeps the shared public read; nginx without and with proxy_cache.
      { label: '1 KB public JSON GET (shared read, kept)', path: SHARED_JSON_PATH, arms: ['a', ...gateways, 'c', 'cc'] },
    ];
    const fixedArms: Arm[] = ['a', ...gateways, 'c', 'f', 'n'];
    const counted = (arm: Arm, sample: Sample) => {
      if (arm !== 'b' || profiledGateway === undefined) return;
      profiledRequests += sample.total;
    };
    profiledCpuBefore = cpuMicros(pids.b);

    if (values['paired-only']) {
      const paired: Arm[] = baseline === undefined ? ['b', 'f'] : ['b', 'f', 'b0'];
      // warm as long as a round: a colder arm spends more CPU per request in its first rounds
      for (const arm of paired) counted(arm, await measure(urls[arm], JSON_PATH, { duration, connections, headers: MEMBER_HEADERS }));
      console.log(`1 KB JSON GET, CPU per request of two servers loaded at once (${rounds} rounds of ${duration} s):`);
      await pairedCpu('b', 'f');
      if (baseline !== undefined) await pairedCpu('b', 'b0');
      return;
    }

    console.log(`gateway benchmark: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
    console.log(
      `autocannon: ${connections} connections, pipelining 1, ${duration} s per run, ${rounds} interleaved rounds, identity encoding`,
    );
    if (profileDir !== undefined)
      console.log(`(b) runs under the CPU profiler (profiles in ${profileDir}): its figures include the profiler's cost`);

    // Warm every arm (JIT, connection pools, file caches) before measuring.
    for (const payload of payloads) {
      for (const arm of payload.arms) {
        counted(arm, await measure(urls[arm], payload.path, { duration: 1, connections, headers: payload.headers }));
      }
    }

    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const payload of payloads) {
        const order = payload.arms.map((_, i) => payload.arms[(i + round) % payload.arms.length] as Arm);
        for (const arm of order) {
          const sample = await measure(urls[arm], payload.path, { duration, connections, pid: pids[arm], headers: payload.headers });
          counted(arm, sample);
          const key = `${payload.path} ${arm}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
      console.log(`round ${round + 1}/${rounds} done`);
    }

    const results = new Map<string, ReturnType<typeof summarise>>();
    for (const [key, list] of samples) results.set(key, summarise(list));
    const get = (path: string, arm: Arm) => {
      const found = results.get(`${path} ${arm}`);
      if (found === undefined) throw new Error(`no result for ${path} ${arm}`);
      return found;
    };

    for (const payload of payloads) {
      console.log(`\n${payload.label}: median of ${rounds} rounds`);
      console.log(
        `  ${pad('arm', 40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'mean ms'.padStart(9)}${'CPU us/req'.padStart(12)}  failures  per round req/s (CPU us/req)`,
      );
      for (const arm of payload.arms) {
        const r = get(payload.path, arm);
        const cpu = r.cpu === undefined ? '-'.padStart(12) : r.cpu.toFixed(1).padStart(12);
        console.log(
          `  ${pad(`(${arm}) ${ARM_NAMES[arm]}`, 40)}${num(r.rps)}${num(r.p50)}${num(r.p99)}${num(r.mean, 2)}${cpu}  ${String(r.failures).padStart(8)}  ${r.rounds.map((rps, i) => `${rps} (${r.cpuRounds[i] ?? '-'})`).join(' / ')}`,
        );
      }
      const b = get(payload.path, 'b').rps;
      const ratio = (arm: Arm) => (payload.arms.includes(arm) ? `  b/${arm} = ${(b / get(payload.path, arm).rps).toFixed(2)}` : '');
      console.log(`  ratios (throughput):${ratio('a')}${ratio('c')}${ratio('cc')}${ratio('d')}`);
      if (baseline !== undefined) {
        const b0 = get(payload.path, 'b0');
        const cpuB = get(payload.path, 'b').cpu;
        const cpuText = cpuB !== undefined && b0.cpu !== undefined ? `  CPU per request b/b0 = ${(cpuB / b0.cpu).toFixed(2)}` : '';
        console.log(
          `  against the baseline: b/b0 = ${(b / b0.rps).toFixed(2)}  b0/c = ${(b0.rps / get(payload.path, 'c').rps).toFixed(2)}${payload.arms.includes('d') ? `  b0/d = ${(b0.rps / get(payload.path, 'd').rps).toFixed(2)}` : ''}${cpuText}`,
        );
      }
    }

    // Added latency at a fixed rate, half of the gateway's own maximum (where it is not
    // saturated), against the upstream directly. An arm whose maximum is below the rate is not
    // run: open-loop load past its maximum only builds a queue, and its latency would be the
    // length of the run.
    const gatewayRate = Math.round(get(JSON_PATH, 'b').rps / 2);
    console.log(`\n1 KB JSON GET, open loop at a fixed ${gatewayRate} req/s (half of (b)'s maximum): median of ${rounds} rounds`);
    const able = fixedArms.filter((arm) => get(JSON_PATH, arm).rps >= gatewayRate);
    const fixed = new Map<Arm, Sample[]>(able.map((arm) => [arm, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = able.map((_, i) => able[(i + round) % able.length] as Arm);
      for (const arm of order) {
        const sample = await measureOpenLoop(urls[arm], PROXIED_JSON, { rate: gatewayRate, duration, pid: pids[arm] });
        counted(arm, sample);
        fixed.get(arm)?.push(sample);
      }
    }
    const fixedSummary = (arm: Arm) => (fixed.has(arm) ? summarise(fixed.get(arm) ?? []) : undefined);
    const fa = fixedSummary('a');
    const added = (arm: Arm) => {
      const r = fixedSummary(arm);
      return r === undefined || fa === undefined ? undefined : { p99: r.p99 - fa.p99, mean: r.mean - fa.mean };
    };
    for (const arm of fixedArms) {
      const r = fixedSummary(arm);
      const name = pad(`(${arm}) ${ARM_NAMES[arm]}`, 40);
      if (r === undefined) {
        console.log(`  ${name} not run: saturated below this rate (maximum ${Math.round(get(JSON_PATH, arm).rps)} req/s)`);
        continue;
      }
      const extra = added(arm);
      const addedText =
        arm === 'a' || extra === undefined ? '' : `  added: mean ${extra.mean.toFixed(2)} ms, p99 ${extra.p99.toFixed(2)} ms`;
      console.log(
        `  ${name} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  mean ${r.mean.toFixed(2)} ms  CPU ${r.cpu === undefined ? '-' : r.cpu.toFixed(1)} us/req  achieved ${Math.round(r.rps)} req/s  failures ${r.failures}${addedText}`,
      );
    }
    // Like the figures above, the median over runs: one disturbed run does not decide.
    const lag = median(able.flatMap((arm) => (fixed.get(arm) ?? []).map((sample) => sample.generatorLagMs ?? 0)));
    if (lag > GENERATOR_LAG_LIMIT_MS) {
      console.log(
        `  the load generator fell ${lag.toFixed(0)} ms behind its schedule (median of runs): these latencies are mostly its own`,
      );
    }

    await measureReportsBeside(urls.b, pids.b, gatewayRate, rounds, duration);

    // CPU per request of two servers loaded at the same time (half the connections each): both
    // see the same machine, whatever else it runs in that second, so their ratio is far steadier
    // than that of runs taken one after the other (docs/design/gateway.md#cost-per-request).
    async function pairedCpu(left: Arm, right: Arm) {
      const ratios: number[] = [];
      const perRound: string[] = [];
      const half = Math.max(1, Math.round(connections / 2));
      for (let round = 0; round < rounds; round += 1) {
        const [x, y] = await Promise.all([
          measure(urls[left], JSON_PATH, { duration, connections: half, pid: pids[left], headers: MEMBER_HEADERS }),
          measure(urls[right], JSON_PATH, { duration, connections: half, pid: pids[right], headers: MEMBER_HEADERS }),
        ]);
        counted(left, x);
        counted(right, y);
        if (x.cpuUsPerRequest === undefined || y.cpuUsPerRequest === undefined) return;
        ratios.push(x.cpuUsPerRequest / y.cpuUsPerRequest);
        perRound.push(`${x.cpuUsPerRequest.toFixed(1)} / ${y.cpuUsPerRequest.toFixed(1)}`);
      }
      console.log(
        `  (${left}) / (${right}): ${median(ratios).toFixed(2)} (median; rounds ${ratios.map((r) => r.toFixed(2)).join(' / ')}; us/req ${perRound.join(', ')})`,
      );
      return median(ratios);
    }
    console.log(`\n1 KB JSON GET, CPU per request of two servers loaded at once (${rounds} rounds of ${duration} s):`);
    const pairedFloor = await pairedCpu('b', 'f');
    if (baseline !== undefined) await pairedCpu('b', 'b0');

    const json = (arm: Arm) => get(JSON_PATH, arm);
    const ratioC = json('b').rps / json('c').rps;
    const cpuB = json('b').cpu;
    const addedB = added('b');
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const cpuText = (arm: Arm) => {
      const cpu = json(arm).cpu;
      return cpu === undefined ? '-' : `${cpu.toFixed(1)} us`;
    };
    const line = (label: string, value: string) => console.log(`  ${pad(label, 44)}${value}`);
    const measured = (value: number | undefined, unit: string, ok: (value: number) => boolean) =>
      value === undefined ? 'not measured' : `${value.toFixed(2)}${unit}  ${verdict(ok(value))}`;
    console.log('\ntargets (docs/design/gateway.md#cost-per-request), 1 KB JSON GET');
    line(
      `b/c throughput >= ${TARGETS.throughputVsNginx}`,
      measured(ratioC, '', (v) => v >= TARGETS.throughputVsNginx),
    );
    line(
      `CPU per proxied request <= ${TARGETS.cpuUsPerRequest} us`,
      measured(cpuB, ' us', (v) => v <= TARGETS.cpuUsPerRequest),
    );
    line(
      `added mean <= ${TARGETS.addedMeanMs} ms at half of b's max`,
      measured(addedB?.mean, ' ms', (v) => v <= TARGETS.addedMeanMs),
    );
    line(
      `added p99 <= ${TARGETS.addedP99Ms} ms at half of b's max`,
      measured(addedB?.p99, ' ms', (v) => v <= TARGETS.addedP99Ms),
    );
    // The floors say what the targets ask of the gateway's own code (docs/design/gateway.md#cost-per-request).
    const floorText = (arm: Arm) => `${cpuText(arm)}/req, ${(json(arm).rps / json('c').rps).toFixed(2)} of nginx's throughput`;
    console.log(`  floors: (f) bare Fastify + undici ${floorText('f')}; (n) bare node:http + undici ${floorText('n')}`);
    console.log(`          (c) nginx ${cpuText('c')}/req; (a) the upstream alone ${cpuText('a')}/req`);
    const cpuF = json('f').cpu;
    if (cpuB !== undefined && cpuF !== undefined) {
      const pairedText = pairedFloor === undefined ? '' : `; loaded at once: ${((pairedFloor - 1) * 100).toFixed(0)} % over (f)`;
      console.log(
        `  the gateway's own features over (f): ${(cpuB - cpuF).toFixed(1)} us/req (${((cpuB / cpuF - 1) * 100).toFixed(0)} %)${pairedText}`,
      );
    }
    const jsonRatioD = json('b').rps / json('d').rps;
    const assetRatioD = get(assetPath, 'b').rps / get(assetPath, 'd').rps;
    line(
      'docs/design/gateway.md#proxy: b/d >= 2 (JSON / asset)',
      `${jsonRatioD.toFixed(2)} / ${assetRatioD.toFixed(2)}  ${verdict(jsonRatioD >= 2)} / ${verdict(assetRatioD >= 2)}; b/a = ${(json('b').rps / json('a').rps).toFixed(2)}`,
    );
    const failures =
      [...results.values()].reduce((sum, r) => sum + r.failures, 0) +
      able.reduce((sum, arm) => sum + (fixedSummary(arm)?.failures ?? 0), 0);
    line('failed requests across all runs', String(failures));
    const profiledCpuAfter = cpuMicros(pids.b);
    if (profiledCpuBefore !== undefined && profiledCpuAfter !== undefined) profiledCpuUs = profiledCpuAfter - profiledCpuBefore;
  } finally {
    for (const stop of stops) await stop();
    const exits = children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    );
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(exits);
    rmSync(dist, { recursive: true, force: true });
  }
  if (profileDir !== undefined && profiledGateway?.pid !== undefined) {
    const pid = profiledGateway.pid;
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.`));
    if (file === undefined) {
      console.log(`\nno CPU profile of (b) in ${profileDir}`);
      return;
    }
    console.log(`\nCPU profile of (b), ${join(profileDir, file)} (${profiledRequests} requests in all, JSON and asset; boot included):`);
    const lines = describeProfile(summariseProfile(readProfile(join(profileDir, file))), {
      requests: profiledRequests,
      cpuUsPerRequest: profiledCpuUs === undefined ? undefined : profiledCpuUs / Math.max(1, profiledRequests),
    });
    for (const line of lines) console.log(`  ${line}`);
  }
}

await main();
