import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { ALL_GAMES, PROVIDER_NAMES } from '@site/contract/rules';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** Site state set in the console, each change read back through the member API (what the member site reads). */
describe('QA console: site state', () => {
  let site: Site;
  setUpConsoleForFile(import.meta.filename, 'site', (opened) => void (site = opened));

  async function settings() {
    const answer = await site.api.settings.global();
    if (answer.status !== 200) throw new Error(`settings: ${answer.status}`);
    return answer.body.data;
  }
  async function publicNews() {
    const answer = await site.api.announcements.public();
    if (answer.status !== 200) throw new Error(`announcements: ${answer.status}`);
    return answer.body.data;
  }

  it('names an icon that exists (no 404 in the browser console for /favicon.ico)', async () => {
    const href = await site.page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/__mock/console/favicon.svg');
    expect((await site.page.request.get(href ?? '')).status()).toBe(200);
  });

  it('switches the website to maintenance (MA) and back: the member API says so', async () => {
    const { page } = site;
    await page.getByRole('button', { name: th.site.toMaintenance }).click();
    await expectNotice(page, th.site.maintenanceOn);
    expect((await settings()).operation.websiteStatus).toBe('MA');
    await page.getByRole('button', { name: th.site.backOnline }).click();
    await expectNotice(page, th.site.maintenanceOff);
    expect((await settings()).operation.websiteStatus).toBe('OK');
  });

  it("switches the brand: the settings name it, and its special hosts show as the brand's", async () => {
    const { page } = site;
    await page.getByLabel(th.site.brand, { exact: true }).selectOption('lanna');
    await page.getByRole('button', { name: th.site.switchBrand }).click();
    await expect.poll(async () => (await settings()).brand).toBe('lanna');
    await expect.poll(() => page.getByLabel(th.site.hosts).inputValue()).toBe('lanna-club.example');
    await page.getByLabel(th.site.brand, { exact: true }).selectOption('default');
    await page.getByRole('button', { name: th.site.switchBrand }).click();
    await expect.poll(async () => (await settings()).brand).toBe('default');
    // the page has read the default brand back (its host list is empty) before the next test types in it
    await expect.poll(() => page.getByLabel(th.site.hosts).inputValue()).toBe('');
  });

  it("sets the special hosts, and goes back to the brand's", async () => {
    const { page } = site;
    await page.getByLabel(th.site.hosts).fill('mirror-one.example\n*.mirror-two.example');
    await page.getByRole('button', { name: th.site.saveHosts }).click();
    await expectNotice(page, th.site.hostsSaved);
    expect((await settings()).specialHosts).toEqual(['mirror-one.example', '*.mirror-two.example']);
    // the panel is drawn again from what the mock answers: its button is there once it says so
    const hostsPanel = page.locator('section', { has: page.getByLabel(th.site.hosts) });
    await hostsPanel.getByText(th.site.overridden).waitFor();
    await hostsPanel.getByRole('button', { name: th.site.useBrand }).click();
    await expectNotice(page, th.site.hostsOfBrandRestored);
    expect((await settings()).specialHosts).toEqual([]);
  });

  it('publishes a promotion, stops publishing it, and goes back to the brand’s', async () => {
    const { page } = site;
    const brandRate = (await settings()).promotion?.bonusRate;
    await page.getByLabel(th.site.promotionFields.bonusRate).fill('25');
    await page.getByLabel(th.site.promotionFields.bonusMax).fill('300');
    await page.getByRole('button', { name: th.site.publishPromotion }).click();
    await expectNotice(page, th.site.promotionSaved);
    expect((await settings()).promotion).toMatchObject({ bonusRate: 25, bonusMax: 300 });
    await page.getByRole('button', { name: th.site.unpublishPromotion }).click();
    await expectNotice(page, th.site.promotionNone);
    expect((await settings()).promotion).toBeUndefined();
    const promotionPanel = page.locator('section', { has: page.getByLabel(th.site.promotionFields.bonusRate) });
    await promotionPanel.getByText(th.site.promotionUnpublished).waitFor();
    await promotionPanel.getByRole('button', { name: th.site.useBrand }).click();
    await expectNotice(page, th.site.promotionOfBrandRestored);
    expect((await settings()).promotion?.bonusRate).toBe(brandRate);
  });

  it('publishes a pinned announcement that members see first, and takes a seeded one down after asking', async () => {
    const { page } = site;
    await page.getByLabel(th.site.newsTitle, { exact: true }).fill('ปิดปรับปรุงคืนนี้ 02:00');
    await page.getByLabel(th.site.newsBody).fill('ระบบฝากถอนปิดปรับปรุง 02:00-03:00 น.');
    await page.getByLabel(th.site.pinned).check();
    await page.getByRole('button', { name: th.site.publish }).click();
    await expectNotice(page, th.site.announcementAdded('ปิดปรับปรุงคืนนี้ 02:00'));
    expect((await publicNews())[0]?.title).toBe('ปิดปรับปรุงคืนนี้ 02:00');

    expect((await publicNews()).map((a) => a.id)).toContain('AN-002');
    await page.getByRole('button', { name: th.site.takeDownNamed('AN-002') }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: th.site.takeDown }).click();
    await expectNotice(page, th.site.announcementRemoved('AN-002'));
    expect((await publicNews()).map((a) => a.id)).not.toContain('AN-002');
    await expectAccessible(page);
    await screenshots(page, 'console-site');
  });

  it('puts a provider and a game found by part of its name under maintenance: the member list shows them closed, and reopens them', async () => {
    const { page } = site;
    const session = await site.control.memberSession({ params: { username: DEMO_MEMBERS[0].username }, body: {} });
    if (session.status !== 200) throw new Error(`session: ${session.status}`);
    const memberGames = async () => {
      const answer = await site.api.games.gameList({
        body: { gameType: ALL_GAMES, gameCate: ALL_GAMES },
        extraHeaders: { authorization: `Bearer ${session.body.token}` },
      });
      if (answer.status !== 200) throw new Error(`game list: ${answer.status}`);
      return answer.body.data;
    };
    const game = (await memberGames()).find((g) => g.gameCate === 'JK' && g.enabled);
    if (!game) throw new Error('no open Joker game');

    await page.getByRole('button', { name: `${th.site.close} ${PROVIDER_NAMES.SA}` }).click();
    await expectNotice(page, th.site.gameClosed(PROVIDER_NAMES.SA ?? 'SA'));
    await page.getByLabel(th.site.gameSearch).fill(game.name.slice(0, 6).toLowerCase());
    await page
      .getByRole('button', { name: `${th.site.close} ${game.name}` })
      .first()
      .click();
    await expectNotice(page, th.site.gameClosed(game.name));
    const closedList = page.getByRole('table', { name: th.site.closedGamesHeading });
    await closedList.getByText(game.name).waitFor();
    let listed = await memberGames();
    expect(listed.find((g) => g.id === game.id)?.enabled).toBe(false);
    expect(listed.filter((g) => g.gameCate === 'SA').every((g) => !g.enabled)).toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'console-site-games');

    await closedList.getByRole('button', { name: `${th.site.reopen} ${game.name}` }).click();
    await expectNotice(page, th.site.gameOpened(game.name));
    await page.getByRole('button', { name: `${th.site.reopen} ${PROVIDER_NAMES.SA}` }).click();
    await expectNotice(page, th.site.gameOpened(PROVIDER_NAMES.SA ?? 'SA'));
    listed = await memberGames();
    expect(listed.find((g) => g.id === game.id)?.enabled).toBe(true);
    expect(listed.filter((g) => g.gameCate === 'SA').every((g) => g.enabled)).toBe(true);
  });
});
