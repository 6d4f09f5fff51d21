import { type Fault, MAX_FAULTS } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { NamespaceState } from '../../state/namespace-state';

/** Adds a fault; every member request is matched against each one, so the list is bounded (docs/design/mock.md#bounds). */
export function addFault(state: NamespaceState, fault: Fault): void {
  if (state.data.faults.length >= MAX_FAULTS) throw new ApiError(409, messages.control.faultsFull(MAX_FAULTS), 'FAULTS_FULL');
  state.setFaults([...state.data.faults, { ...fault, remaining: fault.count ?? null }]);
}

/** The faults still active, each with the matching requests it has left as its count. */
export function activeFaults(state: NamespaceState): Fault[] {
  return state.data.faults.map(({ remaining, ...fault }) => (remaining === null ? fault : { ...fault, count: remaining }));
}
