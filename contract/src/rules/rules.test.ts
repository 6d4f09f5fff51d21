import { describe, expect, it } from 'vitest';
import { LEVELS, levelEarned, levelRule, MAX_WITHDRAW_AMOUNT, THAI_BANKS, WITHDRAWALS_PER_DAY } from './index';
import { fromSatang, Money, PositiveAmount, toSatang } from '../common/money';

describe('levels (spec 3, 9; docs/design/money-and-time.md#levels and docs/design/money-and-time.md#withdraw-limits)', () => {
  it('has tiers 1-6 in order, vip tiers disabled', () => {
    expect(LEVELS.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(LEVELS.filter((l) => !l.enabled).map((l) => l.id)).toEqual([5, 6]);
    expect(levelRule(6).nextLevelAmount).toBe(99_999_999);
  });

  it('makes every member silver from joining: its threshold is no deposit at all (docs/design/money-and-time.md#levels)', () => {
    expect(levelRule(1).minDeposit).toBe(0);
    expect(LEVELS.slice(1).every((level) => level.minDeposit > 0)).toBe(true);
  });

  it('promotes by cumulative deposits for silver-platinum and by month for diamond', () => {
    expect(levelEarned(1, 49_999, 0)).toBe(1);
    expect(levelEarned(1, 50_000, 0)).toBe(2);
    expect(levelEarned(1, 300_000, 0)).toBe(3);
    expect(levelEarned(3, 5_000_000, 999_999)).toBe(3);
    expect(levelEarned(3, 1_000_000, 1_000_000)).toBe(4);
  });

  it('never reaches an assigned-only tier and never demotes', () => {
    expect(levelEarned(4, 99_000_000, 99_000_000)).toBe(4);
    expect(levelEarned(5, 0, 0)).toBe(5);
    expect(levelEarned(2, 0, 0)).toBe(2);
  });

  it('carries the withdraw limits of docs/design/money-and-time.md#withdraw-limits', () => {
    expect(WITHDRAWALS_PER_DAY).toBe(5);
    expect(LEVELS.map((l) => [l.withdrawPerDay, l.withdrawPerTime])).toEqual([
      [100_000, null],
      [300_000, null],
      [500_000, null],
      [1_000_000, MAX_WITHDRAW_AMOUNT],
      [null, 100_000],
      [null, 100_000],
    ]);
  });
});

describe('banks', () => {
  it('lists unique Thai bank codes', () => {
    const codes = THAI_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'GSB']));
  });
});

describe('money', () => {
  it('converts baht to satang without float noise', () => {
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toSatang(1234.56)).toBe(123_456);
    expect(fromSatang(123_456)).toBe(1234.56);
    expect(() => fromSatang(1.5)).toThrow(TypeError);
  });

  it('accepts at most 2 decimals and refuses non-positive amounts with a Thai message', () => {
    expect(Money.safeParse(10.25).success).toBe(true);
    expect(Money.safeParse(10.255).success).toBe(false);
    const zero = PositiveAmount.safeParse(0);
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toMatch(/จำนวนเงิน/);
  });
});
