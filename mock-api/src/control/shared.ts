import { fromSatang } from '@site/contract';
import type { MockState, QaMember } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { iso } from '../lib/iso-instant';
import { messages } from '../lib/messages';
import type { MemberRecord } from '../state/types';
import type { World } from '../state/world';

/** What the control API says of a namespace after most calls: seed, brand, clock, status. */
export function toMockState(world: World): MockState {
  return {
    namespace: world.data.namespace,
    seed: world.data.seed,
    brand: world.data.brand,
    now: iso(world.now()),
    websiteStatus: world.data.websiteStatus,
    members: Object.keys(world.data.members).length,
    clockFrozen: world.data.clock.frozenAt !== null,
  };
}

/** A member as the control API answers: with the password QA logs in with and the bank account. */
export function toQaMember(world: World, member: MemberRecord): QaMember {
  return {
    uuid: member.uuid,
    username: member.username,
    phone: member.phone,
    password: member.demoPassword ?? '',
    name: member.name,
    level: member.level,
    credit: fromSatang(world.balance(member.uuid)),
    bank: { bankName: member.bank.bankName, bankId: member.bank.bankId },
  };
}

/** The member a control route names by username; a Thai 404 when there is none. */
export function memberByUsername(world: World, username: string): MemberRecord {
  const member = world.findByUsername(username);
  if (!member) throw new ApiError(404, messages.control.memberNotFound(username), 'MEMBER_NOT_FOUND');
  return member;
}
