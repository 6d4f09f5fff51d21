import { fromSatang } from '@site/contract';
import type { Deposit } from '@site/contract';
import { iso } from '../../lib/iso-instant';
import type { NamespaceState } from '../../state/namespace-state';
import type { DepositRecord, MemberRecord } from '../../state/types';

import { maskUsername } from '../withdraw/service';

export function toWireDeposit(d: DepositRecord): Deposit {
  return {
    id: d.id,
    amount: fromSatang(d.amount),
    status: d.status,
    channel: d.channel,
    bankName: d.bankName,
    createdAt: iso(d.at),
    note: d.note,
  };
}

/** The member's deposits, newest first. */
export function depositHistory(state: NamespaceState, member: MemberRecord): Deposit[] {
  return state.data.deposits
    .filter((d) => d.memberUuid === member.uuid)
    .map(toWireDeposit)
    .reverse();
}

/** Where the member transfers deposits to, from which account, and their deposits, newest first. */
export function depositPage(state: NamespaceState, member: MemberRecord) {
  const history = depositHistory(state, member);
  return {
    accounts: state.brand.siteAccounts.map((account) => ({ ...account })),
    promptPayId: state.brand.promptPayId,
    fromAccount: { bankName: member.bank.bankName, bankId: member.bank.bankId, accountName: member.bank.accountName },
    history,
  };
}

/** The public ticker: the last ten approved deposits, usernames masked. */
export function recentDeposits(state: NamespaceState) {
  return state.data.deposits
    .filter((d) => d.status === 'approved')
    .slice(-10)
    .reverse()
    .map((d) => ({
      username: maskUsername(state.findMember(d.memberUuid)?.username ?? 'member'),
      amount: fromSatang(d.amount),
      bankName: d.bankName,
      createdAt: iso(d.at),
    }));
}
