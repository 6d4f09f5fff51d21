import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import type { Session } from '@site/contract/domains/auth';
// The member site keeps its session under these keys; writing them is what its login does.
import { storageKeys } from '@site/web/lib/storage';

/**
 * Opens the member site (same origin: the gateway serves both) in a new tab, in the namespace
 * and logged in as the session's member. The tab is opened before the session is fetched, so
 * the browser counts it as the click's own window and does not block it.
 */
export async function openMemberSite(namespace: string, session: () => Promise<Session>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (!tab) throw new Error('popup-blocked');
  try {
    const { token, data } = await session();
    document.cookie = `${NAMESPACE_HEADER}=${encodeURIComponent(namespace)}; path=/; samesite=lax`;
    window.localStorage.setItem(storageKeys.token, token);
    window.localStorage.setItem(storageKeys.currentUser, JSON.stringify(data));
    tab.location.href = '/';
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** Opens the member site in the namespace, as whoever is logged in there already. */
export function openMemberSiteAnonymous(namespace: string): void {
  document.cookie = `${NAMESPACE_HEADER}=${encodeURIComponent(namespace)}; path=/; samesite=lax`;
  window.open('/', '_blank', 'noopener');
}
