#!/usr/bin/env node
// `npm test`: every check CI runs. The browsers must be there (browser tests never skip silently);
// then the builds the tests serve and start; then vitest and validate side by side. Validate
// (lint, type checks, formatting) runs at a lower CPU priority: on a small machine it fills the
// moments the browser tests wait, instead of adding its two minutes in front of them
// (docs/design/testing.md#a-suite-that-fits-two-cores). Its report is printed after vitest's. Exit 1 if anything failed. On a Node
// older than 24 it runs again on Node 24 from the npm registry first (node24.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runOnNode24 } from './node24.mjs';

await runOnNode24();

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runInherited(command, args) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

if (runInherited(process.execPath, ['scripts/require-browsers.mjs']) !== 0) process.exit(1);
if (runInherited(npm, ['run', 'build']) !== 0) process.exit(1);
// the services compiled as the images run them: tests start these (docs/design/testing.md#compiled-services)
if (runInherited(npm, ['run', 'build:services']) !== 0) process.exit(1);

// `nice` lowers validate and the processes it starts; where there is no `nice`, it runs as is
const hasNice = spawnSync('nice', ['true']).status === 0;
const validateCommand = hasNice
  ? ['nice', ['-n', '15', process.execPath, 'scripts/validate.mjs']]
  : [process.execPath, ['scripts/validate.mjs']];
const validate = spawn(validateCommand[0], validateCommand[1], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
let validateOutput = '';
validate.stdout.on('data', (chunk) => (validateOutput += chunk));
validate.stderr.on('data', (chunk) => (validateOutput += chunk));
const validated = new Promise((resolve) => validate.on('close', (code) => resolve(code ?? 1)));

const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
const tested = new Promise((resolve) => vitest.on('close', (code) => resolve(code ?? 1)));

const testCode = await tested;
const validateCode = await validated;
process.stdout.write(`\n${validateOutput}`);
process.exit(testCode === 0 && validateCode === 0 ? 0 : 1);
