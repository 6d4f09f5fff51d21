/**
 * Mock API benchmark: requests/second and p99 of a member's login + getCredit +
 * check-in mix against the mock listening in its own process.
 *
 *   npx tsx scripts/bench/mock.ts [--rounds 3] [--duration 5] [--connections 20] [--members 40]
 *
 * Arms, interleaved (order rotates each round), medians reported with ratios to the mix:
 *   mix       each connection logs in as its own member, then getCredit, then check-in, repeated
 *   login     POST /api/auth/login only (scrypt-hashed passwords)
 *   credit    POST /api/auth/user/getCredit/{username} only
 *   check-in  POST /api/auth/game/check-in only (after the first, the day's 409 rejection)
 * The check-in 409s show up as non-2xx: they are the rule working, not errors.
 * Autocannon records latency with 1 ms resolution.
 *
 *   npx tsx scripts/bench/mock.ts --namespaces [--rounds 3] [--duration 5] [--entry mock-api/dist/server.mjs]
 *
 * Whether one namespace's size or traffic costs another, on a mock with MOCK_DATA_DIR (a
 * temporary directory: every change is on disk before its answer, as compose runs it). Arms,
 * interleaved (order rotates each round), each timing sequential `GET /api/setting` on one
 * keep-alive connection for --duration seconds (performance.now(), microseconds):
 *   fresh     in a namespace as the seed makes it
 *   ledger    in a namespace holding MAX_LEDGER_ENTRIES (20,000) postings (restored from a snapshot)
 *   alone     in namespace A, nothing else running
 *   beside-b  in namespace A while 8 loops (a worker thread) bet and settle in namespace B,
 *             which is restored to its starting state before each run
 * Medians of the rounds' p50 and p99, and the ratios ledger/fresh (goal: at most 1.2) and
 * beside-b/alone (goal: at most 1.5). --entry runs the mock from another build (e.g. a copy of
 * main's `mock-api/dist/server.mjs`), to measure before and after a change.
 */
import autocannon from 'autocannon';
import { controlHeaders, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { MAX_LEDGER_ENTRIES } from '@site/contract/mock-control';
import { spawnMock, type MockProcess } from '@site/mock-api/testing';

const NAMESPACE = 'bench';

type Arm = 'mix' | 'login' | 'credit' | 'check-in';
const ARMS: Arm[] = ['mix', 'login', 'credit', 'check-in'];

interface Member {
  username: string;
  password: string;
  token: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    members: { type: 'string', default: '40' },
    namespaces: { type: 'boolean', default: false },
    entry: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
const memberCount = Number(values.members);

function startMock(env: Record<string, string> = {}): Promise<MockProcess> {
  return spawnMock({ MOCK_CONTROL: '1', ...env }, values.entry);
}

async function call<T>(url: string, method: string, path: string, body?: unknown, token?: string, namespace = NAMESPACE): Promise<T> {
  const control = path.startsWith('/__mock') ? controlHeaders(process.env) : {};
  const headers: Record<string, string> = { 'content-type': 'application/json', [NAMESPACE_HEADER]: namespace, ...control };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function prepareMembers(url: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < memberCount; i += 1) {
    const created = await call<{ username: string; password: string }>(url, 'POST', '/__mock/members', { credit: 1000 });
    const session = await call<{ token: string }>(url, 'POST', '/api/auth/login', {
      username: created.username,
      password: created.password,
    });
    members.push({ ...created, token: session.token });
  }
  return members;
}

const baseHeaders = { 'content-type': 'application/json', 'x-mock-namespace': NAMESPACE };

function requestsFor(arm: Arm, members: Member[]): autocannon.Request[] {
  let next = 0;
  // autocannon keeps one context object per connection: the member it plays and its token
  const pick = (context: object): Member => {
    const state = context as { member?: Member };
    state.member ??= members[next++ % members.length];
    if (!state.member) throw new Error('no members prepared');
    return state.member;
  };
  const authed = (context: object) => ({
    ...baseHeaders,
    authorization: `Bearer ${(context as { token?: string }).token ?? pick(context).token}`,
  });
  const login: autocannon.Request = {
    method: 'POST',
    path: '/api/auth/login',
    setupRequest: (request, context) => {
      const member = pick(context);
      return { ...request, headers: baseHeaders, body: JSON.stringify({ username: member.username, password: member.password }) };
    },
    onResponse: (status, body, context) => {
      if (status === 200) (context as { token?: string }).token = (JSON.parse(body) as { token: string }).token;
    },
  };
  const credit: autocannon.Request = {
    method: 'POST',
    path: '/api/auth/user/getCredit/x',
    setupRequest: (request, context) => ({
      ...request,
      path: `/api/auth/user/getCredit/${pick(context).username}`,
      headers: authed(context),
      body: '{"balanceType":"M"}',
    }),
  };
  const checkIn: autocannon.Request = {
    method: 'POST',
    path: '/api/auth/game/check-in',
    setupRequest: (request, context) => ({ ...request, headers: authed(context), body: '{}' }),
  };
  switch (arm) {
    case 'mix':
      return [login, credit, checkIn];
    case 'login':
      return [login];
    case 'credit':
      return [credit];
    case 'check-in':
      return [checkIn];
  }
}

async function run(url: string, arm: Arm, members: Member[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration,
    requests: requestsFor(arm, members),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function throughput(): Promise<void> {
  const { url, child } = await startMock();
  try {
    const members = await prepareMembers(url);
    console.log(
      `mock at ${url}; ${cpus().length} CPUs; autocannon ${connections} connections, pipelining 1, ${duration} s per run, ${rounds} interleaved rounds, ${members.length} members`,
    );
    const results: Record<Arm, Figures[]> = { mix: [], login: [], credit: [], 'check-in': [] };
    for (let round = 0; round < rounds; round += 1) {
      const order = ARMS.map((_, i) => ARMS[(i + round) % ARMS.length] as Arm);
      for (const arm of order) {
        const figures = await run(url, arm, members);
        results[arm].push(figures);
        console.log(
          `round ${round + 1} ${arm.padEnd(8)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}`,
        );
      }
    }
    const mixRps = median(results.mix.map((f) => f.rps));
    console.log('\nmedians');
    for (const arm of ARMS) {
      const rps = median(results[arm].map((f) => f.rps));
      const p99 = median(results[arm].map((f) => f.p99));
      console.log(`${arm.padEnd(8)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${p99} ms  (x${(rps / mixRps).toFixed(2)} of mix)`);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

type NamespaceArm = 'fresh' | 'ledger' | 'alone' | 'beside-b';
const NAMESPACE_ARMS: NamespaceArm[] = ['fresh', 'ledger', 'alone', 'beside-b'];
const NAMESPACE_OF: Record<NamespaceArm, string> = {
  fresh: 'bench-fresh',
  ledger: 'bench-ledger',
  alone: 'bench-a',
  'beside-b': 'bench-a',
};
const BETTING_LOOPS = 8;

function percentileOf(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Sequential GET /api/setting in one namespace for `seconds`: p50 and p99 in ms. */
async function timeSettings(url: string, namespace: string, seconds: number): Promise<{ p50: number; p99: number; requests: number }> {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await fetch(`${url}/api/setting`, { headers: { [NAMESPACE_HEADER]: namespace } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`GET /api/setting in ${namespace}: ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentileOf(samples, 0.5), p99: percentileOf(samples, 0.99), requests: samples.length };
}

/**
 * The betting loops, in a worker thread so the bench's own event loop (which times namespace A)
 * is not the one busy with them: each loop bets 1 baht and settles the round, until stopped.
 */
const BETTING_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, namespace, session, loops } = workerData;
let running = true;
let rounds = 0;
parentPort.on('message', () => { running = false; });
const post = async (path, body) => {
  const response = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mock-namespace': namespace }, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(path + ': ' + response.status + ' ' + JSON.stringify(answer));
  return answer;
};
const loop = async () => {
  while (running) {
    const bet = await post('/mock-cdn/games/api/bet', { session, amount: 1 });
    await post('/mock-cdn/games/api/settle', { session, roundId: bet.roundId });
    rounds += 1;
  }
};
Promise.all(Array.from({ length: loops }, loop)).then(() => parentPort.postMessage(rounds), (error) => { throw error; });
`;

async function whileBetting<T>(url: string, session: string, measure: () => Promise<T>): Promise<{ result: T; rounds: number }> {
  const worker = new Worker(BETTING_WORKER, { eval: true, workerData: { url, namespace: 'bench-b', session, loops: BETTING_LOOPS } });
  const finished = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // let the loops reach full speed before timing
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = await measure();
  worker.postMessage('stop');
  const rounds = await finished;
  await worker.terminate();
  return { result, rounds };
}

/** The namespaces the arms use: a fresh one, one with a full ledger, A, and B with a member in a game. */
async function prepareNamespaces(url: string): Promise<{ session: string; bStart: unknown }> {
  // a control read never creates a namespace: each is made from the seed first
  for (const namespace of ['bench-fresh', 'bench-a', 'bench-b', 'bench-ledger'])
    await call(url, 'POST', '/__mock/namespaces', { namespace });
  const snapshot = await call<{ postings: Array<Record<string, unknown>>; members: Record<string, unknown> }>(
    url,
    'GET',
    '/__mock/snapshot',
    undefined,
    undefined,
    'bench-ledger',
  );
  const memberUuid = Object.keys(snapshot.members)[0];
  const at = Math.max(...snapshot.postings.map((posting) => Number(posting.at)));
  // short descriptions keep the snapshot under the restore route's 3 MB body limit
  for (let i = snapshot.postings.length; i < MAX_LEDGER_ENTRIES; i += 1) {
    snapshot.postings.push({ id: `TXB${i}`, memberUuid, kind: 'game', amount: i % 2 ? 100 : -100, description: 'b', ref: null, at });
  }
  await call(url, 'POST', '/__mock/restore', snapshot, undefined, 'bench-ledger');

  const member = await call<{ username: string; password: string }>(
    url,
    'POST',
    '/__mock/members',
    { credit: 1_000_000 },
    undefined,
    'bench-b',
  );
  const { token } = await call<{ token: string }>(url, 'POST', '/api/auth/login', member, undefined, 'bench-b');
  const opened = await call<{ data: { sessionId: string } }>(
    url,
    'POST',
    '/api/auth/user/opengame',
    { gameId: 'JK-002' },
    token,
    'bench-b',
  );
  const bStart = await call(url, 'GET', '/__mock/snapshot', undefined, undefined, 'bench-b');
  return { session: opened.data.sessionId, bStart };
}

async function namespaces(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-bench-'));
  const mock = await startMock({ MOCK_DATA_DIR: dataDir });
  const url = mock.url;
  try {
    const { session, bStart } = await prepareNamespaces(url);
    console.log(
      `mock at ${url} (MOCK_DATA_DIR ${dataDir}, ${values.entry ?? 'current sources or build'}); ${cpus().length} CPUs; ${duration} s per run, ${rounds} interleaved rounds; ${BETTING_LOOPS} betting loops in B`,
    );
    const results: Record<NamespaceArm, Array<{ p50: number; p99: number }>> = { fresh: [], ledger: [], alone: [], 'beside-b': [] };
    for (let round = 0; round < rounds; round += 1) {
      const order = NAMESPACE_ARMS.map((_, i) => NAMESPACE_ARMS[(i + round) % NAMESPACE_ARMS.length] as NamespaceArm);
      for (const arm of order) {
        const measure = () => timeSettings(url, NAMESPACE_OF[arm], duration);
        let figures: Awaited<ReturnType<typeof measure>>;
        let note = '';
        if (arm === 'beside-b') {
          await call(url, 'POST', '/__mock/restore', bStart, undefined, 'bench-b');
          const betting = await whileBetting(url, session, measure);
          figures = betting.result;
          note = `  (B: ${betting.rounds} rounds)`;
        } else {
          figures = await measure();
        }
        results[arm].push(figures);
        console.log(
          `round ${round + 1} ${arm.padEnd(8)} p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms  ${figures.requests} requests${note}`,
        );
      }
    }
    const medianOf = (arm: NamespaceArm, key: 'p50' | 'p99') => median(results[arm].map((f) => f[key]));
    console.log('\nmedians');
    for (const arm of NAMESPACE_ARMS)
      console.log(`${arm.padEnd(8)} p50 ${medianOf(arm, 'p50').toFixed(2)} ms  p99 ${medianOf(arm, 'p99').toFixed(2)} ms`);
    console.log(
      `ledger/fresh   p50 x${(medianOf('ledger', 'p50') / medianOf('fresh', 'p50')).toFixed(2)}  p99 x${(medianOf('ledger', 'p99') / medianOf('fresh', 'p99')).toFixed(2)}  (goal: at most 1.2)`,
    );
    console.log(`beside-b/alone p50 x${(medianOf('beside-b', 'p50') / medianOf('alone', 'p50')).toFixed(2)}  (goal: at most 1.5)`);
  } finally {
    await mock.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await (values.namespaces ? namespaces() : throughput());
