import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify/unstyled';

/**
 * Notices of spec 9. react-toastify (and its stylesheet) load with the first notice, not with
 * the first page: toasts emitted before its container mounts are queued by the library and
 * shown once it does. The container (app/toast-host) carries the position, 2000 ms and no
 * progress bar; a toast id per message keeps a burst of identical failures to one notice.
 */
type Toastify = typeof ReactToastify;

let library: Promise<Toastify> | null = null;
let containerWanted = false;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify/unstyled');
    containerWanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any notice was asked for: the app then mounts the toast container. */
export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => containerWanted,
    () => false,
  );
}

export function notifyError(message: string): void {
  void loadToastify().then(({ toast }) => toast.error(message, { toastId: `error:${message}` }));
}

export function notifySuccess(message: string, autoCloseMs?: number): void {
  void loadToastify().then(({ toast }) =>
    toast.success(message, { toastId: `success:${message}`, ...(autoCloseMs ? { autoClose: autoCloseMs } : {}) }),
  );
}

export function notifyInfo(message: string, autoCloseMs?: number): void {
  void loadToastify().then(({ toast }) =>
    toast.info(message, { toastId: `info:${message}`, ...(autoCloseMs ? { autoClose: autoCloseMs } : {}) }),
  );
}
