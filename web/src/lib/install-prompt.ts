import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps Chromium's install prompt for a button to show later (spec 8's install help,
 * docs/design/web-app.md#installable) instead of the browser's own mini bar. Called once at start, before the event can fire.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Shows the kept prompt (once: the browser allows one per event). */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  changed();
  await event?.prompt();
}

/** Whether an install prompt is waiting for the member's tap. */
export function useInstallPromptReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
}

/** Safari on an iPhone or iPad, not already opened from the home screen: it installs by "Add to Home Screen" only. */
export function isIosSafariBrowser(userAgent: string, touchPoints: number, standalone: boolean): boolean {
  const appleMobile = /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && touchPoints > 1);
  return appleMobile && !standalone && !/crios|fxios|edgios/i.test(userAgent);
}
