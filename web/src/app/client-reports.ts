import type { ClientErrorKind } from '@site/contract/client-reports';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import type * as ClientReporter from './client-reporter';

/**
 * What members meet, reported to the gateway (POST /__gateway/client-reports, the contract's
 * ClientReport): errors no code handled, the route error boundary's catches, screens whose
 * module did not load, CSP violations, and the page's Core Web Vitals. Nothing names the member:
 * the route is its pattern, error texts are scrubbed, no token or amount leaves (docs/design/gateway.md#client-reports).
 * Only these listeners are in the entry: the reporter (client-reporter.ts) and web-vitals load
 * with the first error, or once the page has loaded and the browser is idle.
 */

let reporter: Promise<typeof ClientReporter> | undefined;

function withReporter(use: (loaded: typeof ClientReporter) => unknown): void {
  reporter ??= import('./client-reporter');
  // A reporter that cannot load or throws only loses the report: it must never break the page.
  reporter.then(use).catch(() => undefined);
}

/** Reports an error met on the current screen (the route error boundary calls it for what it catches). */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  const { pathname } = location;
  withReporter((loaded) => loaded.reportError(kind, error, pathname));
}

/** Starts reporting: error listeners now, Web Vitals once the page has loaded and the browser is idle. */
export function startClientReports(): void {
  const landingPath = location.pathname;
  window.addEventListener('error', (event) => reportClientError('uncaught', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('unhandled-rejection', event.reason));
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation: ClientReporter.Violation = { effectiveDirective: event.effectiveDirective, blockedURI: event.blockedURI };
    const { pathname } = location;
    withReporter((loaded) => loaded.reportViolation(violation, pathname));
  });
  afterLoadWhenIdle(() => withReporter((loaded) => loaded.measureWebVitals(landingPath)));
}
