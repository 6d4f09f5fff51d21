import { describe, expect, it } from 'vitest';
import { BrandBook } from '../content/brands';
import { createWorld } from './seed';
import type { World } from './world';

const fresh = () =>
  createWorld({ namespace: 'world-test', seed: 7, brand: 'default', brands: BrandBook.load(), now: Date.UTC(2026, 10, 23, 3) });

/**
 * Compile-time half of the contract: readers cannot change the world behind its mutators.
 * Never called; `tsc -p mock-api` fails if one of these lines becomes legal again.
 */
/* oxlint-disable typescript/no-unsafe-call -- these calls must not type-check */
export function readOnlyData(world: World): void {
  // @ts-expect-error lists only grow through World.append
  world.data.draws.push(world.data.draws[0]!);
  // @ts-expect-error the ledger only grows through World.post
  world.data.postings.push(world.data.postings[0]!);
  // @ts-expect-error settings change through setClock / setBrand / setWebsiteStatus
  world.data.brand = 'other';
  // @ts-expect-error stock changes through setRewardStock
  world.data.rewardStock.any = 1;
}
/* oxlint-enable typescript/no-unsafe-call */

describe('World mutators', () => {
  it('appends records to the lists and returns them', () => {
    const world = fresh();
    const before = world.data.draws.length;
    const draw = world.append('draws', {
      id: world.nextId('WH'),
      memberUuid: 'someone',
      game: 'wheel',
      index: 0,
      label: 'x',
      amount: 0,
      day: '2026-11-23',
      at: world.now(),
    });
    expect(world.data.draws).toHaveLength(before + 1);
    expect(world.data.draws.at(-1)).toBe(draw);
  });

  it('keeps the journal bounded and the affiliate totals per type', () => {
    const world = fresh();
    for (let i = 0; i < 5; i += 1) world.recordRequest({ at: i, method: 'GET', url: `/${i}`, status: 200, durationMs: 1, member: null }, 3);
    expect(world.data.journal.map((j) => [j.seq, j.url])).toEqual([
      [3, '/2'],
      [4, '/3'],
      [5, '/4'],
    ]);
    world.addAffiliateWithdrawn('m1', 'af', 150);
    world.addAffiliateWithdrawn('m1', 'af', 50);
    world.addAffiliateWithdrawn('m1', 'wl', 5);
    expect(world.data.affiliateWithdrawn.m1).toEqual({ af: 200, wl: 5 });
  });

  it('takes over another world on rebuild and re-derives balances from its ledger', () => {
    const world = fresh();
    const other = createWorld({
      namespace: 'world-test',
      seed: 8,
      brand: 'default',
      brands: BrandBook.load(),
      now: Date.UTC(2026, 10, 23, 3),
    });
    world.replaceWith(other);
    expect(world.data.seed).toBe(8);
    for (const uuid of Object.keys(world.data.members)) expect(world.balance(uuid)).toBe(world.ledgerSum(uuid));
  });
});
