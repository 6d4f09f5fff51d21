import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The live JavaScript heap of a child process: the total size of what a heap snapshot holds.
 * V8 takes a snapshot after a full collection, so garbage is not counted, unlike the heap used
 * figure of `process.memoryUsage()` or RSS, which move by 100 MB with the collector's timing
 * under a 20-way stream of 2 MB bodies. A leak shows here; heap headroom V8 keeps does not.
 *
 * The child must be started with `liveHeapEnv(dir)` (Node's `--heapsnapshot-signal`). SIGWINCH,
 * because close-with-grace stops the servers gracefully on SIGUSR2 and SIGUSR1 is Node's debugger.
 */
export function snapshotDirectory(): string {
  return mkdtempSync(join(tmpdir(), 'soak-heap-'));
}

export function liveHeapEnv(directory: string): Record<string, string> {
  const inherited = process.env.NODE_OPTIONS ?? '';
  return { NODE_OPTIONS: `${inherited} --heapsnapshot-signal=SIGWINCH --diagnostic-dir=${directory}`.trim() };
}

type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[] } };
  nodes: number[];
};

export async function liveHeapMb(pid: number | undefined, directory: string, pingUrl: string): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const earlier = new Set(readdirSync(directory));
  process.kill(pid, 'SIGWINCH');
  let file: string | undefined;
  for (let attempt = 0; attempt < 600 && file === undefined; attempt += 1) {
    file = readdirSync(directory).find((name) => name.endsWith('.heapsnapshot') && !earlier.has(name));
    if (file === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (file === undefined) throw new Error(`no heap snapshot from process ${pid} in ${directory}`);
  const path = join(directory, file);
  // Node writes the snapshot on its main thread: an answer to a request sent after the file
  // appeared comes once it is complete. Any status will do.
  await fetch(pingUrl).then((response) => response.arrayBuffer());
  if (statSync(path).size === 0) throw new Error(`empty heap snapshot ${path}`);
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as HeapSnapshot;
  rmSync(path);
  const fields = snapshot.snapshot.meta.node_fields;
  const selfSize = fields.indexOf('self_size');
  let bytes = 0;
  for (let index = selfSize; index < snapshot.nodes.length; index += fields.length) bytes += snapshot.nodes[index] ?? 0;
  return bytes / 2 ** 20;
}
