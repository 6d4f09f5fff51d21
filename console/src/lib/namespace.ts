import { useSyncExternalStore } from 'react';
import { NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';

const STORAGE_KEY = 'qa-console.namespace';
export const DEFAULT_NAMESPACE = 'default';

const listeners = new Set<() => void>();

function read(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored !== null && NAMESPACE_NAME_PATTERN.test(stored) ? stored : DEFAULT_NAMESPACE;
  } catch {
    return DEFAULT_NAMESPACE;
  }
}

let current = read();

/** The namespace the console works on; remembered across visits (local storage). */
export function useNamespace(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function chooseNamespace(namespace: string): void {
  current = namespace;
  try {
    window.localStorage.setItem(STORAGE_KEY, namespace);
  } catch {
    // private mode: remembered for this visit only
  }
  for (const listener of listeners) listener();
}
