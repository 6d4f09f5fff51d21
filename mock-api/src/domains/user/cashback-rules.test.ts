import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import type { BrandDefinition } from '@site/contract/rules';
import { BrandBook } from '../../content/brands';
import { NEW_BRAND, writeBrandFolder } from '../../test-support/brand-files';
import { ledgerSum, openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

/** A shipped brand, and one added as a file with no code change (docs/design/brands.md#brand-files): both pay what they show. */
const brands: Array<{ label: string; brand: BrandDefinition; brandsDir?: string }> = [
  { label: 'the built-in default brand', brand: BrandBook.load().get('default') },
  { label: 'a brand from MOCK_BRANDS_DIR', brand: NEW_BRAND, brandsDir: writeBrandFolder({ [`${NEW_BRAND.id}.json`]: NEW_BRAND }) },
];

describe.each(brands)('weekly cashback of $label', ({ brand, brandsDir }) => {
  let mock: MockClient;
  beforeAll(async () => {
    // Tuesday 10 March 2026, noon in Bangkok
    mock = await openMockClient({ now: '2026-03-10T05:00:00.000Z', brand: brand.id, brandsDir });
  });
  afterAll(() => mock.close());

  it("pays the week's net loss back at the level's percent after the week ends, once", async () => {
    const member = await mock.member({ level: 3, credit: 10_000 });
    const api = mock.api(member);
    const { sessionId } = bodyOf(await api.games.openGame({ body: { gameId: 'AC-001', platform: 'DSK' } }), 200).data;
    const headers = { [NAMESPACE_HEADER]: mock.target.namespace };
    // the game provider's own API, a third party's and not in the contract: untyped requests
    const play = async () => {
      const bet = await mock.target.request('POST', '/mock-cdn/games/api/bet', {
        headers,
        body: { session: sessionId, amount: 100 },
      });
      await mock.target.request('POST', '/mock-cdn/games/api/settle', {
        headers,
        body: { session: sessionId, roundId: (bet.body as { roundId: string }).roundId },
      });
    };
    const week = async () =>
      bodyOf(await api.user.winLoss({ params: { uuid: member.uuid }, query: { start: '2026-03-09', end: '2026-03-15' } }), 200).data;
    await play();
    for (let i = 0; i < 30 && (await week()).totalWinLoss >= 0; i += 1) await play();
    const played = await week();
    expect(played.totalWinLoss).toBeLessThan(0);
    expect(played.lostPercent).toBe(brand.cashbackPercent[3]);
    const lossSatang = Math.round(-played.totalWinLoss * 100);
    expect(played.cashback).toBe(Math.floor((lossSatang * brand.cashbackPercent[3]) / 100) / 100);
    const shown = bodyOf(await api.user.level({ params: { uuid: member.uuid } }), 200).data;
    expect(shown.tiers.map((tier) => tier.lostPercent)).toEqual(Object.values(brand.cashbackPercent));
    const before = await mock.credit(member);
    // Sunday 23:59 in Bangkok: the week has not ended
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-03-15T16:59:00.000Z' } }), 200);
    expect(await mock.credit(member)).toBe(before);
    bodyOf(await mock.controlApi.clock({ body: { advanceMs: 60_000 } }), 200);
    expect(await mock.credit(member)).toBe(Math.round((before + played.cashback) * 100) / 100);
    expect(await mock.credit(member)).toBe(Math.round((before + played.cashback) * 100) / 100);
    const cashback = bodyOf(await api.user.transactions({ params: { uuid: member.uuid }, query: { kind: 'cashback' } }), 200);
    expect(cashback.data).toEqual([expect.objectContaining({ kind: 'cashback', amount: played.cashback })]);
    expect(await ledgerSum(mock, member.uuid)).toBe(Math.round((before + played.cashback) * 100));
  });
});
