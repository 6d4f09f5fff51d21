/**
 * Reads a V8 CPU profile (`node --cpu-prof`) of a server under load and says where its busy
 * time went: by area (our code, each package, Node's internals, native calls such as the socket
 * writes, the garbage collector) and by function.
 *
 *   npx tsx scripts/bench/cpu-profile.ts PROFILE.cpuprofile [--requests N] [--cpu-us-per-request X] [--top 25]
 *
 * The profiler samples on the wall clock: on a shared machine the time a process waited for a
 * core is charged to whatever it was doing, so its absolute figures run high. Shares of the busy
 * time are the steady part; given the requests served and the CPU time per request measured from
 * /proc, each share is also shown as microseconds per request (share x CPU per request).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a function lives: `ours` (server, contract, mock-api sources), a package, a Node module, or a V8 pseudo-frame. */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === '') return functionName.startsWith('(') ? functionName : 'native (syscalls, V8 builtins)';
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageName?.[1] !== undefined) return packageName[1];
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:').replace(/\/.*$/, '');
  if (/\/(?:server|contract|mock-api)\/src\//.test(url)) return 'ours';
  return url;
}

function functionKey(frame: CallFrame): string {
  const source = /\/((?:server|contract|mock-api)\/src\/.*)$/.exec(frame.url)?.[1] ?? areaOf(frame);
  return `${frame.functionName === '' ? '(anonymous)' : frame.functionName} (${source})`;
}

export type ProfileSummary = {
  /** Sampled time, idle excluded, in microseconds. */
  busyUs: number;
  /** Self time by area and by function, largest first, in microseconds. */
  areas: Array<[string, number]>;
  functions: Array<[string, number]>;
  /** Self time of our own functions only. */
  ours: Array<[string, number]>;
};

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyUs = 0;
  for (const [id, time] of selfByNode) {
    const frame = nodes.get(id)?.callFrame;
    if (frame === undefined || frame.functionName === '(idle)') continue;
    busyUs += time;
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + time);
    const key = functionKey(frame);
    functions.set(key, (functions.get(key) ?? 0) + time);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((x, y) => y[1] - x[1]);
  const byFunction = sorted(functions);
  return {
    busyUs,
    areas: sorted(areas),
    functions: byFunction,
    ours: byFunction.filter(([key]) => / \((?:server|contract|mock-api)\/src\//.test(key)),
  };
}

/** The summary as printable lines; per-request figures when the requests and the measured CPU per request are known. */
export function describeProfile(
  summary: ProfileSummary,
  options: { requests?: number | undefined; cpuUsPerRequest?: number | undefined; top?: number } = {},
): string[] {
  const top = options.top ?? 20;
  const { requests, cpuUsPerRequest } = options;
  const lines: string[] = [];
  const sampledPerRequest = requests === undefined ? undefined : summary.busyUs / requests;
  lines.push(
    `busy ${(summary.busyUs / 1e6).toFixed(2)} s sampled` +
      (sampledPerRequest === undefined ? '' : `, ${sampledPerRequest.toFixed(1)} us per request on the wall clock`) +
      (cpuUsPerRequest === undefined ? '' : `, ${cpuUsPerRequest.toFixed(1)} us CPU per request measured`),
  );
  const row = (name: string, time: number) => {
    const share = time / summary.busyUs;
    const perRequest = cpuUsPerRequest === undefined ? '' : `${(share * cpuUsPerRequest).toFixed(2).padStart(7)} us/req  `;
    return `  ${(share * 100).toFixed(1).padStart(5)} %  ${perRequest}${name}`;
  };
  lines.push('self time by area:');
  for (const [name, time] of summary.areas.slice(0, top)) lines.push(row(name, time));
  lines.push('self time by function:');
  for (const [name, time] of summary.functions.slice(0, top)) lines.push(row(name, time));
  const oursTotal = summary.ours.reduce((sum, [, time]) => sum + time, 0);
  lines.push(`our code (${((oursTotal / summary.busyUs) * 100).toFixed(1)} % of busy time in all), by function:`);
  for (const [name, time] of summary.ours.slice(0, top)) lines.push(row(name, time));
  return lines;
}

export function readProfile(path: string): CpuProfile {
  return JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { requests: { type: 'string' }, 'cpu-us-per-request': { type: 'string' }, top: { type: 'string', default: '25' } },
  });
  const path = positionals[0];
  if (path === undefined) {
    console.error('usage: cpu-profile.ts PROFILE.cpuprofile [--requests N] [--cpu-us-per-request X] [--top 25]');
    process.exit(1);
  }
  const lines = describeProfile(summariseProfile(readProfile(path)), {
    requests: values.requests === undefined ? undefined : Number(values.requests),
    cpuUsPerRequest: values['cpu-us-per-request'] === undefined ? undefined : Number(values['cpu-us-per-request']),
    top: Number(values.top),
  });
  console.log(lines.join('\n'));
}
