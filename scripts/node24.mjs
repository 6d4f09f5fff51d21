#!/usr/bin/env node
/**
 * The project runs on Node 24 (package.json `engines`). On a machine whose Node is older, the
 * `node` package from the npm registry ships the binary, as CI gets it: it is installed once in
 * a cache folder outside the clone, and `npm start` and `npm test` run again on it, saying so in
 * one line. Where it cannot be had, one line says what is needed, before anything is built.
 *
 * - `import { runOnNode24 } from './node24.mjs'; await runOnNode24();` at the top of a script:
 *   returns on Node 24+, otherwise runs the same command on Node 24 and exits with its code.
 * - `node scripts/node24.mjs`: installs it if missing and prints the folder of its `node`, for
 *   .ci/run's PATH (nothing on Node 24+).
 * - `node scripts/node24.mjs --install`: the same, with one line for `npm install` (its
 *   `preinstall`); never fails the install.
 *
 * Plain Node that Node 14 and later parse: it runs before anything else, on whatever Node is there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NEEDED_MAJOR = 24;
const currentMajor = Number(process.versions.node.split('.')[0]);
const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'member-site', 'node24');
const binDir = join(cacheDir, 'node_modules', 'node', 'bin');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What a person needs when Node 24 could not be had, in one line. */
function neededLine(reason) {
  return (
    `member-site needs Node.js ${NEEDED_MAJOR} or newer; this is Node ${process.version} and ${reason}. ` +
    `Install Node.js ${NEEDED_MAJOR} LTS (https://nodejs.org/, or \`nvm install ${NEEDED_MAJOR}\`) and run the command again.`
  );
}

/** The folder of a Node 24 `node` binary, installed from the npm registry when missing; or an Error saying why not. */
function node24BinDir() {
  const binary = join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(binary)) {
    const install = spawnSync(
      npm,
      ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--no-save', '--loglevel', 'error', `node@${NEEDED_MAJOR}`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      },
    );
    if (install.error || install.status !== 0 || !existsSync(binary)) {
      const detail = install.error
        ? install.error.message
        : (install.stderr || '').trim().split('\n').pop() || `npm exited with ${install.status}`;
      return new Error(`installing Node ${NEEDED_MAJOR} from the npm registry into ${cacheDir} failed (${detail})`);
    }
  }
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return new Error(`the Node ${NEEDED_MAJOR} in ${cacheDir} does not run on this machine`);
  return { dir: binDir, version: probe.stdout.trim() };
}

/**
 * Returns on Node 24 or newer. Otherwise runs this process's command again on Node 24 (installed
 * on first use), with it first on the PATH so that everything it starts uses it too, and exits
 * with its code; where Node 24 cannot be had, prints what is needed and exits 1.
 */
export async function runOnNode24() {
  if (currentMajor >= NEEDED_MAJOR) return;
  const found = node24BinDir();
  if (found instanceof Error) {
    console.error(neededLine(found.message));
    process.exit(1);
  }
  console.log(
    `Node ${process.version} is older than the Node ${NEEDED_MAJOR} this project needs: running on Node ${found.version} from the npm registry (${found.dir})`,
  );
  const child = spawn(join(found.dir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${found.dir}${delimiter}${process.env.PATH || ''}` },
  });
  // The child shares this process group: a signal sent to the group reaches it already (its own
  // handlers count repeats); one sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exit(code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const forInstall = process.argv.includes('--install');
  if (currentMajor < NEEDED_MAJOR) {
    const found = node24BinDir();
    if (found instanceof Error) {
      console.error(neededLine(found.message));
      // `npm install` itself has worked: only start and test need Node 24
      process.exitCode = forInstall ? 0 : 1;
    } else if (forInstall) {
      console.log(
        `Node ${process.version} is older than the Node ${NEEDED_MAJOR} this project needs: npm start and npm test run on Node ${found.version} from the npm registry (${found.dir})`,
      );
    } else {
      console.log(found.dir);
    }
  }
}
