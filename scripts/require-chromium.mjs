#!/usr/bin/env node
// Browser tests never skip silently: without Chromium, `npm test` stops here with one line.
import { spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const probe = spawnSync(path, ['--version'], { encoding: 'utf8' });
if (probe.status !== 0) {
  console.error(`Chromium not found at ${path}: run apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
