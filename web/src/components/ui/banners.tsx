import { useEffect, useState, useSyncExternalStore } from 'react';
import { detectUnsupportedBrowser, type UnsupportedBrowser } from '@/lib/browser-support';
import { dismissServiceUnavailable, useServiceUnavailable } from '@/lib/service-status';
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
    const check = () => {
      detectUnsupportedBrowser(navigator.userAgent)
        .then((result) => {
          if (active) setUnsupported(result);
        })
        .catch(() => undefined);
    };
    // Not part of the first screen: the user-agent parser is fetched once the page has loaded
    // and the main thread is idle (a timeout where the browser has no idle callback).
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(check, { timeout: 3_000 });
      else timer = window.setTimeout(check, 500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
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
