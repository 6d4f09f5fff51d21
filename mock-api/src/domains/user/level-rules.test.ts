import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS } from '@site/contract/rules';
import { BrandBook } from '../../content/brands';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf, type Session } from '../../test-support/target';

describe('level rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  const level = async (member: Session) => bodyOf(await mock.api(member).user.level({ params: { uuid: member.uuid } }), 200).data;

  it('cumulative deposits promote silver to gold at 50,000 and platinum at 300,000', async () => {
    const member = await mock.member({ credit: 0 });
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 49_999.99, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(1);
    expect((await level(member)).toNextLevel).toBe(0.01);
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 0.01, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(2);
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 250_000, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(3);
  });

  it('diamond needs 1,000,000 within one calendar month; vip is never reached by deposits', async () => {
    bodyOf(await mock.controlApi.clock({ body: { at: '2026-03-31T10:00:00.000Z' } }), 200);
    const member = await mock.member({ level: 3, credit: 0 });
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 600_000, kind: 'deposit' } }), 200);
    bodyOf(await mock.controlApi.clock({ body: { advanceDays: 1 } }), 200);
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 600_000, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(3);
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 400_000, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(4);
    bodyOf(await mock.controlApi.ledger({ params: { username: member.username }, body: { amount: 9_000_000, kind: 'deposit' } }), 200);
    expect((await level(member)).level).toBe(4);
    bodyOf(await mock.controlApi.setLevel({ params: { username: member.username }, body: { level: 6 } }), 200);
    expect((await level(member)).level).toBe(6);
  });

  it('shows the same cashback percent the win/loss pays, per brand', async () => {
    const book = BrandBook.load();
    for (const brand of book.all()) {
      bodyOf(await mock.controlApi.brand({ body: { brand: brand.id } }), 200);
      const member = await mock.member({ level: 4, credit: 0 });
      const shown = await level(member);
      expect(shown.current.lostPercent).toBe(brand.cashbackPercent[4]);
      expect(shown.tiers.map((t) => t.lostPercent)).toEqual(LEVELS.map((l) => brand.cashbackPercent[l.id]));
      const winLoss = await mock
        .api(member)
        .user.winLoss({ params: { uuid: member.uuid }, query: { start: '2026-01-01', end: '2026-12-31' } });
      expect(bodyOf(winLoss, 200).data.lostPercent).toBe(brand.cashbackPercent[4]);
    }
    bodyOf(await mock.controlApi.brand({ body: { brand: 'default' } }), 200);
  });
});
