import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { th } from '@site/web/i18n/th';
import { type Site, setUpSiteForFile, tamper } from './support/site';

let site: Site;

setUpSiteForFile(import.meta.filename, {
  onOpen: (opened) => {
    site = opened;
  },
  member: { username: DEMO_MEMBERS[0].username },
});

/** The sum of every series of `name` in the gateway's /metrics whose labels include `labels`. */
async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const exposition = await (await fetch(`${site.url}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return exposition
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && wanted.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** web-vitals is loaded after the page, when the browser is idle: its chunk has arrived. */
function webVitalsLoaded(page: Page) {
  return page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals[^/]*\.js$/.test(entry.name)));
}

describe('what members meet reaches the gateway (POST /__gateway/client-reports, /metrics)', () => {
  it('a screen that throws while it renders: the error boundary catch is counted by route and fingerprint', async () => {
    const { page } = site;
    // The reward catalogue's answer without its category list: the screen's render throws.
    const stop = await tamper(page, '**/api/auth/reward', (body) => {
      (body.data as Record<string, unknown>).categories = null;
    });
    try {
      const reported = page.waitForRequest((request) => request.url().endsWith('/__gateway/client-reports'));
      await page.goto('/auth/reward');
      await page.getByRole('heading', { name: th.app.chunkFailed }).waitFor();
      const body = JSON.parse((await reported).postData() ?? '{}') as { route: string; errors: { kind: string; message: string }[] };
      expect(body.route).toBe('/auth/reward');
      expect(body.errors[0]?.kind).toBe('boundary');
      await expect
        .poll(() => metricValue('client_errors_total', { kind: 'boundary', brand: 'default', route: '/auth/reward' }))
        .toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
    }
  });

  it("a screen whose module does not arrive is counted as a chunk load, not as the screen's own error", async () => {
    const { page } = site;
    await page.route('**/assets/winlost-*.js', (route) => route.abort('connectionfailed'));
    try {
      await page.goto('/auth/winlost');
      await page.getByRole('heading', { name: th.app.chunkFailed }).waitFor();
      await expect.poll(() => metricValue('client_errors_total', { kind: 'chunk-load', route: '/auth/winlost' })).toBeGreaterThanOrEqual(1);
    } finally {
      await page.unroute('**/assets/winlost-*.js');
    }
  });

  it("a page's life fills the Web Vitals histograms of its brand and route, once, when it is hidden", async () => {
    const page = await site.newPage();
    await page.goto('/auth/dashboard');
    await page.getByTestId('header-credit').waitFor();
    await webVitalsLoaded(page);
    // An interaction, so the page has an INP to report: the daily check-in's "later" (a new tab asks again).
    await page.getByTestId('check-in-dialog').getByRole('button', { name: 'ไว้ทีหลัง' }).click();
    const labels = { brand: 'default', route: '/auth/dashboard' };
    const before = await metricValue('client_web_vitals_lcp_seconds_count', labels);
    // Leaving the page hides it: web-vitals reports its final values and the beacon goes.
    await page.goto('about:blank');
    await expect.poll(() => metricValue('client_web_vitals_lcp_seconds_count', labels)).toBe(before + 1);
    for (const vital of ['client_web_vitals_cls_count', 'client_web_vitals_ttfb_seconds_count', 'client_web_vitals_inp_seconds_count']) {
      expect(await metricValue(vital, labels), vital).toBeGreaterThanOrEqual(1);
    }
    await page.close();
  });
});
