import { useSyncExternalStore } from 'react';

/**
 * The service-unavailable flag of spec 8: set by 503, 408, timeouts and cancelled requests.
 * It remembers which endpoints failed and clears when each of them answers again (or the
 * member dismisses the banner), so an unrelated request that happens to succeed meanwhile
 * does not hide a failure the member has not seen recover.
 */
const failingEndpoints = new Set<string>();
let unavailable = false;
const listeners = new Set<() => void>();

function update(): void {
  const next = failingEndpoints.size > 0;
  if (next === unavailable) return;
  unavailable = next;
  for (const listener of listeners) listener();
}

/** An endpoint (e.g. "GET /api/auth/address/mine") failed with a service-unavailable class. */
export function markServiceUnavailable(endpoint: string): void {
  failingEndpoints.add(endpoint);
  update();
}

/** An endpoint answered: it no longer counts as unavailable. */
export function markServiceAvailable(endpoint: string): void {
  if (failingEndpoints.delete(endpoint)) update();
}

/** The member closed the banner. */
export function dismissServiceUnavailable(): void {
  failingEndpoints.clear();
  update();
}

export function isServiceUnavailable(): boolean {
  return unavailable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isServiceUnavailable, isServiceUnavailable);
}
