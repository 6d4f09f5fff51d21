#!/usr/bin/env node
// Browser tests never skip silently: without Chromium, or Firefox ESR and WebKitGTK's driver with
// a virtual display (the member walk in Gecko and WebKit), `npm test` stops here with one line.
import { accessSync, constants } from 'node:fs';

const NEEDED = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', variable: 'CHROMIUM_PATH', debian: 'chromium' },
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', variable: 'FIREFOX_PATH', debian: 'firefox-esr' },
  { path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', variable: 'WEBKIT_DRIVER_PATH', debian: 'webkit2gtk-driver' },
  { path: '/usr/bin/xvfb-run', debian: 'xvfb' },
  { path: '/usr/bin/xauth', debian: 'xauth' },
];
const missing = NEEDED.filter(({ path }) => {
  try {
    accessSync(path, constants.X_OK);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  const where = missing.map(({ path, variable }) => (variable ? `${path} (or set ${variable})` : path)).join(', ');
  console.error(`not found: ${where}: run apt-get install -y ${missing.map(({ debian }) => debian).join(' ')}`);
  process.exit(1);
}
