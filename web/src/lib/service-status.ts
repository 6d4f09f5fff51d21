import { useSyncExternalStore } from 'react';

/**
 * The service-unavailable flag of spec 8: set by 503, 408, timeouts and cancelled requests,
 * cleared by the next successful response. A banner reads it; the session is kept.
 */
let serviceUnavailable = false;
const listeners = new Set<() => void>();

export function setServiceUnavailable(value: boolean): void {
  if (serviceUnavailable === value) return;
  serviceUnavailable = value;
  for (const listener of listeners) listener();
}

export function isServiceUnavailable(): boolean {
  return serviceUnavailable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isServiceUnavailable, isServiceUnavailable);
}
