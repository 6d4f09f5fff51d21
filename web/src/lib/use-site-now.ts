import { useEffect, useState } from 'react';
import { siteNow } from './site-clock';

/** The site's "now" (`siteNow`), read again every `everyMs`: a screen that shows what is open now follows the clock. */
export function useSiteNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(siteNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(siteNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
