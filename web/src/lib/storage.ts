/**
 * Local storage access that never throws: private modes and full quotas make the browser's
 * storage fail, and a member must still be able to use the page for the current visit.
 */
export const storageKeys = {
  token: 'member-site.token',
  currentUser: 'member-site.current-user',
} as const;

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lives only in memory for this page.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
