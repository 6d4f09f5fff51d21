import { toSatang, fromSatang } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import { AFFILIATE_PERCENT, approvedDeposits } from '../../state/wallet';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';
import { okResponse } from '../shared';
import { messages } from '../../lib/messages';

/** Earned per type from the af/wl log, minus what was already moved into credit. */
function bonusOf(state: NamespaceState, member: MemberRecord) {
  const earned = { af: 0, wl: 0 };
  for (const log of state.data.affiliateLogs) if (log.memberUuid === member.uuid) earned[log.type] += log.amount;
  const withdrawn = state.data.affiliateWithdrawn[member.uuid] ?? { af: 0, wl: 0 };
  const balanceAf = earned.af - withdrawn.af;
  const balanceWl = earned.wl - withdrawn.wl;
  return {
    wire: {
      code: member.afCode,
      balance: fromSatang(balanceAf + balanceWl),
      balanceAf: fromSatang(balanceAf),
      balanceWl: fromSatang(balanceWl),
      total_bonus: fromSatang(earned.af + earned.wl),
      withdrawn: fromSatang(withdrawn.af + withdrawn.wl),
      afPercent: AFFILIATE_PERCENT.af,
      wlPercent: AFFILIATE_PERCENT.wl,
    },
    satang: { af: balanceAf, wl: balanceWl },
  };
}

function downlineOf(state: NamespaceState, member: MemberRecord): MemberRecord[] {
  return Object.values(state.data.members).filter((m) => m.inviter === member.afCode);
}

/** The member's affiliate bonus: earned, withdrawn, and what is left per type. */
export function affiliateBonus(state: NamespaceState, member: MemberRecord) {
  return bonusOf(state, member).wire;
}

/** Members the member invited, keyed by username, with what each has deposited. */
export function downline(state: NamespaceState, member: MemberRecord) {
  const members = downlineOf(state, member);
  const users = Object.fromEntries(
    members.map((m) => [
      m.username,
      {
        username: m.username,
        name: m.name,
        registeredAt: iso(m.createdAt),
        depositTotal: fromSatang(approvedDeposits(state, m.uuid).reduce((sum, d) => sum + d.amount, 0)),
      },
    ]),
  );
  return { total: members.length, users };
}

/** Moves affiliate bonus of one type into credit: the ledger gets the whole amount or nothing. */
export function withdrawAffiliateBonus(
  state: NamespaceState,
  member: MemberRecord,
  type: 'af' | 'wl',
  amountBaht: number,
  reject: Reject<422>,
) {
  const amount = toSatang(amountBaht);
  const available = bonusOf(state, member).satang[type];
  if (amount > available) {
    reject(422, messages.affiliate.notEnough(type, fromSatang(available).toLocaleString('th-TH')), 'AFFILIATE_NOT_ENOUGH');
  }
  state.addAffiliateWithdrawn(member.uuid, type, amount);
  state.post({ memberUuid: member.uuid, kind: 'affiliate', amount, description: messages.ledger.affiliateWithdrawal(type), ref: null });
  return okResponse({ credit: fromSatang(state.balance(member.uuid)), bonus: affiliateBonus(state, member) }, messages.affiliate.withdrawn);
}

/** Bonus earned per downline member over Bangkok days `start`..`end`. */
export function downlineBonus(state: NamespaceState, member: MemberRecord, start: string, end: string) {
  const rows = new Map<string, { af: number; wl: number }>();
  for (const m of downlineOf(state, member)) rows.set(m.username, { af: 0, wl: 0 });
  for (const log of state.data.affiliateLogs) {
    const day = bangkokDay(log.at);
    if (log.memberUuid !== member.uuid || !log.downline || day < start || day > end) continue;
    const row = rows.get(log.downline) ?? { af: 0, wl: 0 };
    row[log.type] += log.amount;
    rows.set(log.downline, row);
  }
  const items = [...rows.entries()].map(([username, r]) => ({
    username,
    af: fromSatang(r.af),
    wl: fromSatang(r.wl),
    total: fromSatang(r.af + r.wl),
  }));
  const totalAf = [...rows.values()].reduce((sum, r) => sum + r.af, 0);
  const totalWl = [...rows.values()].reduce((sum, r) => sum + r.wl, 0);
  return { start, end, total: fromSatang(totalAf + totalWl), totalAf: fromSatang(totalAf), totalWl: fromSatang(totalWl), items };
}

/** The member's af or wl log lines over Bangkok days `start`..`end`, newest first. */
export function affiliateLogs(state: NamespaceState, member: MemberRecord, type: 'af' | 'wl', start: string, end: string) {
  return state.data.affiliateLogs
    .filter((log) => {
      const day = bangkokDay(log.at);
      return log.memberUuid === member.uuid && log.type === type && day >= start && day <= end;
    })
    .map((log) => ({
      id: log.id,
      type: log.type,
      amount: fromSatang(log.amount),
      downline: log.downline,
      description: log.description,
      createdAt: iso(log.at),
    }))
    .reverse();
}
