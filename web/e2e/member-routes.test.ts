import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../mock-api/src/demo-members';
import {
  logInThroughForm,
  saveScreenshot,
  seriousAxeViolations,
  type Site,
  VIEWPORTS,
  type ViewportName,
  setUpSiteForFile,
} from './support/site';

let site: Site;
const demo = DEMO_MEMBERS[0];

/** Every member route of spec 2 (one reward category and one provider list stand for their patterns). */
const memberRoutes = [
  { name: 'dashboard', path: '/auth/dashboard' },
  { name: 'deposit', path: '/auth/deposit' },
  { name: 'deposit-slip', path: '/auth/deposit/slip' },
  { name: 'withdraw', path: '/auth/withdraw' },
  { name: 'affiliate', path: '/auth/affiliate' },
  { name: 'winlost', path: '/auth/winlost' },
  { name: 'transaction-history', path: '/auth/transaction/history' },
  { name: 'reward', path: '/auth/reward' },
  { name: 'reward-category', path: '/auth/reward/voucher' },
  { name: 'change-password', path: '/auth/settings/change-password' },
  { name: 'manage-address', path: '/auth/settings/manage-address' },
  { name: 'ranking', path: '/auth/user/ranking' },
  { name: 'contact', path: '/auth/contact' },
  { name: 'media', path: '/auth/media' },
  { name: 'wheel', path: '/auth/media/wheel' },
  { name: 'movie', path: '/auth/media/movie' },
  { name: 'flip-card', path: '/auth/media/flip-card' },
  { name: 'flip-card-reward', path: '/auth/media/flip-card-reward' },
  { name: 'media-promotion', path: '/auth/media/promotion' },
  { name: 'games-category', path: '/auth/games/category' },
  { name: 'games', path: '/auth/games/slot/JK' },
] as const;

setUpSiteForFile(import.meta.filename, {
  onOpen: async (opened) => {
    site = opened;
    await logInThroughForm(site.page, demo.username, demo.password);
    // checked in already today, so the dashboard screenshot shows the page rather than the popup
    await site.page.evaluate(async () => {
      const token = localStorage.getItem('member-site.token');
      await fetch('/api/auth/game/check-in', {
        method: 'POST',
        headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: '{}',
      });
    });
  },
});

describe('every member route at 360 px and 1280 px: loads real data, no serious axe violation, no CSP violation', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const route of memberRoutes) {
      it(`${route.path} at ${VIEWPORTS[viewport].width} px`, async () => {
        const { page } = site;
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(route.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => document.querySelectorAll('.state--loading, .state--error').length === 0);
        expect(page.url()).toContain(route.path);
        expect(await page.title()).not.toBe('');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `member-${route.name}-${VIEWPORTS[viewport].width}`);
        expect(await site.cspViolations()).toEqual([]);
      });
    }
  }
});
