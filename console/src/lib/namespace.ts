import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'qa-console.namespace';
export const DEFAULT_NAMESPACE = 'default';
export const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const listeners = new Set<() => void>();

function read(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored !== null && NAMESPACE_PATTERN.test(stored) ? stored : DEFAULT_NAMESPACE;
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
