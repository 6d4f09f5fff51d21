/**
 * The lobby at a real catalogue's scale, beside the same build with the tests' small one, or
 * beside another build at the same scale. Run after `npm run build -w web`:
 *   npx tsx scripts/bench/lobby.ts [--rounds 3] [--compare <another web/dist>]
 * Two gateways with the mock in process, MOCK_GAMES=2000 and MOCK_GAMES=70 (with `--compare`:
 * both 2000, this build and the other, e.g. main's built in a worktree); Chromium at 360 px
 * with Lighthouse's mobile CPU slowdown (4x). Per round and arm (interleaved, order rotating):
 * the interaction to next paint of a category switch (to slots, the largest), a search keystroke
 * and opening a game; the most DOM nodes the page holds at any point while scrolling the whole
 * slot list. Medians printed, with the ratio of the first arm to the second; and the lobby's own JS (its route chunk
 * and what it imports beyond the entry), gzip. Goals: INP <= 100 ms, DOM <= 1,500 nodes,
 * lobby JS <= 40 KB gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startGateway } from '@site/server/start';
import { launchBrowser, newSiteContext } from '@site/browser-kit';

const DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, compare: { type: 'string' } } });
const ROUNDS = Number(options.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a whole number >= 1, not ${options.rounds}`);
const CPU_SLOWDOWN = 4;
const GOALS = { inpMs: 100, domNodes: 1500, lobbyJsGzipKb: 40 };

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The lobby route's chunk and the chunks it imports that the entry does not already bring. */
function lobbyJsGzip(): number {
  const manifestPath = join(DIST, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('web/dist/manifest.json is missing: run `npm run build -w web` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const route = Object.keys(manifest).find((key) => key.endsWith('routes/auth/games-category.tsx'));
  if (!entry || !route) throw new Error('the manifest has no entry or no lobby route');
  const entryFiles = staticClosure(manifest, entry);
  const own = [...staticClosure(manifest, route)].filter((key) => !entryFiles.has(key));
  return own.reduce((sum, key) => sum + gzipSync(readFileSync(join(DIST, manifest[key]?.file ?? ''))).length, 0);
}

// Page code as strings: this workspace is typed for Node, not the DOM (as browser-kit/src/browser.ts does).
/** Records every interaction's duration (Event Timing, as INP counts it) for `interaction` to read. */
const RECORD_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
const NEXT_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';
const DOM_NODES = "document.getElementsByTagName('*').length";

/** The longest event of the interactions `act` makes: its interaction to next paint. */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate('window.__interactions.length = 0');
  await act();
  // Event Timing reports after the next paint; two frames and a moment let it arrive
  await page.evaluate(NEXT_FRAMES);
  await page.waitForTimeout(300);
  const durations = await page.evaluate<number[]>('window.__interactions');
  // below the threshold, the observer reports nothing: the interaction took less than 16 ms
  return durations.length === 0 ? 16 : Math.max(...durations);
}

interface Round {
  categorySwitch: number;
  keystroke: number;
  openGame: number;
  domNodes: number;
}

async function measure(page: Page, baseUrl: string, slowDown: (rate: number) => Promise<unknown>): Promise<Round> {
  await page.goto(`${baseUrl}/auth/games/category?category=slot`);
  const grid = page.getByTestId('game-grid');
  await grid.locator('.game-card').first().waitFor();

  // the whole slot list, a screen at a time: the most elements the page ever holds (a count, not
  // a time: at full speed)
  let domNodes = 0;
  for (;;) {
    domNodes = Math.max(domNodes, Number(await page.evaluate(DOM_NODES)));
    const atEnd = Boolean(
      await page.evaluate(
        '(window.scrollBy(0, window.innerHeight * 0.9), window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)',
      ),
    );
    await page.evaluate(NEXT_FRAMES);
    if (atEnd) break;
  }
  domNodes = Math.max(domNodes, Number(await page.evaluate(DOM_NODES)));
  await page.evaluate('window.scrollTo(0, 0)');

  await page.getByRole('button', { name: 'คาสิโน', exact: true }).click();
  await grid.locator('.game-card').first().waitFor();
  await slowDown(CPU_SLOWDOWN);
  const categorySwitch = await interaction(page, () => page.getByRole('button', { name: 'สล็อต', exact: true }).click());
  await grid.locator('.game-card').nth(5).waitFor();

  const search = page.getByLabel('ค้นหาเกม');
  await search.focus();
  await page.keyboard.type('dra');
  const keystroke = await interaction(page, () => page.keyboard.type('g'));
  await grid.locator('.game-card').first().waitFor();
  const openGame = await interaction(page, () => grid.getByRole('button', { name: /^เล่น / }).first().click());
  await page.getByTestId('game-view').waitFor();
  await page.goBack();
  return { categorySwitch, keystroke, openGame, domNodes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const arms: { name: string; url: string; close: () => Promise<void>; rounds: Round[] }[] = [];
  const armsToStart =
    options.compare === undefined
      ? [
          { name: '2000 games', games: '2000', webDist: undefined },
          { name: '70 games', games: '70', webDist: undefined },
        ]
      : [
          { name: 'this build', games: '2000', webDist: undefined },
          { name: 'compared', games: '2000', webDist: options.compare },
        ];
  for (const { name, games, webDist } of armsToStart) {
    // the in-process mock reads its catalogue size from the environment when the gateway builds it
    process.env.MOCK_GAMES = games;
    const gateway = await startGateway({ maxEventLoopDelayMs: 0, ...(webDist === undefined ? {} : { webDist }) });
    arms.push({ name, url: gateway.url, close: () => gateway.close(), rounds: [] });
  }
  const browser = await launchBrowser();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < arms.length; i += 1) {
        const arm = arms[(round + i) % arms.length];
        if (!arm) continue;
        const context = await newSiteContext(browser, { baseURL: arm.url, viewport: { width: 360, height: 780 }, namespace: null });
        await context.addInitScript(RECORD_INTERACTIONS);
        const page = await context.newPage();
        await page.goto(`${arm.url}/login`);
        await page.getByLabel('ชื่อผู้ใช้หรือเบอร์โทรศัพท์').fill('demo');
        await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
        await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
        await page.waitForURL('**/auth/dashboard');
        // the lobby's data and chunks in the cache, as on a member's second visit; then the slowdown
        await page.goto(`${arm.url}/auth/games/category`);
        await page.getByTestId('game-grid').locator('.game-card').first().waitFor();
        const cdp = await context.newCDPSession(page);
        const figures = await measure(page, arm.url, (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }));
        arm.rounds.push(figures);
        console.log(`round ${round + 1}, ${arm.name}: ${JSON.stringify(figures)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const arm of arms) await arm.close();
  }

  const keys = ['categorySwitch', 'keystroke', 'openGame', 'domNodes'] as const;
  const labels = {
    categorySwitch: 'INP category switch (ms)',
    keystroke: 'INP search keystroke (ms)',
    openGame: 'INP opening a game (ms)',
    domNodes: 'DOM nodes, most while scrolling all slots',
  };
  console.log(`lobby bench: Chromium 360x780, CPU slowdown ${CPU_SLOWDOWN}x, ${ROUNDS} interleaved rounds, medians`);
  console.log(`${''.padEnd(44)}${arms.map((arm) => arm.name.padStart(12)).join('')}   ratio   goal`);
  for (const key of keys) {
    const values = arms.map((arm) => median(arm.rounds.map((r) => r[key])));
    const goal = key === 'domNodes' ? GOALS.domNodes : GOALS.inpMs;
    const ratio = (values[0] ?? 0) / (values[1] ?? 1);
    console.log(
      `${labels[key].padEnd(44)}${values.map((v) => String(Math.round(v)).padStart(12)).join('')}   ${ratio.toFixed(2).padStart(5)}   <= ${goal}${(values[0] ?? 0) > goal ? '  MISSED' : ''}`,
    );
  }
  const js = lobbyJsGzip() / 1024;
  console.log(
    `lobby JS (route chunk + imports beyond the entry), gzip: ${js.toFixed(1)} KB (goal <= ${GOALS.lobbyJsGzipKb} KB; the same build serves both arms)`,
  );
}

await main();
