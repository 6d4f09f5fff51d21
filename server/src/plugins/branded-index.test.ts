import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_REQUEST_HEADERS, mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { startGateway, type RunningGateway } from '../start';
import { createTestDist, type TestDist } from '../test-support/web-dist';

/** The template's one inline script, as web/index.html has one (docs/design/first-paint.md#inline-script). */
const INLINE_SCRIPT = "window.Intl&&new Intl.NumberFormat('th-TH').format(0)";
const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><meta name="theme-color" content="#14161c" />' +
  '<title>เว็บไซต์สมาชิก</title><script type="module" src="/assets/index-3f9a1c2b.js"></script></head><body><div id="root"></div>' +
  `<script>${INLINE_SCRIPT}</script></body></html>\n`;
const namespace = { [NAMESPACE_HEADER]: 'branded-index' };
/** What the web build writes beside index.html (web/build/route-preloads.ts). */
const ROUTE_PRELOADS = [
  { pattern: '/login', modules: ['/assets/login-1a.js', '/assets/zod-2b.js'], styles: [] },
  { pattern: '/auth/games/category', modules: ['/assets/member-area-3c.js', '/assets/games-category-4d.js'], styles: [] },
  {
    pattern: '/auth/games/:type/:slot',
    modules: ['/assets/member-area-3c.js', '/assets/games-5e.js'],
    styles: ['/assets/member-area-6f.css'],
  },
];

let dist: TestDist;
let gateway: RunningGateway;

beforeAll(async () => {
  dist = createTestDist();
  writeFileSync(join(dist.root, 'index.html'), TEMPLATE);
  writeFileSync(join(dist.root, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  gateway = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  dist.remove();
});

async function page(path: string) {
  const res = await fetch(`${gateway.url}${path}`, { headers: namespace });
  return { res, html: await res.text() };
}

async function settings() {
  const res = await fetch(`${gateway.url}/api/setting`, { headers: namespace });
  return (await res.json()) as { data: { siteName: string; look: { colors: { primary: string; accent: string } } } };
}

describe('index.html with the brand in it (docs/design/first-paint.md#branded-page)', () => {
  it('carries the site name, theme colour, brand variables under a hashed style, the logo and the answers the app starts from (settings, configuration, operation status), and allows the template’s script by its hash', async () => {
    const { res, html } = await page('/login');
    const { data } = await settings();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<title>${data.siteName}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${data.look.colors.primary}" />`);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain(`--brand:${data.look.colors.primary};`);
    expect(style).toContain(`--accent:${data.look.colors.accent};`);
    expect(style).toMatch(/--page-background:url\("\/[^"]+"\)/);
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`(^|;)style-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    const scriptHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(csp).toMatch(new RegExp(`(^|;)script-src 'self' ${scriptHash.replace(/[+/]/g, '\\$&')}(;|$)`));
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/[^"]+" fetchpriority="high" \/>/);
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      setting: unknown;
      configuration: unknown;
      websiteStatus: unknown;
    };
    const answer = async (path: string) => (await fetch(`${gateway.url}${path}`, { headers: namespace })).json();
    expect(boot.setting).toEqual(await settings());
    expect(boot.configuration).toEqual(await answer('/api/configuration'));
    expect(boot.websiteStatus).toEqual(await answer('/api/setting/operational/website'));
  });

  it('preloads the first promotion banner on the home page only, the banner that page shows first', async () => {
    const configuration = (await (await fetch(`${gateway.url}/api/configuration`, { headers: namespace })).json()) as {
      data: Array<{ key: string; value: { data: { path?: string } } }>;
    };
    const firstBanner = configuration.data.find((entry) => entry.key === 'home.banner.1')?.value.data.path ?? '';
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    const home = await page('/');
    const login = await page('/login');
    expect(preloads(home.html)).toEqual([expect.stringMatching(/logo/), firstBanner]);
    expect(preloads(login.html)).toEqual([expect.stringMatching(/logo/)]);
    // each page keeps its own ETag: a 304 never serves one page's preloads for the other
    expect(home.res.headers.get('etag')).not.toBe(login.res.headers.get('etag'));

    // with no promotion running the home page shows no banner, so it preloads none
    const control = mockControlClient(gateway.url, { namespace: namespace[NAMESPACE_HEADER], env: {} });
    expect((await control.setSite({ body: { promotion: 'none' } })).status).toBe(200);
    try {
      expect(preloads((await page('/')).html)).toEqual([expect.stringMatching(/logo/)]);
    } finally {
      await control.setSite({ body: { promotion: 'brand' } });
    }
  });

  it("names the chunks and stylesheets of the page's screen, so they load beside the entry (docs/design/first-paint.md#preloads)", async () => {
    const modules = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);
    const styles = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g)].map((match) => match[1]);
    const login = await page('/login?next=1');
    expect(modules(login.html)).toEqual(['/assets/login-1a.js', '/assets/zod-2b.js']);
    expect(styles(login.html)).toEqual([]);
    const games = await page('/auth/games/slot/JK');
    expect(modules(games.html)).toEqual(['/assets/member-area-3c.js', '/assets/games-5e.js']);
    expect(styles(games.html)).toEqual(['/assets/member-area-6f.css']);
    // a static segment beats a parameter, letters match in either case, as in the app's router
    expect(modules((await page('/AUTH/games/category')).html)).toEqual(['/assets/member-area-3c.js', '/assets/games-category-4d.js']);
    expect(modules((await page('/no-such-screen')).html)).toEqual([]);
    expect(games.res.headers.get('etag')).not.toBe(login.res.headers.get('etag'));
    // the list is for the gateway, not for browsers
    expect((await fetch(`${gateway.url}/route-preloads.json`, { headers: namespace })).status).toBe(404);
  });

  it('shows a brand change on the next load, and answers an unchanged page with 304', async () => {
    // a mock's page says its instant (boot data): a running clock changes the page, a stopped one does not
    const frozen = await fetch(`${gateway.url}/__mock/clock`, {
      method: 'POST',
      headers: { ...namespace, ...CONTROL_REQUEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ freeze: true }),
    });
    expect(frozen.status).toBe(200);
    const first = await page('/');
    expect(first.html).toContain(`"upstreamNow":"${((await frozen.json()) as { now: string }).now}"`);
    const etag = first.res.headers.get('etag') ?? '';
    const again = await fetch(`${gateway.url}/`, { headers: { ...namespace, 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const switched = await fetch(`${gateway.url}/__mock/brand`, {
      method: 'POST',
      headers: { ...namespace, ...CONTROL_REQUEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ brand: 'lanna' }),
    });
    expect(switched.status).toBe(200);
    const { data } = await settings();
    const next = await page('/');
    expect(next.res.headers.get('etag')).not.toBe(etag);
    expect(next.html).toContain(`--brand:${data.look.colors.primary}`);
    expect(next.html).toContain(`<meta name="theme-color" content="${data.look.colors.primary}" />`);
  });
});
