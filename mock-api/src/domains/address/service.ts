import { AddressInput } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { deterministicUuid } from '../../lib/rng';
import type { World } from '../../state/world';
import type { MemberRecord } from '../../state/types';
import { messages } from '../../lib/messages';

/** Saves the member's delivery address: fields given replace the saved ones; a first address must be complete. */
export function updateAddress(
  world: World,
  member: MemberRecord,
  input: Partial<AddressInput>,
  reject: Reject<422>,
): NonNullable<MemberRecord['address']> {
  const merged = AddressInput.safeParse({ ...(member.address ?? {}), ...input });
  if (!merged.success) {
    reject(422, merged.error.issues[0]?.message ?? messages.address.incomplete, 'ADDRESS_INCOMPLETE');
  }
  const uuid = member.address?.uuid ?? deterministicUuid(`${world.data.seed}:${member.uuid}:address`);
  member.address = { ...merged.data, uuid, updatedAt: iso(world.now()) };
  return member.address;
}
