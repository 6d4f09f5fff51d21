import { describe, expect, it } from 'vitest';
import { JOURNAL_MAX } from '@site/contract/mock-control';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from '../content/games';
import { BrandBook } from '../content/brands';
import { createNamespaceState } from './seed';
import type { NamespaceState } from './namespace-state';
import { journalRecord } from '../test-support/journal';

const fresh = () =>
  createNamespaceState({
    namespace: 'state-test',
    seed: 7,
    brand: 'default',
    brands: BrandBook.load(),
    catalogue: GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE),
    now: Date.UTC(2026, 10, 23, 3),
  });

/**
 * Compile-time half of the contract: readers cannot change a namespace's state behind its mutators.
 * Never called; `tsc -p mock-api` fails if one of these lines becomes legal again.
 */
/* oxlint-disable typescript/no-unsafe-call -- these calls must not type-check */
export function readOnlyData(state: NamespaceState): void {
  // @ts-expect-error lists only grow through NamespaceState.append
  state.data.draws.push(state.data.draws[0]!);
  // @ts-expect-error the ledger only grows through NamespaceState.post
  state.data.postings.push(state.data.postings[0]!);
  // @ts-expect-error settings change through setClock / setBrand / setWebsiteStatus
  state.data.brand = 'other';
  // @ts-expect-error stock changes through setRewardStock
  state.data.rewardStock.any = 1;
}
/* oxlint-enable typescript/no-unsafe-call */

describe('NamespaceState mutators', () => {
  it('appends records to the lists and returns them', () => {
    const state = fresh();
    const before = state.data.draws.length;
    const draw = state.append('draws', {
      id: state.nextId('WH'),
      memberUuid: 'someone',
      game: 'wheel',
      index: 0,
      label: 'x',
      amount: 0,
      day: '2026-11-23',
      at: state.now(),
    });
    expect(state.data.draws).toHaveLength(before + 1);
    expect(state.data.draws.at(-1)).toBe(draw);
  });

  it('keeps the journal a ring of JOURNAL_MAX and the affiliate totals per type', () => {
    const state = fresh();
    for (let i = 0; i < JOURNAL_MAX + 2; i += 1) state.journalRequest(journalRecord({ at: i, url: `/${i}` }));
    expect(state.data.journal).toHaveLength(JOURNAL_MAX);
    expect(state.data.journal.slice(0, 2).map((j) => [j.seq, j.url])).toEqual([
      [3, '/2'],
      [4, '/3'],
    ]);
    state.addAffiliateWithdrawn('m1', 'af', 150);
    state.addAffiliateWithdrawn('m1', 'af', 50);
    state.addAffiliateWithdrawn('m1', 'wl', 5);
    expect(state.data.affiliateWithdrawn.m1).toEqual({ af: 200, wl: 5 });
  });

  it('takes over another namespace state on rebuild and re-derives balances from its ledger', () => {
    const state = fresh();
    const other = createNamespaceState({
      namespace: 'state-test',
      seed: 8,
      brand: 'default',
      brands: BrandBook.load(),
      catalogue: GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE),
      now: Date.UTC(2026, 10, 23, 3),
    });
    state.replaceWith(other);
    expect(state.data.seed).toBe(8);
    for (const uuid of Object.keys(state.data.members)) expect(state.balance(uuid)).toBe(state.ledgerSum(uuid));
  });
});
