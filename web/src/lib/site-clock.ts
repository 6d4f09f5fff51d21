import { MOCK_NOW_HEADER } from '@site/contract/headers';
import { bootDataReadAt, readBootData } from './boot-data';

/**
 * The site's "now": the browser's clock (docs/design/web-app.md#check-in), moved to the mock's clock when the API
 * is the mock, which says its instant with every answer (MOCK_NOW_HEADER). QA moves the mock's
 * clock across midnight or a week, and the site's today, check-in strip, date defaults and
 * countdowns move with it. A real API sends no such header: the offset stays 0.
 */
let offsetMs = 0;

function noteInstant(said: string, receivedAt: number): void {
  const instant = Date.parse(said);
  if (!Number.isNaN(instant)) offsetMs = instant - receivedAt;
}

// the page itself says the mock's instant when the app starts from the answers in it, asking nothing
const bootInstant = readBootData().upstreamNow;
if (bootInstant !== undefined) noteInstant(bootInstant, bootDataReadAt);

/** Reads the mock's instant off an answer; a kept shared answer (x-cache hit or stale) says an older one and is passed over. */
export function noteUpstreamClock(headers: Pick<Headers, 'get'>, receivedAt: number = Date.now()): void {
  const said = headers.get(MOCK_NOW_HEADER);
  if (said === null) return;
  const cache = headers.get('x-cache');
  if (cache === 'hit' || cache === 'stale') return;
  noteInstant(said, receivedAt);
}

/** The site's current instant. */
export function siteNow(): Date {
  return new Date(Date.now() + offsetMs);
}
