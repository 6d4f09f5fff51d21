#!/usr/bin/env node
// `npm run validate`: type-check every workspace, lint (code and the member app's CSS), check formatting and that what is
// generated from the contract is current; `npm run typecheck` and
// `npm run lint` run one group (`node scripts/validate.mjs typecheck`). The checks are
// independent, so they run side by side, as many at once as the machine has cores, the longest
// first; each one's output is printed when it ends, with its time. Exit 1 if any failed.
//
// Types are checked by TypeScript 7 (the native compiler), one thread per workspace: the checks
// already run side by side, and its own threads tripled the CPU (docs/design/testing.md#type-check-and-lint). The lint rules
// that read types run in oxlint on TypeScript 7 as well; ESLint checks the rest without types
// (docs/design/testing.md#type-check-and-lint).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// the tools of the repository, also when this file is run without npm
const PATH = `${fileURLToPath(new URL('../node_modules/.bin', import.meta.url))}${delimiter}${process.env.PATH ?? ''}`;
const TSC = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));

const { workspaces: WORKSPACES } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const CHECKS = [
  { group: 'lint', name: 'lint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  // the typed rules (.oxlintrc.json); one Go thread, as the type checks below (docs/design/testing.md#type-check-and-lint)
  { group: 'lint', name: 'lint types', command: 'oxlint', args: [], env: { GOMAXPROCS: '1' } },
  // the member app's CSS against its browserslist (stylelint.config.js)
  { group: 'lint', name: 'lint css', command: 'stylelint', args: ['web/src/**/*.css'] },
  ...WORKSPACES.map((workspace) => ({
    group: 'typecheck',
    name: `typecheck ${workspace}`,
    command: process.execPath,
    args: [TSC, '-p', workspace, '--singleThreaded'],
  })),
  // oxfmt: Prettier's output for this code base (.oxfmtrc.json), in a fraction of a second instead of 30 CPU-seconds
  { group: 'format', name: 'format', command: 'oxfmt', args: ['--check', '--threads=1'] },
];
// The generated client types are not committed: they are written from the OpenAPI document before
// any check that reads types starts (the scripts type check and the typed lint rules read them).
const GENERATE_CLIENT_TYPES = { name: 'client types', command: 'tsx', args: ['scripts/lib/openapi-client/generate.ts'] };

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !CHECKS.some((check) => check.group === group));
if (unknown.length > 0) {
  console.error(`validate: no check group ${unknown.join(', ')} (groups: lint, typecheck, format)`);
  process.exit(2);
}
const selected = groups.length === 0 ? CHECKS : CHECKS.filter((check) => groups.includes(check.group));

/** Runs one command; resolves with its exit code and everything it printed. */
function spawnCollecting(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function run({ name, command, args, env }) {
  const started = performance.now();
  const result = await spawnCollecting(command, args, env);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const passed = result.code === 0;
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  const { output } = result;
  if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  return passed;
}

const queue = [...selected];
const results = [];
const started = performance.now();
if (selected.some((check) => check.group === 'lint' || check.group === 'typecheck') && !(await run(GENERATE_CLIENT_TYPES))) {
  console.log('validate: the client types could not be generated, so no check ran');
  process.exit(1);
}
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), selected.length) }, worker));
const failed = results.filter((passed) => !passed).length;
console.log(
  `validate: ${selected.length - failed} of ${selected.length} checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = failed === 0 ? 0 : 1;
