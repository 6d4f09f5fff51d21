import { AddressInput } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { deterministicUuid } from '../../lib/rng';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';
import { messages } from '../../lib/messages';

/** Saves the member's delivery address: fields given replace the saved ones; a first address must be complete. */
export function updateAddress(
  state: NamespaceState,
  member: Readonly<MemberRecord>,
  input: Partial<AddressInput>,
  reject: Reject<422>,
): NonNullable<MemberRecord['address']> {
  const merged = AddressInput.safeParse({ ...(member.address ?? {}), ...input });
  if (!merged.success) {
    reject(422, merged.error.issues[0]?.message ?? messages.address.incomplete, 'ADDRESS_INCOMPLETE');
  }
  const uuid = member.address?.uuid ?? deterministicUuid(`${state.data.seed}:${member.uuid}:address`);
  const address = { ...merged.data, uuid, updatedAt: iso(state.now()) };
  state.updateMember(member, { address });
  return address;
}
