import type { ServerInferRequest } from '@ts-rest/core';
import { DAY_MS } from '@site/contract/bangkok-time';
import type { mockControlContract } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { clockInRange, type NamespaceState } from '../../state/namespace-state';

type ClockChange = ServerInferRequest<typeof mockControlContract.clock>['body'];

/**
 * Sets, moves, freezes or thaws the namespace's clock. Setting an instant freezes the clock
 * there, so scenarios replay exactly; freezing or thawing keeps the instant the clock shows now.
 */
export function changeClock(state: NamespaceState, change: ClockChange): void {
  const clock = change.at !== undefined ? { frozenAt: Date.parse(change.at), offsetMs: 0 } : { ...state.data.clock };
  clock.offsetMs += (change.advanceDays ?? 0) * DAY_MS + (change.advanceMs ?? 0);
  if (!clockInRange(clock)) throw new ApiError(400, messages.control.clockOutOfRange, 'CLOCK_OUT_OF_RANGE');
  const wallNow = Date.now();
  const instant = (clock.frozenAt ?? wallNow) + clock.offsetMs;
  if (change.freeze === true) Object.assign(clock, { frozenAt: instant, offsetMs: 0 });
  if (change.freeze === false) Object.assign(clock, { frozenAt: null, offsetMs: instant - wallNow });
  state.setClock(clock);
}
