import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientInferRequest } from '@ts-rest/core';
import { MAX_CATALOGUE_MATCHES, type MockControlContract } from '@site/contract/mock-control';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

/** Site state through the control API, each change read back through the member API. */
describe('control API: site state', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  const settings = async () => bodyOf(await mock.api().settings.global(), 200);
  const publicNews = async () => bodyOf(await mock.api().announcements.public(), 200).data;
  const site = async () => bodyOf(await mock.controlApi.site(), 200);
  const setSite = async (body: ClientInferRequest<MockControlContract['setSite']>['body']) =>
    bodyOf(await mock.controlApi.setSite({ body }), 200);
  const games = async (q?: string) => bodyOf(await mock.controlApi.games({ query: { q } }), 200);

  it("answers the brand's own hosts and promotion until QA overrides them, and goes back on 'brand'", async () => {
    const initial = await site();
    expect(initial).toMatchObject({
      brand: 'default',
      websiteStatus: 'OK',
      specialHosts: [],
      specialHostsOfBrand: true,
      promotionOfBrand: true,
    });
    expect(initial.promotion?.bonusRate).toBe((await settings()).data.promotion?.bonusRate);

    const changed = await setSite({ specialHosts: ['mirror-one.example', '*.mirror-two.example'], promotion: 'none' });
    expect(changed).toMatchObject({ specialHostsOfBrand: false, promotion: null, promotionOfBrand: false });
    const overridden = await settings();
    expect(overridden.data.specialHosts).toEqual(['mirror-one.example', '*.mirror-two.example']);
    expect(overridden.data.promotion).toBeUndefined();

    const promotion = {
      bonusRate: 25,
      bonusTimeStart: '09:00:00',
      bonusTimeEnd: '11:00:00',
      endNumberBonus: 77,
      bonusRate2: 0,
      bonusTimeStart2: '20:00:00',
      bonusTimeEnd2: '21:00:00',
      endNumberBonus2: 0,
      bonusMax: 300,
    };
    await setSite({ promotion });
    expect((await settings()).data.promotion).toEqual(promotion);

    await setSite({ specialHosts: 'brand', promotion: 'brand' });
    const back = await settings();
    expect(back.data.specialHosts).toEqual([]);
    expect(back.data.promotion?.bonusRate).toBe(initial.promotion?.bonusRate);
  });

  it('refuses a host that is not a host name and a promotion out of range, changing nothing', async () => {
    const before = await site();
    const promotion = before.promotion;
    if (promotion === null) throw new Error('the default brand runs a promotion');
    for (const body of [{ specialHosts: ['https://evil.example/path'] }, { promotion: { ...promotion, bonusTimeStart: '25:00:00' } }]) {
      const refused = await mock.controlApi.setSite({ body });
      expect(bodyOf(refused, 400).message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await site()).toEqual(before);
  });

  it('publishes an announcement for everyone or members only, and takes seeded and added ones down', async () => {
    // an add answers the announcement it added, not the list (docs/design/mock.md#bounds)
    const added = bodyOf(
      await mock.controlApi.addAnnouncement({ body: { title: 'ปิดปรับปรุงคืนนี้', body: 'เวลา 02:00-03:00 น.', pinned: true } }),
      200,
    );
    expect(added).toMatchObject({ title: 'ปิดปรับปรุงคืนนี้', pinned: true, membersOnly: false, addedByQa: true });
    expect((await site()).announcements).toContainEqual(added);
    expect((await publicNews())[0]?.title).toBe('ปิดปรับปรุงคืนนี้');

    bodyOf(await mock.controlApi.addAnnouncement({ body: { title: 'เฉพาะสมาชิก', body: 'โปรพิเศษ', membersOnly: true } }), 200);
    expect((await publicNews()).map((a) => a.title)).not.toContain('เฉพาะสมาชิก');
    const member = await mock.member();
    const memberNews = bodyOf(await mock.api(member).announcements.member(), 200).data;
    expect(memberNews.map((a) => a.title)).toContain('เฉพาะสมาชิก');

    const seeded = (await publicNews()).find((a) => a.id === 'AN-002');
    expect(seeded).toBeDefined();
    bodyOf(await mock.controlApi.removeAnnouncement({ params: { id: 'AN-002' } }), 200);
    bodyOf(await mock.controlApi.removeAnnouncement({ params: { id: added.id } }), 200);
    const ids = (await publicNews()).map((a) => a.id);
    expect(ids).not.toContain('AN-002');
    expect(ids).not.toContain(added.id);
    bodyOf(await mock.controlApi.removeAnnouncement({ params: { id: 'AN-002' } }), 404);
  });

  it('finds games for maintenance by any part of their name or id, any case and spacing, and says who closed what', async () => {
    const first = await games();
    expect(first.matches).toEqual([]);
    expect(first.providers.reduce((sum, provider) => sum + provider.games, 0)).toBe(first.size);
    const game = (await games('JK-002')).matches[0];
    expect(game).toMatchObject({ id: 'JK-002', provider: 'JK', providerName: 'Joker Gaming', closedByQa: false, enabled: true });

    // part of the name, shouted and spaced differently, finds the same game
    const words = game?.name.slice(1, 6).toUpperCase().split('').join(' ') ?? '';
    const byName = await games(words);
    expect(byName.matches.map((match) => match.id)).toContain('JK-002');
    const broad = await games('-0');
    expect(broad.matches).toHaveLength(MAX_CATALOGUE_MATCHES);
    expect(broad.matchCount).toBeGreaterThan(MAX_CATALOGUE_MATCHES);

    await setSite({ closedGames: ['JK-002', 'SA'] });
    const closed = await games('JK-002');
    expect(closed.closedGames.map((g) => g.id)).toEqual(['JK-002']);
    expect(closed.matches[0]).toMatchObject({ closedByQa: true, enabled: false });
    expect(closed.providers.find((provider) => provider.code === 'SA')?.closedByQa).toBe(true);
    const ofClosedProvider = await games('casino-SA');
    expect(ofClosedProvider.matches[0]).toMatchObject({ closedByQa: false, enabled: false });
    await setSite({ closedGames: [] });
  });
});
