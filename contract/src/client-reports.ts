import { z } from 'zod';
import { BrandId } from './rules/brands';

/**
 * What the member app reports to its gateway about what members meet (errors, Core Web
 * Vitals), written once: the web app builds reports in this shape and the gateway validates
 * them with it before it counts them in /metrics and its log. Nothing in a report names a
 * member: no URL with ids (a route pattern instead), no token, no amount (digits are masked).
 */

/** Where the app sends its reports: a gateway endpoint, not the member API (it never reaches the upstream). */
export const CLIENT_REPORTS_PATH = '/__gateway/client-reports';

/** A report body larger than this is refused with 413 (a page sends well under 2 KB). */
export const CLIENT_REPORT_MAX_BYTES = 8 * 1024;

/** Errors one report carries at most; the app sends at most this many in a page's life. */
export const CLIENT_REPORT_MAX_ERRORS = 10;

export const ClientErrorKind = z.enum([
  /** A `window` error event: an exception no code caught. */
  'uncaught',
  /** A promise rejected with no handler. */
  'unhandled-rejection',
  /** The route error boundary caught a render error. */
  'boundary',
  /** A screen's module did not load (network, a deploy replaced it, timeout). */
  'chunk-load',
  /** The page's Content-Security-Policy blocked something. */
  'csp',
]);
export type ClientErrorKind = z.infer<typeof ClientErrorKind>;

export const WebVitalName = z.enum(['LCP', 'INP', 'CLS', 'TTFB']);
export type WebVitalName = z.infer<typeof WebVitalName>;

/** A scrubbed text of the error (see scrubErrorText); the limit keeps a log line short. */
const ErrorText = z.string().max(200);

export const ClientError = z
  .object({
    kind: ClientErrorKind,
    /** fingerprintOf the error's kind, name, scrubbed message and top frame: the same fault, the same print. */
    fingerprint: z.string().regex(/^[0-9a-f]{8}$/, 'must be 8 hex digits'),
    /** The error's constructor name (TypeError), or the CSP directive that blocked. */
    name: z.string().max(60),
    message: ErrorText,
    /** The top stack frame's file and position (`dashboard-B3x9.js:1:2345`), or the origin CSP blocked. */
    source: z.string().regex(/^[\w.:/-]{0,120}$/, 'must be a file name and position or an origin'),
  })
  .strict();
export type ClientError = z.infer<typeof ClientError>;

export const WebVital = z
  .object({
    name: WebVitalName,
    /** Milliseconds for LCP, INP and TTFB; the unitless score for CLS. */
    value: z.number().finite().min(0).max(600_000),
  })
  .strict();
export type WebVital = z.infer<typeof WebVital>;

/** One beacon: where the page is (release, brand, route) and what it met there. */
export const ClientReport = z
  .object({
    /** The web app's build (`appConfig.webVersion`). */
    release: z.string().regex(/^[\w.+-]{1,64}$/, 'must be 1-64 letters, digits or . + - _'),
    /** The brand the settings named; null before they arrived. */
    brand: BrandId.nullable(),
    /** The screen's route pattern (`/auth/games/:type/:slot`), never the URL; null off every screen. */
    route: z
      .string()
      .regex(/^\/[\w:/-]{0,99}$/, 'must be a route pattern')
      .nullable(),
    errors: z.array(ClientError).max(CLIENT_REPORT_MAX_ERRORS).default([]),
    vitals: z.array(WebVital).max(WebVitalName.options.length).default([]),
  })
  .strict();
export type ClientReport = z.input<typeof ClientReport>;

/**
 * An error's text with what could name a member or a session masked: URLs keep only their
 * origin and path, quoted values, e-mail addresses and long tokens become `…`, and every run of
 * digits (ids, phone numbers, amounts) becomes `0`. Cut to the report's limit.
 */
export function scrubErrorText(text: string): string {
  return text
    .replace(/\b(https?:\/\/[^\s/?#'"]+)([^\s?#'"]*)[^\s'"]*/g, '$1$2')
    .replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/g, '…')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '…')
    .replace(/[\w-]{24,}(?:\.[\w-]+)*/g, '…')
    .replace(/\d+(?:[.,]\d+)*/g, '0')
    .slice(0, 200);
}

/** FNV-1a (32 bits) of the parts, as 8 hex digits: cheap, stable across browsers, not reversible. */
export function fingerprintOf(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = parts.join('\n');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
