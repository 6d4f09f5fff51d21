/**
 * Local storage access that never throws: private modes and full quotas make the browser's
 * storage fail, and a member must still be able to use the page for the current visit.
 */
export const storageKeys = {
  token: 'member-site.token',
  currentUser: 'member-site.current-user',
  /** Session storage: "<member uuid>:<Bangkok day>" when the check-in popup was put off (docs/design/web-app.md#check-in). */
  checkInLater: 'member-site.check-in-later',
  /** Local storage: `{ uuid, games }`, the member's recently played games, newest first. */
  recentGames: 'member-site.recent-games',
  /** Local storage: `{ uuid, games }`, the member's favourite games, last added first. */
  favouriteGames: 'member-site.favourite-games',
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

/** Session storage (this tab until it closes), never throwing; for choices that last one visit. */
export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
}
