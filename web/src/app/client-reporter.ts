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
import { SCREEN_AREAS, screenPattern } from './screens';
import { ChunkLoadTimeoutError } from './lazy-route';

/**
 * The part of the client reports (client-reports.ts) that no first screen waits for: loaded
 * with the first error, or once the page has loaded and the browser is idle. It describes and
 * scrubs what was met, measures the Core Web Vitals with web-vitals and sends the beacons.
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

export type Violation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>;

/** A CSP violation: the directive, and what it blocked as an origin (a URL's path and query may name a member). */
function describeViolation(event: Violation): ClientError {
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

/** What this page life has met and not yet sent: errors by the route they happened on, and the vitals. */
const pending: { errors: Map<string | null, ClientError[]>; vitals: WebVital[] } = { errors: new Map(), vitals: [] };
const reportedFingerprints = new Set<string>();
const sentVitals = new Set<WebVital['name']>();
let errorTimer: number | undefined;
/** Errors are sent this long after the first of a burst, with the rest of it. */
const ERROR_BATCH_MS = 1_000;
/** The screen the page was loaded on: its vitals (LCP, TTFB) belong to it. */
let landingRoute: string | null = null;

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
  for (const [route, errors] of pending.errors) send(errors, [], route);
  pending.errors.clear();
}

function queueError(described: ClientError, pathname: string): void {
  if (reportedFingerprints.has(described.fingerprint) || reportedFingerprints.size >= CLIENT_REPORT_MAX_ERRORS) return;
  reportedFingerprints.add(described.fingerprint);
  const route = routePatternOf(pathname);
  pending.errors.set(route, [...(pending.errors.get(route) ?? []), described]);
  errorTimer ??= window.setTimeout(flushErrors, ERROR_BATCH_MS);
}

/**
 * Counts an error met on `pathname` once per fingerprint and page life (a render loop is one
 * report), at most CLIENT_REPORT_MAX_ERRORS; a screen's module that did not arrive is a chunk load.
 */
export function reportError(kind: ClientErrorKind, error: unknown, pathname: string): void {
  queueError(describeError(isChunkLoadError(error) ? 'chunk-load' : kind, error), pathname);
}

/** A CSP violation met on `pathname`, as the browser's securitypolicyviolation event told it. */
export function reportViolation(violation: Violation, pathname: string): void {
  queueError(describeViolation(violation), pathname);
}

/** The page is going away or out of sight: what it met is sent now, each vital once in the page's life. */
function sendWhatWasMet(): void {
  flushErrors();
  const vitals = pending.vitals.filter((vital) => !sentVitals.has(vital.name));
  pending.vitals = [];
  for (const vital of vitals) sentVitals.add(vital.name);
  send([], vitals, landingRoute);
}

/** Measures the Core Web Vitals of the page loaded on `landingPath`; they go when the page is hidden or left. */
export async function measureWebVitals(landingPath: string): Promise<void> {
  landingRoute = routePatternOf(landingPath);
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
  // Safari before 14.1 fires no visibilitychange when a page is closed; pagehide stands in.
  window.addEventListener('pagehide', sendWhatWasMet);
}
