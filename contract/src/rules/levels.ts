/**
 * Level tiers of spec 3 and 9, with the withdraw limits of docs/design/money-and-time.md#withdraw-limits and the promotion rules of
 * docs/design/money-and-time.md#commission-and-points and docs/design/money-and-time.md#levels.
 * Amounts are whole baht. Mock and web both read this table; neither restates a number.
 */
export type LevelId = 1 | 2 | 3 | 4 | 5 | 6;
export type LevelCriteria = 'cumulative' | 'month';

export interface LevelRule {
  id: LevelId;
  code: 'silver' | 'gold' | 'platinum' | 'diamond' | 'vip';
  nameTh: string;
  /** Reachable by deposits; vip tiers (5, 6) are only assigned. */
  enabled: boolean;
  criteria: LevelCriteria;
  /** Deposits needed to reach this tier, cumulative or within one calendar month (Bangkok). */
  minDeposit: number;
  /** Amount shown as "next level" target on this tier; level 6 shows 99,999,999. */
  nextLevelAmount: number;
  /** Most baht withdrawn per Bangkok day, or null when only the per-withdrawal cap applies. */
  withdrawPerDay: number | null;
  /** Most baht in one withdrawal, or null when only the daily cap applies. */
  withdrawPerTime: number | null;
  color: string;
  image: string;
}

/** Withdrawals allowed per Bangkok day, every level. */
export const WITHDRAWALS_PER_DAY = 5;
/** MAX_AMOUNT of spec 9 for diamond and vip. */
export const MAX_WITHDRAW_AMOUNT = 200_000;

export const LEVELS: readonly LevelRule[] = [
  {
    id: 1,
    code: 'silver',
    nameTh: 'ซิลเวอร์',
    enabled: true,
    criteria: 'cumulative',
    // Every member is silver from joining: no tier lies below it (docs/design/money-and-time.md#levels).
    minDeposit: 0,
    nextLevelAmount: 50_000,
    withdrawPerDay: 100_000,
    withdrawPerTime: null,
    color: '#8a8f98',
    image: '/levels/silver.svg',
  },
  {
    id: 2,
    code: 'gold',
    nameTh: 'โกลด์',
    enabled: true,
    criteria: 'cumulative',
    minDeposit: 50_000,
    nextLevelAmount: 300_000,
    withdrawPerDay: 300_000,
    withdrawPerTime: null,
    color: '#b8860b',
    image: '/levels/gold.svg',
  },
  {
    id: 3,
    code: 'platinum',
    nameTh: 'แพลทินัม',
    enabled: true,
    criteria: 'cumulative',
    minDeposit: 300_000,
    nextLevelAmount: 1_000_000,
    withdrawPerDay: 500_000,
    withdrawPerTime: null,
    color: '#4f6d7a',
    image: '/levels/platinum.svg',
  },
  {
    id: 4,
    code: 'diamond',
    nameTh: 'ไดมอนด์',
    enabled: true,
    criteria: 'month',
    minDeposit: 1_000_000,
    nextLevelAmount: 5_000_000,
    withdrawPerDay: 1_000_000,
    withdrawPerTime: MAX_WITHDRAW_AMOUNT,
    color: '#1e6fb8',
    image: '/levels/diamond.svg',
  },
  {
    id: 5,
    code: 'vip',
    nameTh: 'วีไอพี',
    enabled: false,
    criteria: 'month',
    minDeposit: 5_000_000,
    nextLevelAmount: 99_999_999,
    withdrawPerDay: null,
    withdrawPerTime: 100_000,
    color: '#7b2cbf',
    image: '/levels/vip.svg',
  },
  {
    id: 6,
    code: 'vip',
    nameTh: 'วีไอพี พิเศษ',
    enabled: false,
    criteria: 'month',
    minDeposit: 5_000_000,
    nextLevelAmount: 99_999_999,
    withdrawPerDay: null,
    withdrawPerTime: 100_000,
    color: '#5a189a',
    image: '/levels/vip-plus.svg',
  },
];

export function levelRule(id: number): LevelRule {
  const rule = LEVELS.find((l) => l.id === id);
  if (!rule) throw new RangeError(`unknown level ${id}`);
  return rule;
}

/**
 * The tier deposits earn: the highest enabled tier whose threshold is met, cumulative deposits
 * for cumulative tiers and this calendar month's deposits for monthly ones. Never demotes
 * below `current`, and never reaches a disabled (assigned-only) tier.
 */
export function levelEarned(current: LevelId, cumulativeDeposit: number, monthDeposit: number): LevelId {
  let earned: LevelId = current;
  for (const rule of LEVELS) {
    if (!rule.enabled || rule.id <= earned) continue;
    const total = rule.criteria === 'cumulative' ? cumulativeDeposit : monthDeposit;
    if (total >= rule.minDeposit) earned = rule.id;
  }
  return earned;
}
