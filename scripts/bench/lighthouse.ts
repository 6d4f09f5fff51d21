/**
 * Lighthouse benchmark of the built web app (web/dist) through a real gateway and the mock in
 * process: `/`, `/login`, and logged in `/auth/dashboard` and the games lobby
 * `/auth/games/category`, Lighthouse's default mobile preset (simulated slow 4G, 4x CPU
 * slowdown), Debian's Chromium. Run after `npm run build`:
 *   npx tsx scripts/bench/lighthouse.ts [--rounds 3] [--pages /,/login] [--compare <another web/dist> | --compare-url <a gateway's URL>] [--reports <dir>]
 * Rounds are interleaved (each round runs every page once, in every arm) and medians are
 * printed. `--compare` adds a second arm: another build (e.g. main's, built in a worktree) behind
 * a gateway of its own, run page by page beside this one, with the ratios of the two.
 * `--compare-url` makes the second arm a gateway already running (e.g. `npm start` in a
 * worktree of main with PORT set), for changes to the gateway itself. For the
 * dashboard the member logs in through the form in the same browser and Lighthouse keeps the
 * storage (and with it the session and the browser's cache). Goals: performance >= 0.95 on each
 * page, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, accessibility and best practices 1.00; a page
 * that misses one is marked, and the exit code is 1. `--reports` keeps every run's Lighthouse
 * report as JSON (its diagnostics say where the main thread went). `--pages` runs some of the
 * pages only, for more rounds of one page in the same time (total blocking time on this shared
 * machine needs many).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { type RunningGateway, startGateway } from '@site/server/start';

const CHROMIUM = '/usr/bin/chromium';
const GOALS = { performance: 0.95, lcpMs: 2_000, tbtMs: 150, cls: 0.02, accessibility: 1, bestPractices: 1 };

type Page = { path: string; loggedIn: boolean };
/** A gateway under test: one this bench started (closed at the end) or one already running. */
type Arm = { name: string; gateway: Pick<RunningGateway, 'url' | 'close'> };
const PAGES: Page[] = [
  { path: '/', loggedIn: false },
  { path: '/login', loggedIn: false },
  { path: '/auth/dashboard', loggedIn: true },
  { path: '/auth/games/category', loggedIn: true },
];

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      compare: { type: 'string' },
      'compare-url': { type: 'string' },
      reports: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  const rounds = Math.max(3, Number(values.rounds));
  const pages = values.pages === undefined ? PAGES : PAGES.filter(({ path }) => values.pages?.split(',').includes(path));
  if (pages.length === 0) throw new Error(`--pages names none of ${PAGES.map(({ path }) => path).join(', ')}`);
  const arms: Arm[] = [{ name: 'this build', gateway: await startGateway({ upstreamUrl: undefined, logLevel: 'warn' }) }];
  if (values.compare !== undefined) {
    arms.push({ name: 'compared', gateway: await startGateway({ upstreamUrl: undefined, logLevel: 'warn', webDist: values.compare }) });
  } else if (values['compare-url'] !== undefined) {
    arms.push({ name: 'compared', gateway: { url: values['compare-url'].replace(/\/$/, ''), close: async () => undefined } });
  }
  // A profile of its own, not incognito: the dashboard's session lives in localStorage.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: profile,
    // Root in a container has no user namespace for the sandbox (as the browser tests launch it).
    chromeFlags: ['--headless=new', '--no-first-run', '--disable-gpu', '--no-sandbox'],
  });
  const member = DEMO_MEMBERS[0];
  if (member === undefined) throw new Error('the mock has no demo member');

  /** Logs the demo member in through the form, as a member would. */
  async function logInThroughForm(gateway: Arm['gateway']): Promise<void> {
    // Connected only for the login: an attached client would see Lighthouse's own tab too.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    try {
      await page.goto(`${gateway.url}/login`, { waitUntil: 'networkidle0' });
      await page.locator('input[autocomplete="username"]').fill(member?.username ?? '');
      await page.locator('input[autocomplete="current-password"]').fill(member?.password ?? '');
      await page.locator('form button[type="submit"]').click();
      // A client-side navigation: the path changes without a new document.
      await page.waitForFunction("location.pathname === '/auth/dashboard'", { timeout: 30_000 });
    } finally {
      await page.close();
      await browser.disconnect();
    }
  }

  /** Ends the member's session (Lighthouse's storage reset keeps localStorage), so public pages stay public. */
  async function logOut(gateway: Arm['gateway']): Promise<void> {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    try {
      await page.goto(`${gateway.url}/healthz`);
      await page.evaluate('localStorage.clear()');
    } finally {
      await page.close();
      await browser.disconnect();
    }
  }

  /** One Lighthouse run; a run whose trace Chromium recorded badly is repeated, twice at most. */
  async function runLighthouse(url: string, keepStorage: boolean) {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: keepStorage,
      });
      if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError === undefined) return lhr;
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.log(`  ${url}: ${lhr.runtimeError.code}, run again`);
    }
  }

  const results = new Map<string, Figures[]>();
  const key = (arm: Arm, path: string) => `${arm.name} ${path}`;
  try {
    console.log(
      `Lighthouse mobile preset, ${CHROMIUM}, ${rounds} interleaved rounds, ${arms.map((arm) => `${arm.name} at ${arm.gateway.url}`).join(', ')}`,
    );
    for (let round = 0; round < rounds; round += 1) {
      for (const { path, loggedIn } of pages) {
        // every other round the arms swap places, so neither always runs first
        for (const arm of round % 2 === 0 ? arms : [...arms].reverse()) {
          // Every round starts logged out: a member page's round logs in through the form afresh.
          await logOut(arm.gateway);
          if (loggedIn) await logInThroughForm(arm.gateway);
          const lhr = await runLighthouse(`${arm.gateway.url}${path}`, loggedIn);
          if (values.reports !== undefined) {
            mkdirSync(values.reports, { recursive: true });
            const name = `${arm.name}${path}-round-${round + 1}`.replaceAll(/[^a-z0-9-]+/gi, '-');
            writeFileSync(join(values.reports, `${name}.json`), JSON.stringify(lhr));
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const figures: Figures = {
            performance: lhr.categories.performance?.score ?? 0,
            accessibility: lhr.categories.accessibility?.score ?? 0,
            bestPractices: lhr.categories['best-practices']?.score ?? 0,
            fcpMs: audit('first-contentful-paint'),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          };
          if (!lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}`);
          results.set(key(arm, path), [...(results.get(key(arm, path)) ?? []), figures]);
          console.log(
            `  round ${round + 1} ${arm.name} ${path}: perf ${figures.performance.toFixed(2)}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    for (const arm of arms) await arm.gateway.close();
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(`\nmedians of ${rounds} rounds`);
  console.log(
    `  ${'arm'.padEnd(12)}${'page'.padEnd(18)}${'perf'.padStart(6)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'a11y'.padStart(7)}${'best pr.'.padStart(10)}  goals`,
  );
  let missed = false;
  const medians = new Map<string, Figures>();
  for (const arm of arms) {
    for (const { path } of pages) {
      const list = results.get(key(arm, path)) ?? [];
      const m = (pick: (figures: Figures) => number) => median(list.map(pick));
      const row: Figures = {
        performance: m((f) => f.performance),
        fcpMs: m((f) => f.fcpMs),
        lcpMs: m((f) => f.lcpMs),
        tbtMs: m((f) => f.tbtMs),
        cls: m((f) => f.cls),
        accessibility: m((f) => f.accessibility),
        bestPractices: m((f) => f.bestPractices),
      };
      medians.set(key(arm, path), row);
      const misses = [
        row.performance < GOALS.performance ? 'perf' : '',
        row.lcpMs > GOALS.lcpMs ? 'LCP' : '',
        row.tbtMs > GOALS.tbtMs ? 'TBT' : '',
        row.cls > GOALS.cls ? 'CLS' : '',
        row.accessibility < GOALS.accessibility ? 'a11y' : '',
        row.bestPractices < GOALS.bestPractices ? 'best practices' : '',
      ].filter((miss) => miss !== '');
      // the goals are this build's; a compared build is there for the ratios
      if (misses.length > 0 && arm === arms[0]) missed = true;
      console.log(
        `  ${arm.name.padEnd(12)}${path.padEnd(18)}${row.performance.toFixed(2).padStart(6)}${String(Math.round(row.fcpMs)).padStart(9)}${String(Math.round(row.lcpMs)).padStart(9)}${String(Math.round(row.tbtMs)).padStart(9)}${row.cls.toFixed(3).padStart(8)}${row.accessibility.toFixed(2).padStart(7)}${row.bestPractices.toFixed(2).padStart(10)}  ${misses.length === 0 ? 'ok' : `MISSED: ${misses.join(', ')}`}`,
      );
    }
  }
  const [own, compared] = arms;
  if (own !== undefined && compared !== undefined) {
    console.log('\nthis build / compared (ratios of the medians; rounds in which this build was lower)');
    for (const { path } of pages) {
      const a = medians.get(key(own, path));
      const b = medians.get(key(compared, path));
      if (a === undefined || b === undefined) continue;
      const ratio = (x: number, y: number) => (y === 0 ? 'n/a' : (x / y).toFixed(2));
      // The two arms of a round ran one after the other: how often this build was the lower one.
      const ownRounds = results.get(key(own, path)) ?? [];
      const comparedRounds = results.get(key(compared, path)) ?? [];
      const lowerIn = (pick: (figures: Figures) => number) =>
        `${ownRounds.filter((figures, round) => pick(figures) < pick(comparedRounds[round] ?? figures)).length}/${ownRounds.length}`;
      console.log(
        `  ${path.padEnd(18)}FCP ${ratio(a.fcpMs, b.fcpMs)}, LCP ${ratio(a.lcpMs, b.lcpMs)} (lower in ${lowerIn((f) => f.lcpMs)}), TBT ${ratio(a.tbtMs, b.tbtMs)} (lower in ${lowerIn((f) => f.tbtMs)}), perf ${ratio(a.performance, b.performance)}`,
      );
    }
  }
  console.log(
    `goals: perf >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, a11y and best practices ${GOALS.accessibility.toFixed(2)}`,
  );
  if (missed) process.exitCode = 1;
}

await main();
