import { fromSatang } from '@site/contract';
import type { Transaction, WinLoss } from '@site/contract';
import { iso } from '../../lib/iso-instant';
import { bangkokDay } from '@site/contract/bangkok-time';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord, PostingKind } from '../../state/types';

/** Win/loss per Bangkok day and game type from settled rounds; cashback on a net loss. */
export function winLoss(state: NamespaceState, member: MemberRecord, start: string, end: string, lostPercent: number): WinLoss {
  const byKey = new Map<string, { date: string; gameType: string; turnover: number; winLoss: number }>();
  for (const round of state.data.rounds) {
    if (round.memberUuid !== member.uuid || round.win === null || round.day < start || round.day > end) continue;
    const key = `${round.day}|${round.gameType}`;
    const row = byKey.get(key) ?? { date: round.day, gameType: round.gameType, turnover: 0, winLoss: 0 };
    row.turnover += round.bet;
    row.winLoss += round.win - round.bet;
    byKey.set(key, row);
  }
  const rows = [...byKey.values()].sort((a, b) =>
    a.date === b.date ? a.gameType.localeCompare(b.gameType) : a.date.localeCompare(b.date),
  );
  const totalTurnover = rows.reduce((sum, r) => sum + r.turnover, 0);
  const totalWinLoss = rows.reduce((sum, r) => sum + r.winLoss, 0);
  const cashback = totalWinLoss < 0 ? Math.floor((-totalWinLoss * lostPercent) / 100) : 0;
  return {
    start,
    end,
    days: rows.map((r) => ({ date: r.date, gameType: r.gameType, turnover: fromSatang(r.turnover), winLoss: fromSatang(r.winLoss) })),
    totalTurnover: fromSatang(totalTurnover),
    totalWinLoss: fromSatang(totalWinLoss),
    lostPercent,
    cashback: fromSatang(cashback),
  };
}

/** The ledger as a statement, newest first, with the balance after each line. */
export function memberTransactions(
  state: NamespaceState,
  member: MemberRecord,
  filter: { kind?: PostingKind; start?: string; end?: string },
): Transaction[] {
  const statusOf = new Map<string, string>();
  for (const w of state.data.withdrawals) if (w.memberUuid === member.uuid) statusOf.set(w.id, w.status);
  let running = 0;
  const lines: Transaction[] = [];
  for (const posting of state.data.postings) {
    if (posting.memberUuid !== member.uuid) continue;
    running += posting.amount;
    const day = bangkokDay(posting.at);
    if (filter.kind && posting.kind !== filter.kind) continue;
    if ((filter.start && day < filter.start) || (filter.end && day > filter.end)) continue;
    lines.push({
      id: posting.id,
      kind: posting.kind,
      amount: fromSatang(posting.amount),
      balanceAfter: fromSatang(running),
      status: (posting.ref && statusOf.get(posting.ref)) ?? 'completed',
      description: posting.description,
      createdAt: iso(posting.at),
    });
  }
  return lines.reverse();
}
