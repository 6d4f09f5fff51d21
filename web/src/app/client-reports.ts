import {
  CLIENT_REPORT_MAX_ERRORS,
  CLIENT_REPORTS_PATH,
  type ClientError,
  type ClientErrorKind,
  type ClientReport,
  fingerprintOf,
  scrubErrorText,
  type WebVital,
} from '@site/contract/client-reports';
import { appConfig } from '@/config/env';
import { readBootData } from '@/lib/boot-data';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { SCREEN_AREAS, screenPattern } from './screens';
import { ChunkLoadTimeoutError } from './lazy-route';

/**
 * What members meet, reported to the gateway (POST /__gateway/client-reports, the contract's
 * ClientReport): errors no code handled, the route error boundary's catches, screens whose
 * module did not load, CSP violations, and the page's Core Web Vitals. Nothing names the member:
 * the route is its pattern, error texts are scrubbed (scrubErrorText), no token or amount leaves.
 * The listeners are a few lines in the entry; web-vitals loads after the page, when idle
 * (decision 191).
 */

/** Screen patterns, those with fewer parameters first (as the router ranks them). */
const PATTERNS = SCREEN_AREAS.flatMap((area) => area.screens.map((screen) => screenPattern(area, screen)))
  .map((pattern) => ({ pattern, parts: pattern.split('/').filter((part) => part !== '') }))
  .sort((a, b) => a.parts.filter((part) => part.startsWith(':')).length - b.parts.filter((part) => part.startsWith(':')).length);

/** The route pattern of a path (`/auth/reward/12` -> `/auth/reward/:categoryId`); null off every screen. */
export function routePatternOf(pathname: string): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  const found = PATTERNS.find(
    (candidate) =>
      candidate.parts.length === parts.length &&
      candidate.parts.every((part, index) => part.startsWith(':') || part.toLowerCase() === parts[index]?.toLowerCase()),
  );
  return found?.pattern ?? null;
}

/** Each browser's words for a module script that did not arrive (Chromium, Firefox, Safari). */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A screen's module that did not load, as opposed to an error in its code. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadTimeoutError || (error instanceof Error && CHUNK_FAILED.test(error.message));
}

/** A stack frame's file and position: Chromium's `at f (url:1:2)`, Firefox's and Safari's `f@url:1:2`. */
const FRAME = /([\w.-]+\.m?js)(?:\?[^\s:)]*)?:(\d+):(\d+)/;
/** Vite's content hash in a chunk's name (`dashboard-B3x9Qk1a.js`): not part of what the fault is. */
const CHUNK_HASH = /-[\w-]{8}(?=\.m?js$)/;

/** An error as a report carries it: its kind, name, scrubbed message, top frame, and a fingerprint of them. */
export function describeError(kind: ClientErrorKind, error: unknown): ClientError {
  const name = scrubErrorText(error instanceof Error ? error.name : typeof error).slice(0, 60);
  const message = scrubErrorText(error instanceof Error ? error.message : typeof error === 'string' ? error : '');
  const frame = error instanceof Error && typeof error.stack === 'string' ? FRAME.exec(error.stack) : null;
  const file = frame?.[1] ?? '';
  const source = frame === null ? '' : `${file}:${frame[2] ?? 0}:${frame[3] ?? 0}`.slice(0, 120);
  return { kind, name, message, source, fingerprint: fingerprintOf([kind, name, message, file.replace(CHUNK_HASH, '')]) };
}

/** A CSP violation: the directive, and what it blocked as an origin (a URL's path and query may name a member). */
function describeViolation(event: SecurityPolicyViolationEvent): ClientError {
  let blocked = event.blockedURI;
  try {
    blocked = new URL(blocked).origin;
  } catch {
    // 'inline', 'eval', 'data' and the like are what they are
  }
  const name = event.effectiveDirective.slice(0, 60);
  const source = /^[\w.:/-]{0,120}$/.test(blocked) ? blocked : '';
  return { kind: 'csp', name, message: '', source, fingerprint: fingerprintOf(['csp', name, source]) };
}

/** What this page life has met and not yet sent. */
const pending: { errors: ClientError[]; vitals: WebVital[] } = { errors: [], vitals: [] };
const reportedFingerprints = new Set<string>();
const sentVitals = new Set<WebVital['name']>();
let errorTimer: number | undefined;
/** Errors are sent this long after the first of a burst, with the rest of it. */
const ERROR_BATCH_MS = 1_000;
/** The screen the page was loaded on: its vitals (LCP, TTFB) belong to it. */
const landingRoute = typeof location === 'undefined' ? null : routePatternOf(location.pathname);

function send(errors: ClientError[], vitals: WebVital[], route: string | null): void {
  if (errors.length === 0 && vitals.length === 0) return;
  const report: ClientReport = {
    release: appConfig.webVersion,
    brand: readBootData().setting?.data.brand ?? null,
    route,
    errors,
    vitals,
  };
  // A string goes as text/plain, a CORS-safelisted type; Chromium has long thrown for a JSON Blob.
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(CLIENT_REPORTS_PATH, JSON.stringify(report));
}

function flushErrors(): void {
  window.clearTimeout(errorTimer);
  errorTimer = undefined;
  send(pending.errors.splice(0), [], routePatternOf(location.pathname));
}

/** Counts an error once per fingerprint and page life (a render loop is one report), at most CLIENT_REPORT_MAX_ERRORS. */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  try {
    queueError(kind === 'boundary' && isChunkLoadError(error) ? describeError('chunk-load', error) : describeError(kind, error));
  } catch {
    // Reporting must never be what breaks the page.
  }
}

function queueError(described: ClientError): void {
  if (reportedFingerprints.has(described.fingerprint) || reportedFingerprints.size >= CLIENT_REPORT_MAX_ERRORS) return;
  reportedFingerprints.add(described.fingerprint);
  pending.errors.push(described);
  errorTimer ??= window.setTimeout(flushErrors, ERROR_BATCH_MS);
}

/** The page is going away or out of sight: what it met is sent now, each vital once in the page's life. */
function sendWhatWasMet(): void {
  flushErrors();
  const vitals = pending.vitals.filter((vital) => !sentVitals.has(vital.name));
  pending.vitals = [];
  for (const vital of vitals) sentVitals.add(vital.name);
  send([], vitals, landingRoute);
}

async function measureWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const keep = ({ name, value }: { name: WebVital['name']; value: number }) => {
    pending.vitals = pending.vitals.filter((vital) => vital.name !== name);
    pending.vitals.push({ name, value: Math.max(0, value) });
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // On the document, after web-vitals' own listeners on the window (capture): they report first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendWhatWasMet();
  });
}

/** Starts reporting: error listeners now, Web Vitals once the page has loaded and the browser is idle. */
export function startClientReports(): void {
  window.addEventListener('error', (event) => reportClientError('uncaught', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError(isChunkLoadError(event.reason) ? 'chunk-load' : 'unhandled-rejection', event.reason),
  );
  document.addEventListener('securitypolicyviolation', (event) => {
    try {
      queueError(describeViolation(event));
    } catch {
      // as reportClientError
    }
  });
  // Safari before 14.1 fires no visibilitychange when a page is closed; pagehide stands in.
  window.addEventListener('pagehide', sendWhatWasMet);
  afterLoadWhenIdle(() => {
    measureWebVitals().catch(() => {
      // A browser web-vitals cannot run in only loses its vitals.
    });
  });
}
