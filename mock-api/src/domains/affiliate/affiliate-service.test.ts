import { describe, expect, it } from 'vitest';
import { affiliateContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { DEMO_MEMBERS } from '../../demo-members';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from '../../content/games';
import { BrandBook } from '../../content/brands';
import { createNamespaceState } from '../../state/seed';
import type { NamespaceState } from '../../state/namespace-state';
import { affiliateBonus, withdrawAffiliateBonus } from './service';

function demoState(): { state: NamespaceState; uuid: string } {
  const state = createNamespaceState({
    namespace: 'affiliate-service',
    seed: 42,
    brand: 'default',
    brands: BrandBook.load(),
    catalogue: GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE),
    now: Date.UTC(2026, 10, 23, 3),
  });
  const demo = state.findByUsername(DEMO_MEMBERS[0].username);
  if (!demo) throw new Error('demo member missing');
  return { state, uuid: demo.uuid };
}

describe('affiliate service (money moves here, not in the router)', () => {
  it('moves bonus into credit: one ledger line, the withdrawn total and the balance in one step', () => {
    const { state, uuid } = demoState();
    const member = state.member(uuid);
    const before = { credit: state.balance(uuid), postings: state.data.postings.length, bonus: affiliateBonus(state, member) };
    expect(before.bonus.balanceAf).toBeGreaterThan(1);
    const result = withdrawAffiliateBonus(state, member, 'af', 1, rejectFor(affiliateContract.withdraw));
    expect(state.balance(uuid)).toBe(before.credit + 100);
    expect(state.ledgerSum(uuid)).toBe(state.balance(uuid));
    expect(state.data.postings).toHaveLength(before.postings + 1);
    expect(state.data.postings.at(-1)).toMatchObject({ memberUuid: uuid, kind: 'affiliate', amount: 100 });
    expect(result.body.data.bonus.balanceAf).toBeCloseTo(before.bonus.balanceAf - 1, 2);
    expect(state.data.affiliateWithdrawn[uuid]?.af).toBe(Math.round((before.bonus.withdrawn + 1) * 100));
  });

  it('refuses more than is left and changes nothing', () => {
    const { state, uuid } = demoState();
    const member = state.member(uuid);
    const snapshot = JSON.stringify(state.data);
    expect(() =>
      withdrawAffiliateBonus(state, member, 'wl', affiliateBonus(state, member).balanceWl + 0.01, rejectFor(affiliateContract.withdraw)),
    ).toThrow(expect.objectContaining({ statusCode: 422, code: 'AFFILIATE_NOT_ENOUGH' }));
    expect(JSON.stringify(state.data)).toBe(snapshot);
  });
});
