import { type Fault, MAX_FAULTS } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { World } from '../../state/world';

/** Adds a fault; every member request is matched against each one, so the list is bounded (decision 155). */
export function addFault(world: World, fault: Fault): void {
  if (world.data.faults.length >= MAX_FAULTS) throw new ApiError(409, messages.control.faultsFull(MAX_FAULTS), 'FAULTS_FULL');
  world.setFaults([...world.data.faults, { ...fault, remaining: fault.count ?? null }]);
}

/** The faults still active, each with the matching requests it has left as its count. */
export function activeFaults(world: World): Fault[] {
  return world.data.faults.map(({ remaining, ...fault }) => (remaining === null ? fault : { ...fault, count: remaining }));
}
