import { useEffect, useState, useSyncExternalStore } from 'react';
import { detectUnsupportedBrowser, type UnsupportedBrowser } from '@/lib/browser-support';
import { dismissServiceUnavailable, useServiceUnavailable } from '@/lib/service-status';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { th } from '@/i18n/th';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** "No internet" while the browser reports itself offline (spec 2, 8). */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="banner banner--offline" role="alert" data-testid="offline-banner">
      {th.banners.offline}
    </div>
  );
}

/** Browser name and version when they are below spec 9's minimums. */
export function UnsupportedBrowserBanner() {
  const [unsupported, setUnsupported] = useState<UnsupportedBrowser | null>(null);
  useEffect(() => {
    let active = true;
    // Not part of the first screen: the user-agent parser is fetched once the page is idle.
    const cancel = afterLoadWhenIdle(() => {
      detectUnsupportedBrowser(navigator.userAgent)
        .then((result) => {
          if (active) setUnsupported(result);
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  if (!unsupported) return null;
  return (
    <div className="banner banner--warning" role="alert" data-testid="unsupported-browser-banner">
      {th.banners.unsupported(unsupported.name, unsupported.version)}
    </div>
  );
}

/** Set by 503/408/timeouts (spec 8); cleared when the failed endpoints answer again or the member closes it. */
export function ServiceUnavailableBanner() {
  const unavailable = useServiceUnavailable();
  if (!unavailable) return null;
  return (
    <div className="banner banner--error" role="alert" data-testid="service-unavailable-banner">
      <span>{th.banners.serviceUnavailable}</span>
      <button type="button" className="banner__close" onClick={dismissServiceUnavailable} aria-label={th.banners.dismiss}>
        ×
      </button>
    </div>
  );
}
