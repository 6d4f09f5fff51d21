import { useSyncExternalStore } from 'react';
import { UserProfile } from '@site/contract/domains/user';
import { queryClient } from './query-client';
import { readItem, removeItem, storageKeys, writeItem } from './storage';

/** The current user of spec 3, exactly as the contract's profile shape. */
export type CurrentUser = UserProfile;

export interface SessionSnapshot {
  token: string | null;
  user: CurrentUser | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = load();

function load(): SessionSnapshot {
  const token = readItem(storageKeys.token);
  const rawUser = readItem(storageKeys.currentUser);
  let user: CurrentUser | null = null;
  if (rawUser) {
    try {
      const parsed = UserProfile.safeParse(JSON.parse(rawUser));
      user = parsed.success ? parsed.data : null;
    } catch {
      user = null;
    }
  }
  // A member is decided by the profile uuid (spec 6); a token without a user is no session.
  return token && user ? { token, user } : { token: null, user: null };
}

function emit(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Another tab logged in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.token || event.key === storageKeys.currentUser || event.key === null) emit(load());
  });
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function isLoggedIn(): boolean {
  return snapshot.user !== null;
}

/** Login or registration succeeded: keep the token and the current user (spec 4). */
export function startSession(token: string, user: CurrentUser): void {
  lastSessionEnd = 'logout';
  writeItem(storageKeys.token, token);
  writeItem(storageKeys.currentUser, JSON.stringify(user));
  emit({ token, user });
}

/** A fresher profile arrived (detail fetch): keep local storage in step with it. */
export function updateCurrentUser(user: CurrentUser): void {
  if (!snapshot.token || snapshot.user?.uuid !== user.uuid) return;
  const serialized = JSON.stringify(user);
  if (serialized === JSON.stringify(snapshot.user)) return;
  writeItem(storageKeys.currentUser, serialized);
  emit({ token: snapshot.token, user });
}

/**
 * A password change ended every earlier session of the member and answered with a new token
 * (docs/design/mock.md#sessions): keep it, so the member who changed it stays logged in. Ignored when this
 * member's session ended meanwhile (logout in another tab).
 */
export function renewToken(uuid: string, token: string): void {
  const user = snapshot.user;
  if (!snapshot.token || user?.uuid !== uuid) return;
  writeItem(storageKeys.token, token);
  emit({ token, user });
}

/** Why the last session ended: the member area sends a server refusal to /auth/login (spec 8), else to /login. */
export type SessionEnd = 'logout' | 'refused';
let lastSessionEnd: SessionEnd = 'logout';

export function lastSessionEndReason(): SessionEnd {
  return lastSessionEnd;
}

/** Logout or session timeout: token, user and every cached response go (spec 4, LOGOUT resets all). */
export function endSession(reason: SessionEnd = 'logout'): void {
  lastSessionEnd = reason;
  removeItem(storageKeys.token);
  removeItem(storageKeys.currentUser);
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  emit({ token: null, user: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function useCurrentUser(): CurrentUser | null {
  return useSession().user;
}
