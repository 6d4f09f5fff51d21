import { fromSatang } from '@site/contract';
import type { MockState, QaMember } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { iso } from '../lib/iso-instant';
import { messages } from '../lib/messages';
import type { MemberRecord } from '../state/types';
import type { NamespaceState } from '../state/namespace-state';

/** What the control API says of a namespace after most calls: seed, brand, clock, status. */
export function toMockState(state: NamespaceState): MockState {
  return {
    namespace: state.data.namespace,
    seed: state.data.seed,
    brand: state.data.brand,
    now: iso(state.now()),
    websiteStatus: state.data.websiteStatus,
    members: Object.keys(state.data.members).length,
    clockFrozen: state.data.clock.frozenAt !== null,
  };
}

/** A member as the control API answers: with the password QA logs in with and the bank account. */
export function toQaMember(state: NamespaceState, member: MemberRecord): QaMember {
  return {
    uuid: member.uuid,
    username: member.username,
    phone: member.phone,
    password: member.demoPassword ?? '',
    name: member.name,
    level: member.level,
    credit: fromSatang(state.balance(member.uuid)),
    bank: { bankName: member.bank.bankName, bankId: member.bank.bankId },
  };
}

/** The member a control route names by username; a Thai 404 when there is none. */
export function memberByUsername(state: NamespaceState, username: string): MemberRecord {
  const member = state.findByUsername(username);
  if (!member) throw new ApiError(404, messages.control.memberNotFound(username), 'MEMBER_NOT_FOUND');
  return member;
}
