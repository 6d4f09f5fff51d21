import { describe, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logIn, type Site, setUpSiteForFile } from './support/site';
import { MEMBER_ROUTES } from './support/routes';
import { checkInToday, expectMemberScreen } from './support/member-screens';

let site: Site;
const demo = DEMO_MEMBERS[0];

setUpSiteForFile(import.meta.filename, {
  onOpen: async (opened) => {
    site = opened;
    await checkInToday(site, await logIn(site, site.page, demo.username));
  },
});

// The same screens at 1280 px are walked in compose-topology.test.ts, through the other topology.
describe('every member route at 360 px: loads real data, no serious axe violation, no CSP violation', () => {
  for (const route of MEMBER_ROUTES) {
    it(`${route.path} at 360 px`, async () => {
      await expectMemberScreen(site, route, 'mobile');
    });
  }
});
