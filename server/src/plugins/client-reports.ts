import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import {
  CLIENT_REPORT_MAX_BYTES,
  CLIENT_REPORTS_PATH,
  ClientReport,
  scrubErrorText,
  type ClientError,
  type WebVitalName,
} from '@site/contract/client-reports';
import { gatewayMessages } from '../messages';

/** The label of every value past a label's limit, and of a route the web app does not have. */
export const OTHER = 'other';

/** Distinct values each label keeps before later ones count as `other` (first come, per process). */
export const LABEL_LIMITS = { release: 10, brand: 20, fingerprint: 200 } as const;
/** Error series (label combinations) at most; past it a new combination counts under `other` everywhere but its kind. */
export const MAX_ERROR_SERIES = 2_000;
const SCREEN_PATTERNS_TTL_MS = 5_000;
/** One log line per error (release, kind, fingerprint) in this window; /metrics counts every one. */
const ERROR_LOG_WINDOW_MS = 60_000;

/** A label whose values stay bounded: the first `limit` distinct ones, then `other`. */
class BoundedLabel {
  private readonly seen = new Set<string>();
  constructor(private readonly limit: number) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.limit) return OTHER;
    this.seen.add(value);
    return value;
  }
}

type VitalHistograms = Record<WebVitalName, { histogram: Histogram<'brand' | 'route'>; scale: number }>;

function vitalHistograms(registry: Registry): VitalHistograms {
  const histogram = (name: string, help: string, buckets: number[]) =>
    new Histogram({ name, help, labelNames: ['brand', 'route'], buckets, registers: [registry] });
  // Buckets around each vital's "good" and "poor" thresholds (web.dev), so p75 is read where it matters.
  return {
    LCP: {
      histogram: histogram(
        'client_web_vitals_lcp_seconds',
        'Largest Contentful Paint of member page loads, by brand and route',
        [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20],
      ),
      scale: 1 / 1000,
    },
    INP: {
      histogram: histogram(
        'client_web_vitals_inp_seconds',
        'Interaction to Next Paint of member page lives, by brand and route',
        [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
      ),
      scale: 1 / 1000,
    },
    TTFB: {
      histogram: histogram(
        'client_web_vitals_ttfb_seconds',
        'Time to First Byte of member page loads, by brand and route',
        [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 2, 3, 5, 10],
      ),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: histogram(
        'client_web_vitals_cls',
        'Cumulative Layout Shift of member page lives, by brand and route',
        [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
      ),
      scale: 1,
    },
  };
}

/**
 * What members meet, reported by the web app (POST /__gateway/client-reports, shape in the
 * contract): errors counted in `client_errors_total` by kind, release, brand, route and
 * fingerprint and logged once a minute each; Core Web Vitals observed in `client_web_vitals_*`
 * histograms by brand and route. Every label is bounded (a route only as the built app names
 * it). Bodies are capped, each client address has its own budget in the rate-limit plugin's
 * store, and bad input is a 4xx: the endpoint is open to anyone, so nothing in it is trusted
 * (docs/design/gateway.md#client-reports).
 */
export const clientReportsPlugin = fp(
  async (app) => {
    const { config, metrics } = app;
    const errors = new Counter({
      name: 'client_errors_total',
      help: 'Errors the web app met (uncaught, unhandled rejection, error boundary, chunk load, CSP), by release, brand, route and fingerprint',
      labelNames: ['kind', 'release', 'brand', 'route', 'fingerprint'],
      registers: [metrics.registry],
    });
    const vitals = vitalHistograms(metrics.registry);
    const labels = {
      release: new BoundedLabel(LABEL_LIMITS.release),
      brand: new BoundedLabel(LABEL_LIMITS.brand),
      fingerprint: new BoundedLabel(LABEL_LIMITS.fingerprint),
    };
    const errorSeries = new Set<string>();

    /** The built app's screens, looked up again at most every few seconds (a build may replace them; a report should not cost a stat). */
    let patternsRead: { at: number; patterns: Promise<ReadonlySet<string>> } | undefined;
    function screenPatterns(): Promise<ReadonlySet<string>> {
      const now = Date.now();
      if (patternsRead === undefined || now - patternsRead.at > SCREEN_PATTERNS_TTL_MS) {
        patternsRead = { at: now, patterns: app.webScreenPatterns() };
      }
      return patternsRead.patterns;
    }
    const loggedAt = new Map<string, number>();

    function countError(error: ClientError, release: string, brand: string, route: string) {
      const fingerprint = labels.fingerprint.of(error.fingerprint);
      let series = { kind: error.kind, release, brand, route, fingerprint };
      const key = `${error.kind} ${release} ${brand} ${route} ${fingerprint}`;
      if (!errorSeries.has(key)) {
        if (errorSeries.size < MAX_ERROR_SERIES) errorSeries.add(key);
        else series = { kind: error.kind, release: OTHER, brand: OTHER, route: OTHER, fingerprint: OTHER };
      }
      errors.inc(series);
    }

    function logError(error: ClientError, release: string, brand: string, route: string, now: number) {
      const key = `${release} ${error.kind} ${error.fingerprint}`;
      const last = loggedAt.get(key);
      if (last !== undefined && now - last < ERROR_LOG_WINDOW_MS) return;
      if (loggedAt.size >= MAX_ERROR_SERIES) loggedAt.clear();
      loggedAt.set(key, now);
      // Scrubbed again here: the client's scrubbing is not trusted with the log.
      app.log.warn(
        {
          clientError: {
            kind: error.kind,
            fingerprint: error.fingerprint,
            name: scrubErrorText(error.name),
            message: scrubErrorText(error.message),
            source: error.source,
            release,
            brand,
            route,
          },
        },
        'client error',
      );
    }

    // sendBeacon sends a string as text/plain (Chromium has long thrown for a JSON Blob):
    // here, and only here, text/plain is read as JSON, with Fastify's own prototype-poisoning checks.
    await app.register(async (scope: FastifyInstance) => {
      scope.removeContentTypeParser('text/plain');
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
      scope.post(
        CLIENT_REPORTS_PATH,
        {
          bodyLimit: CLIENT_REPORT_MAX_BYTES,
          config: {
            // Through the rate-limit plugin's store (shared in Redis when REDIS_URL is set), a budget of its own.
            rateLimit: {
              max: config.clientReportsRateLimitMax,
              timeWindow: config.rateLimit.windowMs,
              keyGenerator: (request) => `client-reports:${request.ip}`,
              onExceeded: () => metrics.rateLimited.inc({ limit: 'client-reports' }),
              errorResponseBuilder: (_request, context) => ({
                statusCode: 429,
                message: gatewayMessages.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
              }),
            },
          },
        },
        async (request, reply) => {
          const parsed = ClientReport.safeParse(request.body);
          reply.header('cache-control', 'no-store');
          if (!parsed.success) return reply.code(400).send({ message: gatewayMessages.badRequest });
          const report = parsed.data;
          const patterns = await screenPatterns();
          const release = labels.release.of(report.release);
          const brand = report.brand === null ? OTHER : labels.brand.of(report.brand);
          const route = report.route !== null && patterns.has(report.route) ? report.route : OTHER;
          const now = Date.now();
          for (const error of report.errors) {
            countError(error, release, brand, route);
            logError(error, release, brand, route, now);
          }
          for (const vital of report.vitals) {
            const { histogram, scale } = vitals[vital.name];
            histogram.observe({ brand, route }, vital.value * scale);
          }
          return reply.code(204).send();
        },
      );
    });
  },
  {
    name: 'gateway-client-reports',
    fastify: '5.x',
    dependencies: ['gateway-config', 'gateway-metrics', 'gateway-rate-limit', 'gateway-static-spa'],
  },
);
