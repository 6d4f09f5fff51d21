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
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { controlHeaders, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { spawnMock } from '@site/mock-api/testing';

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
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
const memberCount = Number(values.members);

async function startMock(): Promise<{ url: string; child: ChildProcess }> {
  const mock = await spawnMock({ MOCK_CONTROL: '1' });
  return { url: mock.url, child: mock.child };
}

async function call<T>(url: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const control = path.startsWith('/__mock') ? controlHeaders(process.env) : {};
  const headers: Record<string, string> = { 'content-type': 'application/json', [NAMESPACE_HEADER]: NAMESPACE, ...control };
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

async function main(): Promise<void> {
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

await main();
