import { fromSatang } from '@site/contract';
import type { Deposit } from '@site/contract';
import { iso } from '../../lib/iso-instant';
import type { World } from '../../state/world';
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
export function depositHistory(world: World, member: MemberRecord): Deposit[] {
  return world.data.deposits
    .filter((d) => d.memberUuid === member.uuid)
    .map(toWireDeposit)
    .reverse();
}

/** Where the member transfers deposits to, from which account, and their deposits, newest first. */
export function depositPage(world: World, member: MemberRecord) {
  const history = depositHistory(world, member);
  return {
    accounts: world.brand.siteAccounts.map((account) => ({ ...account })),
    promptPayId: world.brand.promptPayId,
    fromAccount: { bankName: member.bank.bankName, bankId: member.bank.bankId, accountName: member.bank.accountName },
    history,
  };
}

/** The public ticker: the last ten approved deposits, usernames masked. */
export function recentDeposits(world: World) {
  return world.data.deposits
    .filter((d) => d.status === 'approved')
    .slice(-10)
    .reverse()
    .map((d) => ({
      username: maskUsername(world.findMember(d.memberUuid)?.username ?? 'member'),
      amount: fromSatang(d.amount),
      bankName: d.bankName,
      createdAt: iso(d.at),
    }));
}
