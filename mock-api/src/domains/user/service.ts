import { type LevelTier, type UserLevel, type UserProfile, fromSatang } from '@site/contract';
import { LEVELS, WITHDRAWALS_PER_DAY, type BrandDefinition, type LevelRule } from '@site/contract/rules';
import { toSatang } from '@site/contract';
import { iso } from '../../lib/iso-instant';
import { depositTotals } from '../../state/wallet';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';

/** Level images are fake third-party artwork served by the mock. */
export function levelImage(rule: LevelRule): string {
  return `/mock-cdn/levels/${rule.image.replace(/^\/levels\//, '')}`;
}

export function levelTier(rule: LevelRule, brand: BrandDefinition): LevelTier {
  return {
    id: rule.id,
    name: rule.nameTh,
    status: rule.enabled ? 'active' : 'disabled',
    criteria: rule.criteria,
    minDeposit: rule.minDeposit,
    nextLevelAmount: rule.nextLevelAmount,
    lostPercent: brand.cashbackPercent[rule.id],
    withdrawPerDay: rule.withdrawPerDay,
    withdrawPerTime: rule.withdrawPerTime,
    withdrawCountPerDay: WITHDRAWALS_PER_DAY,
    color: rule.color,
    image: levelImage(rule),
  };
}

export function toUserProfile(state: NamespaceState, member: MemberRecord): UserProfile {
  return {
    uuid: member.uuid,
    name: member.name,
    phone: member.phone,
    level: member.level,
    status: member.status,
    afCode: member.afCode,
    createdAt: iso(member.createdAt),
    user_pass: { username: member.username },
    user_bank: { uuid: member.bank.uuid, bankName: member.bank.bankName, bankId: member.bank.bankId, accountName: member.bank.accountName },
    user_credit: { credit: fromSatang(state.balance(member.uuid)), point: member.points, level: member.level },
    user_address: member.address,
  };
}

export function toUserAccount(member: MemberRecord) {
  return {
    uuid: member.uuid,
    name: member.name,
    phone: member.phone,
    username: member.username,
    status: member.status,
    level: member.level,
    afCode: member.afCode,
    inviter: member.inviter,
    team: member.team,
    marketing: member.marketing,
    createdAt: iso(member.createdAt),
  };
}

/** Progress to the next tier deposits can reach: cumulative or this month's, by its criteria. */
export function userLevel(state: NamespaceState, member: MemberRecord): UserLevel {
  const brand = state.brand;
  const current = LEVELS.find((l) => l.id === member.level) ?? LEVELS[0];
  if (!current) throw new RangeError('no level table');
  const next = LEVELS.find((l) => l.id > member.level && l.enabled) ?? null;
  const totals = depositTotals(state, member.uuid);
  let toNextLevel: number | null = null;
  let progressPercent = 100;
  if (next) {
    const reached = next.criteria === 'cumulative' ? totals.cumulative : totals.month;
    const needed = toSatang(next.minDeposit);
    toNextLevel = fromSatang(Math.max(0, needed - reached));
    progressPercent = Math.min(100, Math.floor((reached / needed) * 10_000) / 100);
  }
  return {
    level: member.level,
    current: levelTier(current, brand),
    next: next ? levelTier(next, brand) : null,
    cumulativeDeposit: fromSatang(totals.cumulative),
    monthDeposit: fromSatang(totals.month),
    toNextLevel,
    progressPercent,
    tiers: LEVELS.map((rule) => levelTier(rule, brand)),
  };
}
