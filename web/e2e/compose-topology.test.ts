import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'playwright-core';
import { DEMO_MEMBERS, spawnMock } from '@site/mock-api/testing';
import { spawnGateway } from '@site/server/testing';
import { MEMBER_ROUTES } from './support/routes';
import { checkInToday, expectMemberScreen } from './support/member-screens';
import { logIn, saveScreenshot, scrollPicturesIn, setUpSiteForFile, type Site, type Topology } from './support/site';

/**
 * docker-compose.yml's topology without Docker: the gateway (server.ts) in front of the
 * stand-alone mock (mock-api/src/server.ts), two processes, with the gateway settings compose
 * gives them. QA drives the control API on the mock's own port, as compose publishes it.
 */
async function composeTopology(): Promise<Topology> {
  const mock = await spawnMock({ MOCK_SEED: '42', MOCK_BRAND: 'default' });
  try {
    const gateway = await spawnGateway({
      NODE_ENV: 'production',
      UPSTREAM_URL: mock.url,
      UPSTREAM_IS_MOCK: '1',
      // One browser is one client address, and the test machine's load is not the overload
      // load shedding is for: both are the gateway's own tests' business.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_SENSITIVE_MAX: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    return {
      url: gateway.url,
      controlUrl: mock.url,
      close: async () => {
        gateway.child.kill('SIGTERM');
        await gateway.exited;
        await mock.stop();
      },
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}

let site: Site;
/** Every request of the page under test that failed or was answered with 4xx/5xx. */
const failed: string[] = [];

setUpSiteForFile(import.meta.filename, {
  start: composeTopology,
  onOpen: async (opened) => {
    site = opened;
    await checkInToday(site, await logIn(site, site.page, DEMO_MEMBERS[0].username));
    site.context.on('requestfailed', (request: Request) => {
      failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    });
    site.context.on('response', (response: Response) => {
      if (response.status() >= 400) failed.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    });
  },
});

/** Shown images that did not load (a broken image has no natural width), each scrolled into view first. */
async function brokenImages(site: Site): Promise<string[]> {
  const { page } = site;
  await scrollPicturesIn(page.locator('body'));
  return page.evaluate(() => [...document.images].filter((img) => img.checkVisibility() && img.naturalWidth === 0).map((img) => img.src));
}

describe('gateway in front of the stand-alone mock (docker compose topology)', () => {
  it('serves the mock’s images and a chat widget script that runs', async () => {
    const { page } = site;
    failed.length = 0;
    await page.goto('/auth/dashboard');
    await page.waitForLoadState('networkidle');
    // widget.js ran: it draws its button once the member is handed over.
    await page.locator('[data-mock-chat] > button').waitFor({ state: 'attached' });
    const widget = await page.request.get('/mock-cdn/chat/widget.js');
    expect(widget.headers()['content-type']).toContain('text/javascript');
    expect(await brokenImages(site)).toEqual([]);
    expect(await page.locator('img').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'compose-dashboard-360');
    expect(failed).toEqual([]);
  });

  it('keeps the control API off the public gateway', async () => {
    const response = await site.page.request.get('/__mock/members');
    expect(response.status()).toBe(404);
  });

  // Every member screen at 360 px and, widened in place, at 1280 px: real data, axe, layout, CSP,
  // and nothing failing or broken in this topology (support/member-screens.ts). The gateway with the mock in process opens
  // every member screen too, by taps, in member-routes.test.ts.
  for (const route of MEMBER_ROUTES) {
    it(`${route.path} at 360 and 1280 px: real data, accessible, a layout that holds, no failed request, no broken image`, async () => {
      failed.length = 0;
      await expectMemberScreen(site, route);
      expect(await brokenImages(site)).toEqual([]);
      expect(failed).toEqual([]);
    });
  }
});
