import { describe, expect, it } from 'vitest';
import { type Page, type Request } from 'playwright-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { saveScreenshot, type Site, setUpSiteForFile } from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The member's own API call from the page (same token, same namespace): what the server says. */
async function apiGet<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ url, json }) => {
      const token = localStorage.getItem('member-site.token');
      const response = await fetch(url, {
        method: json ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: json ? JSON.stringify(json) : null,
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { url: path, json: body },
  ) as Promise<T>;
}

async function dashboardCredit(page: Page): Promise<number> {
  await page.goto('/auth/dashboard');
  const credit = page.getByTestId('header-credit');
  await credit.waitFor();
  await page.waitForLoadState('networkidle');
  return amountOf(await credit.textContent());
}

setUpSiteForFile(import.meta.filename, {
  member: demo,
  onOpen: (opened) => {
    site = opened;
  },
});

describe('prize wheel and flip cards', () => {
  it('spins the wheel to the segment the server drew, credits the reward, lists the server chances, then runs out of spins', async () => {
    const { page } = site;
    const before = await dashboardCredit(page);
    await page.goto('/auth/media/wheel');
    const prizes = page.getByTestId('wheel-prizes').locator('li');
    await prizes.first().waitFor();
    const server = await apiGet<{ segments: { label: string; chancePercent: number }[]; spinsLeft: number }>(page, '/api/auth/wheel');
    const shown = await prizes.allTextContents();
    expect(shown).toHaveLength(server.segments.length);
    server.segments.forEach((segment, i) => expect(shown[i]).toContain(`${segment.chancePercent}%`));

    // The server draws and credits at once, but the page asks again for the spins left (and the
    // credit) only when the disc has stopped: nothing gives the draw away while it turns (053).
    const resultShownWhenRefetched = new Promise<boolean>((resolve) => {
      const onRequest = (request: Request) => {
        if (request.method() !== 'GET' || new URL(request.url()).pathname !== '/api/auth/wheel') return;
        page.off('request', onRequest);
        resolve(page.evaluate(() => document.querySelector('[data-testid="wheel-result"]') !== null));
      };
      page.on('request', onRequest);
    });
    await page.getByRole('button', { name: 'หมุนวงล้อ' }).click();
    const result = page.getByTestId('wheel-result');
    await result.waitFor();
    expect(await resultShownWhenRefetched).toBe(true);
    const log = await apiGet<{ segmentIndex: number; label: string; amount: number }[]>(page, '/api/auth/wheel/log', { limit: 5 });
    const latest = log[0];
    if (!latest) throw new Error('no spin logged');
    expect(await result.textContent()).toContain(latest.label);
    // the pointer (top) sits over the drawn segment
    const rotation = Number(await page.getByTestId('wheel-disc').getAttribute('data-rotation'));
    const slice = 360 / server.segments.length;
    const underPointer = Math.floor(((((360 - (rotation % 360)) % 360) + 360) % 360) / slice);
    expect(underPointer).toBe(latest.segmentIndex);
    // a turned disc never makes the page scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId('wheel-log').locator('li').first().waitFor();

    expect(await dashboardCredit(page)).toBeCloseTo(before + latest.amount, 2);

    await page.goto('/auth/media/wheel');
    const spin = page.getByRole('button', { name: 'หมุนวงล้อ' });
    for (let left = server.spinsLeft - 1; left > 0; left -= 1) {
      await spin.click();
      await page.getByTestId('wheel-result').waitFor();
      await page
        .getByTestId('wheel-spins-left')
        .filter({ hasText: left - 1 > 0 ? `${left - 1}/` : 'หมุนครบแล้ว' })
        .waitFor();
    }
    await page.getByTestId('wheel-spins-left').filter({ hasText: 'หมุนครบแล้ว' }).waitFor();
    expect(await spin.isDisabled()).toBe(true);
  });

  it('flips a card: every card revealed from the server, the picked amount credited and logged', async () => {
    const { page } = site;
    const before = await dashboardCredit(page);
    await page.goto('/auth/media/flip-card');
    await page.getByTestId('flip-plays-left').filter({ hasText: 'สิทธิ์' }).waitFor();
    await page.getByRole('button', { name: 'ไพ่ใบที่ 5', exact: true }).click();
    await page.getByTestId('flip-result').waitFor();
    // At 360 px the result lies below the cards: it is brought into view, not left below the fold.
    const inView = () =>
      page.getByTestId('flip-result').evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    expect(await page.getByTestId('flip-cards').locator('.flip--face').count()).toBe(9);
    const picked = page.getByRole('img', { name: /ไพ่ใบที่ 5: .*ใบที่คุณเลือก/ });
    expect(await picked.count()).toBe(1);
    const logs = await apiGet<{ logs: { game: string; cardIndex: number; amount: number }[] }>(page, '/api/auth/game/flip-card/logs');
    const latest = logs.logs.find((log) => log.game === 'flip-card');
    expect(latest?.cardIndex).toBe(4);
    // The amount is said once: a label naming it in baht is not followed by the same amount again.
    expect(await page.getByTestId('flip-result').textContent()).not.toMatch(/บาท \(.*บาท\)/);
    await page.getByTestId('flip-logs').locator('li').first().waitFor();
    expect(await dashboardCredit(page)).toBeCloseTo(before + (latest?.amount ?? Number.NaN), 2);
  });

  it('flips a reward card: the server result is revealed and a prize appears among my rewards', async () => {
    const { page } = site;
    await page.goto('/auth/media/flip-card-reward');
    await page.getByTestId('flip-plays-left').filter({ hasText: 'สิทธิ์' }).waitFor();
    await page.getByRole('button', { name: 'ไพ่ใบที่ 1', exact: true }).click();
    const result = page.getByTestId('flip-result');
    await result.waitFor();
    const mine = await apiGet<{ rewardName: string }[]>(page, '/api/auth/game/reward/request/my');
    const text = (await result.textContent()) ?? '';
    if (mine.length > 0) {
      expect(text).toContain(mine[0]?.rewardName);
      await page
        .getByTestId('flip-reward-requests')
        .filter({ hasText: mine[0]?.rewardName ?? '' })
        .waitFor();
    } else {
      expect(text).toContain('ยังไม่ได้รางวัล');
    }
  });

  it('shows the movie provider page from settings on /auth/media/movie, with its catalogue (docs/design/web-app.md#member-screens)', async () => {
    const { page } = site;
    const catalogue = await apiGet<unknown>(page, '/api/setting');
    const movieUrl = (catalogue as { providers: { movieUrl: string } }).providers.movieUrl;
    expect(movieUrl).toBe('/mock-cdn/providers/movies.html');
    const listed = await page.evaluate(async () => {
      const response = await fetch('/mock-cdn/providers/movies.json');
      return ((await response.json()) as { movies: { title: string }[] }).movies.map((movie) => movie.title);
    });
    await page.goto('/auth/media/movie');
    const frame = page.frameLocator('iframe.provider-frame');
    await frame.locator('.movie').first().waitFor();
    expect(await frame.locator('.movie h2').allTextContents()).toEqual(listed);
    // every poster drawn; the frame takes the height its page reports: all of it shows, no empty
    // space below and no scroll inside (the frame-height message of docs/design/web-app.md#member-screens)
    const provider = page.frames().find((candidate) => candidate.url().endsWith('/mock-cdn/providers/movies.html'));
    await provider?.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    const pageHeight = await provider?.evaluate(() => Math.ceil(document.querySelector('main')?.getBoundingClientRect().height ?? 0));
    expect(pageHeight).toBeGreaterThan(1200);
    await expect.poll(() => page.locator('iframe.provider-frame').getAttribute('height')).toBe(String(pageHeight));
    expect(await provider?.evaluate(() => document.scrollingElement?.scrollHeight === window.innerHeight)).toBe(true);
    // a height from any other window, or past the bound, changes nothing
    await page.evaluate(() => window.postMessage({ type: 'frame-height', height: 300 }, '*'));
    await provider?.evaluate(() => window.parent.postMessage({ type: 'frame-height', height: 1_000_000 }, '*'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await page.locator('iframe.provider-frame').getAttribute('height')).toBe(String(pageHeight));
    await saveScreenshot(page, 'movie-360');
  });

  it('loads the media hub artwork with one GET /api/auth/configuration/list, not a call per key (spec 7)', async () => {
    const { page } = site;
    const calls: string[] = [];
    const record = (request: { url: () => string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/auth/configuration')) calls.push(path);
    };
    page.on('request', record);
    try {
      await page.goto('/auth/media');
      await page.getByTestId('media-tiles').waitFor();
      await page.locator('.media-tile img').last().waitFor();
      await expect.poll(() => calls).toContain('/api/auth/configuration/list');
      expect(calls.filter((path) => path === '/api/auth/configuration/key')).toEqual([]);
      expect(calls.filter((path) => path === '/api/auth/configuration/list')).toHaveLength(1);
    } finally {
      page.off('request', record);
    }
  });
});
