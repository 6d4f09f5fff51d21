import { levelEarned, type LevelId } from '@site/contract/rules';
import { fromSatang } from '@site/contract';
import { bangkokDay, bangkokMonth, shiftDay, weekStart } from '@site/contract/bangkok-time';
import type { NamespaceState } from './namespace-state';
import type { DepositRecord, MemberRecord } from './types';
import { messages } from '../lib/messages';

/** Affiliate commission: af on downline deposits, wl on downline net game losses (docs/design/money-and-time.md#commission-and-points). */
export const AFFILIATE_PERCENT = { af: 1, wl: 5 } as const;
/** Reward points earned per 100 baht deposited. */
export const SATANG_PER_POINT = 100_00;

export function approvedDeposits(state: NamespaceState, memberUuid: string): DepositRecord[] {
  return state.data.deposits.filter((d) => d.memberUuid === memberUuid && d.status === 'approved');
}

export function depositTotals(state: NamespaceState, memberUuid: string): { cumulative: number; month: number } {
  const month = bangkokMonth(state.now());
  let cumulative = 0;
  let monthTotal = 0;
  for (const deposit of approvedDeposits(state, memberUuid)) {
    cumulative += deposit.amount;
    if (bangkokMonth(deposit.at) === month) monthTotal += deposit.amount;
  }
  return { cumulative, month: monthTotal };
}

/** Re-evaluates the member's tier after a deposit; never demotes, never reaches vip. */
export function promote(state: NamespaceState, member: Readonly<MemberRecord>): LevelId {
  const totals = depositTotals(state, member.uuid);
  state.updateMember(member, { level: levelEarned(member.level, fromSatang(totals.cumulative), fromSatang(totals.month)) });
  return member.level;
}

/**
 * An approved deposit: ledger credit, points, level promotion and the inviter's af commission,
 * all at once so no reader sees half of it.
 */
export function recordDeposit(
  state: NamespaceState,
  member: Readonly<MemberRecord>,
  amount: number,
  channel: DepositRecord['channel'],
  options: { at?: number; note?: string | null; description?: string } = {},
): DepositRecord {
  const at = options.at ?? state.now();
  const deposit: DepositRecord = {
    id: state.nextId('DP'),
    memberUuid: member.uuid,
    amount,
    status: 'approved',
    channel,
    bankName: member.bank.bankName,
    note: options.note ?? null,
    at,
  };
  state.append('deposits', deposit);
  state.post({
    memberUuid: member.uuid,
    kind: 'deposit',
    amount,
    description: options.description ?? messages.ledger.deposit,
    ref: deposit.id,
    at,
  });
  state.updateMember(member, { points: member.points + Math.floor(amount / SATANG_PER_POINT) });
  promote(state, member);
  creditInviter(
    state,
    member,
    'af',
    Math.floor((amount * AFFILIATE_PERCENT.af) / 100),
    at,
    messages.ledger.affiliateFromDeposit(member.username),
  );
  return deposit;
}

export function creditInviter(
  state: NamespaceState,
  member: MemberRecord,
  type: 'af' | 'wl',
  amount: number,
  at: number,
  description: string,
): void {
  if (!member.inviter || amount <= 0) return;
  const inviter = Object.values(state.data.members).find((m) => m.afCode === member.inviter);
  if (!inviter) return;
  state.append('affiliateLogs', {
    id: state.nextId('AF'),
    memberUuid: inviter.uuid,
    type,
    amount,
    downline: member.username,
    description,
    at,
  });
}

/**
 * Weekly cashback (docs/design/money-and-time.md#commission-and-points): once a Bangkok week has ended, the member's net game loss of
 * the weeks not yet settled is paid back at the level's percent for the brand, the same
 * percent the level and win/loss pages show. Runs on the member's next request.
 */
export function settleCashback(state: NamespaceState, member: Readonly<MemberRecord>): void {
  const currentWeek = weekStart(bangkokDay(state.now()));
  if (!member.cashbackFrom || member.cashbackFrom >= currentWeek) return;
  const lastDay = shiftDay(currentWeek, -1);
  let net = 0;
  for (const round of state.data.rounds) {
    if (round.memberUuid === member.uuid && round.win !== null && round.day >= member.cashbackFrom && round.day <= lastDay)
      net += round.win - round.bet;
  }
  const percent = state.brand.cashbackPercent[member.level];
  const amount = net < 0 ? Math.floor((-net * percent) / 100) : 0;
  if (amount > 0) {
    state.post({
      memberUuid: member.uuid,
      kind: 'cashback',
      amount,
      description: messages.ledger.cashback(percent, member.cashbackFrom, lastDay),
      ref: null,
    });
  }
  state.updateMember(member, { cashbackFrom: currentWeek });
}
