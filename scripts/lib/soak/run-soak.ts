import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import { DEMO_MEMBERS } from '@site/mock-api';
import { hostileRequestSpecs, materialise, type HostileRequest, type HostileRequestSpec } from './hostile-requests';

export type SoakOptions = {
  /** The listening gateway (or mock), e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  seed: number;
  /** Requests in all, shared out over the lanes. */
  count: number;
  /** Lanes, each one keep-alive connection sending one request at a time (1: sequential). */
  concurrency?: number;
  /** A request slower than this is recorded with its predecessor on the same connection. */
  slowMs?: number;
  /** A request not answered (head and body) within this is given up and counted unanswered. */
  deadlineMs?: number;
  /** Namespace header for the mock, so a soak does not disturb other users of a shared mock. */
  namespace?: string;
};

export type SoakRequestRecord = {
  /** Position in the seeded stream. */
  index: number;
  route: string;
  method: string;
  /** The path, cut to 120 characters for printing. */
  path: string;
  token: HostileRequestSpec['token'];
  bodyBytes: number;
  /** Status, or the client error code when no answer came. */
  outcome: number | string;
  ms: number;
  /** The answer's `message`, kept for 5xx answers only. */
  message?: string;
};

export type SlowRequest = {
  request: SoakRequestRecord;
  /** The request answered just before on the same connection; null on a fresh connection. */
  predecessor: SoakRequestRecord | null;
};

export type SoakResult = {
  seed: number;
  requests: number;
  byStatus: Map<number | string, number>;
  serverErrors: number;
  /** Requests that got no whole answer within `deadlineMs`. */
  unanswered: number;
  /** Requests slower than `slowMs`, each with its predecessor on the same connection. */
  slow: SlowRequest[];
  /** The first few 5xx answers and requests that got no answer, for the report. */
  failures: SoakRequestRecord[];
  latenciesMs: number[];
  connectionsOpened: number;
};

const PATH_SHOWN = 120;
const FAILURES_KEPT = 20;
const SLOW_SHOWN = 50;

async function login(baseUrl: string, namespace: string): Promise<string> {
  const [demo] = DEMO_MEMBERS;
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-namespace': namespace },
    body: JSON.stringify({ username: demo.username, password: demo.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || typeof body.token !== 'string') throw new Error(`demo login failed with ${response.status}`);
  return body.token;
}

function describe(
  index: number,
  spec: HostileRequestSpec,
  request: HostileRequest,
  outcome: number | string,
  ms: number,
): SoakRequestRecord {
  return {
    index,
    route: spec.route,
    method: spec.method,
    path: spec.path.length > PATH_SHOWN ? `${spec.path.slice(0, PATH_SHOWN)}…(${spec.path.length})` : spec.path,
    token: spec.token,
    bodyBytes: request.body === undefined ? 0 : Buffer.byteLength(request.body),
    outcome,
    ms: Math.round(ms),
  };
}

/**
 * Sends the seeded hostile stream through keep-alive connections, one request at a time per
 * connection, and records what came back. Nothing here asserts: the soak test and the soak
 * benchmark judge the result.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { baseUrl, seed, count } = options;
  const lanes = options.concurrency ?? 1;
  const slowMs = options.slowMs ?? 2_000;
  const deadlineMs = options.deadlineMs ?? 20_000;
  const namespace = options.namespace ?? `soak-${seed}`;
  const token = await login(baseUrl, namespace);
  const specs = hostileRequestSpecs(seed, count);
  const result: SoakResult = {
    seed,
    requests: 0,
    byStatus: new Map(),
    serverErrors: 0,
    unanswered: 0,
    slow: [],
    failures: [],
    latenciesMs: [],
    connectionsOpened: 0,
  };

  async function lane(laneIndex: number): Promise<void> {
    // One keep-alive connection per lane, one request at a time on it, as a browser tab sends them.
    const client = new Client(baseUrl, { pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: deadlineMs, bodyTimeout: deadlineMs });
    let predecessor: SoakRequestRecord | null = null;
    client.on('connect', () => {
      result.connectionsOpened += 1;
      predecessor = null;
    });
    try {
      for (let index = laneIndex; index < specs.length; index += lanes) {
        const spec = specs[index] as HostileRequestSpec;
        const request = materialise(spec, token);
        const started = performance.now();
        let outcome: number | string;
        let message: string | undefined;
        try {
          const response = await client.request({
            method: request.method,
            path: request.path,
            headers: { ...request.headers, 'x-mock-namespace': namespace },
            body: request.body,
            signal: AbortSignal.timeout(deadlineMs),
          });
          outcome = response.statusCode;
          if (outcome >= 500) message = await response.body.text();
          else await response.body.dump({ limit: Number.POSITIVE_INFINITY });
        } catch (error) {
          const { code, name } = error as { code?: unknown; name?: unknown };
          outcome = typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
        }
        const ms = performance.now() - started;
        if (ms >= deadlineMs) outcome = 'no answer';
        const record = describe(index, spec, request, outcome, ms);
        if (message !== undefined) record.message = message.slice(0, 200);
        result.requests += 1;
        result.byStatus.set(outcome, (result.byStatus.get(outcome) ?? 0) + 1);
        result.latenciesMs.push(ms);
        if (typeof outcome === 'number' && outcome >= 500) result.serverErrors += 1;
        if (typeof outcome !== 'number' || ms >= deadlineMs) result.unanswered += 1;
        const failed = typeof outcome !== 'number' || outcome >= 500 || ms >= deadlineMs;
        if (failed && result.failures.length < FAILURES_KEPT) result.failures.push(record);
        if (ms > slowMs) result.slow.push({ request: record, predecessor });
        predecessor = record;
      }
    } finally {
      await client.close().catch(() => client.destroy());
    }
  }

  await Promise.all(Array.from({ length: lanes }, (_, laneIndex) => lane(laneIndex)));
  return result;
}

/** The p-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** The result as printable lines: the seed first, so a run can be replayed. */
export function formatSoak(result: SoakResult): string[] {
  const statuses = [...result.byStatus.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  const lines = [
    `seed ${result.seed}: ${result.requests} requests, ${result.serverErrors} 5xx, ${result.unanswered} unanswered, ` +
      `${result.slow.length} slower than the slow mark, p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms, ` +
      `${result.connectionsOpened} connections`,
    `  statuses ${statuses}`,
  ];
  for (const failure of result.failures) {
    lines.push(
      `  FAILED #${failure.index} ${failure.method} ${failure.path} token=${failure.token} body=${failure.bodyBytes}B -> ${failure.outcome} in ${failure.ms} ms ${failure.message ?? ''}`,
    );
  }
  for (const { request, predecessor } of result.slow.slice(0, SLOW_SHOWN)) {
    lines.push(
      `  SLOW #${request.index} ${request.method} ${request.path} token=${request.token} body=${request.bodyBytes}B -> ${request.outcome} in ${request.ms} ms`,
    );
    lines.push(
      predecessor === null
        ? '    predecessor: none (fresh connection)'
        : `    predecessor #${predecessor.index} ${predecessor.method} ${predecessor.path} token=${predecessor.token} body=${predecessor.bodyBytes}B -> ${predecessor.outcome} in ${predecessor.ms} ms`,
    );
  }
  return lines;
}
