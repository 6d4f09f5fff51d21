import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify/unstyled';

/**
 * Notices of spec 9. react-toastify (and its stylesheet) load with the first notice, not with
 * the first page: toasts emitted before its container mounts are queued by the library and
 * shown once it does. The container (app/toast-host) carries the position, 2000 ms and no
 * progress bar.
 *
 * What the member sees stays current (docs/design/web-app.md#toasts): one toast at a time per kind (a newer one
 * replaces the older; the same message twice stays one toast); a success ends the errors it
 * answers; a navigation clears every toast except those that explain it (the session ended, the
 * member logged out), which are raised with `keepOnNavigation`.
 */
type Toastify = typeof ReactToastify;
type ToastKind = 'error' | 'success' | 'info';

interface NoticeOptions {
  autoCloseMs?: number;
  /** The notice explains the navigation that follows it: it survives that navigation. */
  keepOnNavigation?: boolean;
}

let library: Promise<Toastify> | null = null;
let containerWanted = false;
const listeners = new Set<() => void>();
/** Toasts asked for and not yet closed, by toast id. */
const live = new Map<string, { kind: ToastKind; keepOnNavigation: boolean }>();

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

function dismiss(ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const id of ids) live.delete(id);
  // Chained on the same promise as the notices, so a toast asked for earlier is created first.
  void loadToastify().then(({ toast }) => {
    for (const id of ids) toast.dismiss(id);
  });
}

function show(kind: ToastKind, message: string, { autoCloseMs, keepOnNavigation = false }: NoticeOptions = {}): void {
  const id = `${kind}:${message}`;
  const replaced = [...live].filter(
    ([otherId, other]) => otherId !== id && (other.kind === kind || (kind === 'success' && other.kind === 'error')),
  );
  dismiss(replaced.map(([otherId]) => otherId));
  // The same notice again (parallel requests refused with one message) does not take back that
  // the first explains the coming navigation: the member still gets to read why the session ended.
  live.set(id, { kind, keepOnNavigation: keepOnNavigation || (live.get(id)?.keepOnNavigation ?? false) });
  void loadToastify().then(({ toast }) =>
    toast[kind](message, {
      toastId: id,
      ...(autoCloseMs ? { autoClose: autoCloseMs } : {}),
      onClose: () => {
        live.delete(id);
      },
    }),
  );
}

export function notifyError(message: string, options?: NoticeOptions): void {
  show('error', message, options);
}

export function notifySuccess(message: string, autoCloseMs?: number, options?: Omit<NoticeOptions, 'autoCloseMs'>): void {
  show('success', message, { ...options, ...(autoCloseMs ? { autoCloseMs } : {}) });
}

export function notifyInfo(message: string, autoCloseMs?: number): void {
  show('info', message, autoCloseMs ? { autoCloseMs } : {});
}

/** The member went to another screen: what was said about the last one goes. */
export function clearToastsOnNavigation(): void {
  dismiss([...live].filter(([, notice]) => !notice.keepOnNavigation).map(([id]) => id));
  // A kept notice has explained its navigation; the next one clears it.
  for (const notice of live.values()) notice.keepOnNavigation = false;
}
