import { levelEarned, type LevelId } from '@site/contract/rules';
import { fromSatang } from '@site/contract';
import { bangkokDay, bangkokMonth, shiftDay, weekStart } from '@site/contract/bangkok-time';
import type { World } from './world';
import type { DepositRecord, MemberRecord } from './types';
import { messages } from '../lib/messages';

/** Affiliate commission: af on downline deposits, wl on downline net game losses (decision 012). */
export const AFFILIATE_PERCENT = { af: 1, wl: 5 } as const;
/** Reward points earned per 100 baht deposited. */
export const SATANG_PER_POINT = 100_00;

export function approvedDeposits(world: World, memberUuid: string): DepositRecord[] {
  return world.data.deposits.filter((d) => d.memberUuid === memberUuid && d.status === 'approved');
}

export function depositTotals(world: World, memberUuid: string): { cumulative: number; month: number } {
  const month = bangkokMonth(world.now());
  let cumulative = 0;
  let monthTotal = 0;
  for (const deposit of approvedDeposits(world, memberUuid)) {
    cumulative += deposit.amount;
    if (bangkokMonth(deposit.at) === month) monthTotal += deposit.amount;
  }
  return { cumulative, month: monthTotal };
}

/** Re-evaluates the member's tier after a deposit; never demotes, never reaches vip. */
export function promote(world: World, member: MemberRecord): LevelId {
  const totals = depositTotals(world, member.uuid);
  member.level = levelEarned(member.level, fromSatang(totals.cumulative), fromSatang(totals.month));
  return member.level;
}

/**
 * An approved deposit: ledger credit, points, level promotion and the inviter's af commission,
 * all at once so no reader sees half of it.
 */
export function recordDeposit(
  world: World,
  member: MemberRecord,
  amount: number,
  channel: DepositRecord['channel'],
  options: { at?: number; note?: string | null; description?: string } = {},
): DepositRecord {
  const at = options.at ?? world.now();
  const deposit: DepositRecord = {
    id: world.nextId('DP'),
    memberUuid: member.uuid,
    amount,
    status: 'approved',
    channel,
    bankName: member.bank.bankName,
    note: options.note ?? null,
    at,
  };
  world.append('deposits', deposit);
  world.post({
    memberUuid: member.uuid,
    kind: 'deposit',
    amount,
    description: options.description ?? messages.ledger.deposit,
    ref: deposit.id,
    at,
  });
  member.points += Math.floor(amount / SATANG_PER_POINT);
  promote(world, member);
  creditInviter(
    world,
    member,
    'af',
    Math.floor((amount * AFFILIATE_PERCENT.af) / 100),
    at,
    messages.ledger.affiliateFromDeposit(member.username),
  );
  return deposit;
}

export function creditInviter(
  world: World,
  member: MemberRecord,
  type: 'af' | 'wl',
  amount: number,
  at: number,
  description: string,
): void {
  if (!member.inviter || amount <= 0) return;
  const inviter = Object.values(world.data.members).find((m) => m.afCode === member.inviter);
  if (!inviter) return;
  world.append('affiliateLogs', {
    id: world.nextId('AF'),
    memberUuid: inviter.uuid,
    type,
    amount,
    downline: member.username,
    description,
    at,
  });
}

/**
 * Weekly cashback (decision 012): once a Bangkok week has ended, the member's net game loss of
 * the weeks not yet settled is paid back at the level's percent for the brand, the same
 * percent the level and win/loss pages show. Runs on the member's next request.
 */
export function settleCashback(world: World, member: MemberRecord): void {
  const currentWeek = weekStart(bangkokDay(world.now()));
  if (!member.cashbackFrom || member.cashbackFrom >= currentWeek) return;
  const lastDay = shiftDay(currentWeek, -1);
  let net = 0;
  for (const round of world.data.rounds) {
    if (round.memberUuid === member.uuid && round.win !== null && round.day >= member.cashbackFrom && round.day <= lastDay)
      net += round.win - round.bet;
  }
  const percent = world.brand.cashbackPercent[member.level];
  const amount = net < 0 ? Math.floor((-net * percent) / 100) : 0;
  if (amount > 0) {
    world.post({
      memberUuid: member.uuid,
      kind: 'cashback',
      amount,
      description: messages.ledger.cashback(percent, member.cashbackFrom, lastDay),
      ref: null,
    });
  }
  member.cashbackFrom = currentWeek;
}
