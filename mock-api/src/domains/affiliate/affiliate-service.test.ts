import { describe, expect, it } from 'vitest';
import { affiliateContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { DEMO_MEMBERS } from '../../demo-members';
import { BrandBook } from '../../content/brands';
import { createWorld } from '../../state/seed';
import type { World } from '../../state/world';
import { affiliateBonus, withdrawAffiliateBonus } from './service';

function demoWorld(): { world: World; uuid: string } {
  const world = createWorld({
    namespace: 'affiliate-service',
    seed: 42,
    brand: 'default',
    brands: BrandBook.load(),
    now: Date.UTC(2026, 10, 23, 3),
  });
  const demo = world.findByUsername(DEMO_MEMBERS[0].username);
  if (!demo) throw new Error('demo member missing');
  return { world, uuid: demo.uuid };
}

describe('affiliate service (money moves here, not in the router)', () => {
  it('moves bonus into credit: one ledger line, the withdrawn total and the balance in one step', () => {
    const { world, uuid } = demoWorld();
    const member = world.member(uuid);
    const before = { credit: world.balance(uuid), postings: world.data.postings.length, bonus: affiliateBonus(world, member) };
    expect(before.bonus.balanceAf).toBeGreaterThan(1);
    const result = withdrawAffiliateBonus(world, member, 'af', 1, rejectFor(affiliateContract.withdraw));
    expect(world.balance(uuid)).toBe(before.credit + 100);
    expect(world.ledgerSum(uuid)).toBe(world.balance(uuid));
    expect(world.data.postings).toHaveLength(before.postings + 1);
    expect(world.data.postings.at(-1)).toMatchObject({ memberUuid: uuid, kind: 'affiliate', amount: 100 });
    expect(result.body.data.bonus.balanceAf).toBeCloseTo(before.bonus.balanceAf - 1, 2);
    expect(world.data.affiliateWithdrawn[uuid]?.af).toBe(Math.round((before.bonus.withdrawn + 1) * 100));
  });

  it('refuses more than is left and changes nothing', () => {
    const { world, uuid } = demoWorld();
    const member = world.member(uuid);
    const snapshot = JSON.stringify(world.data);
    expect(() =>
      withdrawAffiliateBonus(world, member, 'wl', affiliateBonus(world, member).balanceWl + 0.01, rejectFor(affiliateContract.withdraw)),
    ).toThrow(expect.objectContaining({ statusCode: 422, code: 'AFFILIATE_NOT_ENOUGH' }));
    expect(JSON.stringify(world.data)).toBe(snapshot);
  });
});
