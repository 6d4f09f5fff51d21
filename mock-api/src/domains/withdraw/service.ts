import type { Withdrawal, WithdrawLimits } from '@site/contract';
import { levelRule, WITHDRAWALS_PER_DAY } from '@site/contract/rules';
import { toSatang, fromSatang } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord, WithdrawalRecord } from '../../state/types';
import { okResponse } from '../shared';
import { messages } from '../../lib/messages';

/** A pending transfer completes after this long on the mock clock (docs/design/money-and-time.md#withdrawals). */
export const SETTLE_AFTER_MS = 5 * 60_000;
/** Amounts ending in .99 baht simulate a bank transfer failure, to exercise retry. */
const FAILING_SATANG = 99;

const formatBaht = (satang: number) =>
  fromSatang(satang).toLocaleString('th-TH', { minimumFractionDigits: satang % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });

export interface LimitsNow {
  level: number;
  perWithdrawal: number | null;
  perDay: number | null;
  usedToday: number;
  leftToday: number | null;
  countToday: number;
  countLeft: number;
  maxNow: number;
}

/** Completes pending transfers whose time has come; called before any withdrawal read. */
export function settleWithdrawals(state: NamespaceState): void {
  const now = state.now();
  for (const w of state.data.withdrawals) {
    if (w.status === 'pending' && now - w.updatedAt >= SETTLE_AFTER_MS) {
      state.update('withdrawals', w, { status: 'approved', updatedAt: w.updatedAt + SETTLE_AFTER_MS });
    }
  }
}

/** Today's (Bangkok) withdrawals count against the limits unless rejected. */
export function limitsNow(state: NamespaceState, member: MemberRecord): LimitsNow {
  const rule = levelRule(member.level);
  const today = bangkokDay(state.now());
  let usedToday = 0;
  let countToday = 0;
  for (const w of state.data.withdrawals) {
    if (w.memberUuid !== member.uuid || w.status === 'rejected' || bangkokDay(w.at) !== today) continue;
    usedToday += w.amount;
    countToday += 1;
  }
  const perDay = rule.withdrawPerDay === null ? null : toSatang(rule.withdrawPerDay);
  const perWithdrawal = rule.withdrawPerTime === null ? null : toSatang(rule.withdrawPerTime);
  const leftToday = perDay === null ? null : Math.max(0, perDay - usedToday);
  const countLeft = Math.max(0, WITHDRAWALS_PER_DAY - countToday);
  const credit = Math.max(0, state.balance(member.uuid));
  const maxNow = countLeft === 0 ? 0 : Math.min(credit, perWithdrawal ?? Infinity, leftToday ?? Infinity);
  return { level: member.level, perWithdrawal, perDay, usedToday, leftToday, countToday, countLeft, maxNow };
}

export function toWireLimits(limits: LimitsNow): WithdrawLimits {
  return {
    level: limits.level,
    perWithdrawal: limits.perWithdrawal === null ? null : fromSatang(limits.perWithdrawal),
    perDay: limits.perDay === null ? null : fromSatang(limits.perDay),
    usedToday: fromSatang(limits.usedToday),
    leftToday: limits.leftToday === null ? null : fromSatang(limits.leftToday),
    countPerDay: WITHDRAWALS_PER_DAY,
    countToday: limits.countToday,
    countLeft: limits.countLeft,
    maxNow: fromSatang(limits.maxNow),
  };
}

export function toWireWithdrawal(w: WithdrawalRecord): Withdrawal {
  return {
    id: w.id,
    amount: fromSatang(w.amount),
    status: w.status,
    bankName: w.bankName,
    bankId: w.bankId,
    createdAt: iso(w.at),
    updatedAt: iso(w.updatedAt),
    note: w.note,
    retryable: w.status === 'failed',
  };
}

/**
 * Checks every limit, then debits, with no await in between: Node runs this to the end before
 * any other request, so simultaneous withdrawals can never overdraw or pass a limit.
 */
export function withdraw(state: NamespaceState, member: MemberRecord, amount: number, reject: Reject<422>): WithdrawalRecord {
  settleWithdrawals(state);
  const rule = levelRule(member.level);
  const limits = limitsNow(state, member);
  const credit = state.balance(member.uuid);
  if (amount > credit) {
    reject(422, messages.withdraw.insufficientCredit(formatBaht(Math.max(0, credit))), 'INSUFFICIENT_CREDIT');
  }
  if (limits.countLeft === 0) {
    reject(422, messages.withdraw.dailyCount(WITHDRAWALS_PER_DAY), 'WITHDRAW_DAILY_COUNT');
  }
  if (limits.perWithdrawal !== null && amount > limits.perWithdrawal) {
    reject(422, messages.withdraw.perTime(rule.nameTh, formatBaht(limits.perWithdrawal)), 'WITHDRAW_PER_TIME');
  }
  if (limits.leftToday !== null && limits.perDay !== null && amount > limits.leftToday) {
    reject(422, messages.withdraw.dailyLimit(rule.nameTh, formatBaht(limits.perDay), formatBaht(limits.leftToday)), 'WITHDRAW_DAILY_LIMIT');
  }
  const at = state.now();
  const failed = amount % 100 === FAILING_SATANG;
  const record: WithdrawalRecord = {
    id: state.nextId('WD'),
    memberUuid: member.uuid,
    amount,
    status: failed ? 'failed' : 'pending',
    bankName: member.bank.bankName,
    bankId: member.bank.bankId,
    note: failed ? messages.withdraw.bankDidNotAnswer : null,
    at,
    updatedAt: at,
  };
  state.append('withdrawals', record);
  state.post({
    memberUuid: member.uuid,
    kind: 'withdraw',
    amount: -amount,
    description: messages.ledger.withdrawalTo(member.bank.bankName, member.bank.bankId.slice(-4)),
    ref: record.id,
    at,
  });
  return record;
}

export function retryWithdrawal(state: NamespaceState, member: MemberRecord, id: string, reject: Reject<404 | 409>): WithdrawalRecord {
  settleWithdrawals(state);
  const record = state.data.withdrawals.find((w) => w.id === id && w.memberUuid === member.uuid);
  if (!record) reject(404, messages.withdraw.notFound, 'WITHDRAWAL_NOT_FOUND');
  if (record.status !== 'failed') reject(409, messages.withdraw.notRetryable, 'WITHDRAWAL_NOT_RETRYABLE');
  state.update('withdrawals', record, { status: 'pending', note: messages.withdraw.resent, updatedAt: state.now() });
  return record;
}

/** Public ticker: masked usernames of the latest approved movements. */
export function maskUsername(username: string): string {
  return `${username.slice(0, 3)}***${username.length > 6 ? username.slice(-1) : ''}`;
}

/** A withdrawal request as the member gets it back: the record, the credit left and today's limits. */
export function requestWithdrawal(state: NamespaceState, member: MemberRecord, amount: number, reject: Reject<422>) {
  const record = withdraw(state, member, amount, reject);
  const message = record.status === 'failed' ? messages.withdraw.failed : messages.withdraw.requested;
  return okResponse(
    {
      withdrawal: toWireWithdrawal(record),
      credit: fromSatang(state.balance(member.uuid)),
      limits: toWireLimits(limitsNow(state, member)),
    },
    message,
  );
}

/** Withdraws the whole credit to the member's own registered account (no other account). */
export function transferAllToBank(state: NamespaceState, member: MemberRecord, bankName: string, bankId: string, reject: Reject<422>) {
  if (bankId !== member.bank.bankId || bankName.toUpperCase() !== member.bank.bankName) {
    reject(422, messages.withdraw.foreignAccount, 'BANK_MISMATCH');
  }
  const credit = state.balance(member.uuid);
  if (credit <= 0) reject(422, messages.withdraw.noCredit, 'NO_CREDIT');
  return requestWithdrawal(state, member, credit, reject);
}

/** The member's withdrawals, newest first. */
export function withdrawalHistory(state: NamespaceState, member: MemberRecord): Withdrawal[] {
  settleWithdrawals(state);
  return state.data.withdrawals
    .filter((w) => w.memberUuid === member.uuid)
    .map(toWireWithdrawal)
    .reverse();
}

/** The public ticker: the last ten approved withdrawals, usernames masked. */
export function recentWithdrawals(state: NamespaceState) {
  settleWithdrawals(state);
  return state.data.withdrawals
    .filter((w) => w.status === 'approved')
    .slice(-10)
    .reverse()
    .map((w) => ({
      username: maskUsername(state.findMember(w.memberUuid)?.username ?? 'member'),
      amount: fromSatang(w.amount),
      bankName: w.bankName,
      createdAt: iso(w.at),
    }));
}

/** The member's open (pending or failed) requests and today's limits. */
export function openWithdrawals(state: NamespaceState, member: MemberRecord) {
  settleWithdrawals(state);
  const open = state.data.withdrawals.filter((w) => w.memberUuid === member.uuid && (w.status === 'pending' || w.status === 'failed'));
  return { requests: open.map(toWireWithdrawal).reverse(), limits: toWireLimits(limitsNow(state, member)) };
}
