import { useSyncExternalStore } from 'react';
import { CONTROL_REQUEST_HEADERS, CONTROL_TOKEN_HEADER } from '@site/contract/mock-control';

const STORAGE_KEY = 'qa-console.control-token';

/**
 * The control token of a shared mock (docs/design/mock.md#shared-mock): entered once, kept in this browser's local
 * storage (the console is a QA tool for a test mock; the token guards the mock, not member data)
 * and sent with every control call. `refused` says the mock answered 401 to the last call.
 */
type TokenState = { token: string | null; refused: boolean };

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null || stored === '' ? null : stored;
  } catch {
    return null;
  }
}

let state: TokenState = { token: read(), refused: false };

function publish(next: TokenState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function useControlToken(): TokenState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Keeps (or, with null, forgets) the token; the next calls carry it. */
export function saveControlToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // private mode: kept for this visit only
  }
  publish({ token, refused: false });
}

/** The mock refused a control call for want of the right token. */
export function markControlTokenRefused(): void {
  if (!state.refused) publish({ ...state, refused: true });
}

/**
 * The headers every control call carries: the control request header a cross-site form cannot
 * send (docs/design/mock.md#shared-mock), and the token when one is kept.
 */
export function controlCallHeaders(): Record<string, string> {
  return state.token === null ? { ...CONTROL_REQUEST_HEADERS } : { ...CONTROL_REQUEST_HEADERS, [CONTROL_TOKEN_HEADER]: state.token };
}
