/**
 * Lighthouse benchmark of the built web app (web/dist) through a real gateway and the mock in
 * process: `/`, `/login` and `/auth/dashboard` logged in, Lighthouse's default mobile preset
 * (simulated slow 4G, 4x CPU slowdown), Debian's Chromium. Run after `npm run build`:
 *   npx tsx scripts/bench/lighthouse.ts [--rounds 3]
 * Rounds are interleaved (each round runs every page once) and medians are printed. For the
 * dashboard the member logs in through the form in the same browser and Lighthouse keeps the
 * storage (and with it the session and the browser's cache). Goals: performance >= 0.95 on each
 * page, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, accessibility and best practices 1.00; a page
 * that misses one is marked, and the exit code is 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { startGateway } from '@site/server/start';

const CHROMIUM = '/usr/bin/chromium';
const GOALS = { performance: 0.95, lcpMs: 2_000, tbtMs: 150, cls: 0.02, accessibility: 1, bestPractices: 1 };

type Page = { path: string; loggedIn: boolean };
const PAGES: Page[] = [
  { path: '/', loggedIn: false },
  { path: '/login', loggedIn: false },
  { path: '/auth/dashboard', loggedIn: true },
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
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
  const rounds = Math.max(3, Number(values.rounds));
  const gateway = await startGateway({ upstreamUrl: undefined, logLevel: 'warn' });
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
  async function logInThroughForm(): Promise<void> {
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
  async function logOut(): Promise<void> {
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

  /** One Lighthouse run; a run whose trace Chromium recorded badly is repeated once. */
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
      if (attempt === 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.log(`  ${url}: ${lhr.runtimeError.code}, run again`);
    }
  }

  const results = new Map<string, Figures[]>();
  try {
    console.log(`Lighthouse mobile preset, ${CHROMIUM}, ${rounds} interleaved rounds, gateway + mock at ${gateway.url}`);
    for (let round = 0; round < rounds; round += 1) {
      for (const { path, loggedIn } of PAGES) {
        if (loggedIn) await logInThroughForm();
        else await logOut();
        const lhr = await runLighthouse(`${gateway.url}${path}`, loggedIn);
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
        results.set(path, [...(results.get(path) ?? []), figures]);
        console.log(
          `  round ${round + 1} ${path}: perf ${figures.performance.toFixed(2)}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await gateway.close();
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(`\nmedians of ${rounds} rounds`);
  console.log(
    `  ${'page'.padEnd(18)}${'perf'.padStart(6)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'a11y'.padStart(7)}${'best pr.'.padStart(10)}  goals`,
  );
  let missed = false;
  for (const { path } of PAGES) {
    const list = results.get(path) ?? [];
    const m = (pick: (figures: Figures) => number) => median(list.map(pick));
    const row = {
      performance: m((f) => f.performance),
      fcpMs: m((f) => f.fcpMs),
      lcpMs: m((f) => f.lcpMs),
      tbtMs: m((f) => f.tbtMs),
      cls: m((f) => f.cls),
      accessibility: m((f) => f.accessibility),
      bestPractices: m((f) => f.bestPractices),
    };
    const misses = [
      row.performance < GOALS.performance ? 'perf' : '',
      row.lcpMs > GOALS.lcpMs ? 'LCP' : '',
      row.tbtMs > GOALS.tbtMs ? 'TBT' : '',
      row.cls > GOALS.cls ? 'CLS' : '',
      row.accessibility < GOALS.accessibility ? 'a11y' : '',
      row.bestPractices < GOALS.bestPractices ? 'best practices' : '',
    ].filter((miss) => miss !== '');
    if (misses.length > 0) missed = true;
    console.log(
      `  ${path.padEnd(18)}${row.performance.toFixed(2).padStart(6)}${String(Math.round(row.fcpMs)).padStart(9)}${String(Math.round(row.lcpMs)).padStart(9)}${String(Math.round(row.tbtMs)).padStart(9)}${row.cls.toFixed(3).padStart(8)}${row.accessibility.toFixed(2).padStart(7)}${row.bestPractices.toFixed(2).padStart(10)}  ${misses.length === 0 ? 'ok' : `MISSED: ${misses.join(', ')}`}`,
    );
  }
  console.log(
    `goals: perf >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, a11y and best practices ${GOALS.accessibility.toFixed(2)}`,
  );
  if (missed) process.exitCode = 1;
}

await main();
