/**
 * What CI costs: `.ci/run` on fresh clones of a commit, several rounds one after another, with
 * the median of each phase (machine ready, npm ci, validate, vitest, npm test, total) and of
 * each vitest project's wall time. Debian packages and Node 24 are installed by the first round
 * if they are missing; later rounds find them, as CI does.
 *   npx tsx scripts/bench/ci.ts [--rounds 3] [--ref HEAD]
 * Target: the median total at most 600 s (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const TARGET_SECONDS = 600;

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, ref: { type: 'string', default: 'HEAD' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number >= 1, not ${values.rounds}`);

/** Runs a command, echoing and collecting its output; rejects on a non-zero exit. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** The phase lines of .ci/run, validate's total and the project rows of the vitest table, in seconds. */
function readCiOutput(output: string): Map<string, number> {
  const plain = stripVTControlCharacters(output);
  const figures = new Map<string, number>();
  for (const match of plain.matchAll(/^ci: (.+?) (\d+) s$/gm)) figures.set(match[1] ?? '', Number(match[2]));
  const validate = /^validate: \d+ of \d+ checks passed in ([\d.]+) s$/m.exec(plain);
  if (validate) figures.set('validate', Number(validate[1]));
  const table = plain.slice(plain.indexOf('Wall time per vitest project'));
  for (const match of table.matchAll(/^ {2}(\S+(?: run)?)\s+\d+\s+\d+\s+(\d+) s/gm)) {
    figures.set(match[1] === 'whole run' ? 'vitest' : `vitest ${match[1]}`, Number(match[2]));
  }
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const results: Map<string, number>[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const clone = mkdtempSync(join(tmpdir(), 'ci-bench-'));
  try {
    await run('git', ['clone', '--quiet', '--no-checkout', REPO, clone], REPO);
    await run('git', ['checkout', '--quiet', values.ref], clone);
    console.log(`\n=== round ${round} of ${rounds}: .ci/run on a fresh clone of ${values.ref} in ${clone}`);
    results.push(readCiOutput(await run('bash', ['.ci/run'], clone)));
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const names = [...new Set(results.flatMap((figures) => [...figures.keys()]))];
console.log(`\nCI phases over ${rounds} round(s), seconds (median last)`);
for (const name of names) {
  const each = results.map((figures) => figures.get(name) ?? Number.NaN);
  console.log(`  ${name.padEnd(30)}${each.map((value) => String(value).padStart(7)).join('')}   median ${median(each)}`);
}
const total = median(results.map((figures) => figures.get('total') ?? Number.NaN));
console.log(`\ntarget: median total <= ${TARGET_SECONDS} s: ${total <= TARGET_SECONDS ? 'met' : 'missed'} (${total} s)`);
