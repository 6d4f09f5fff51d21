/**
 * The URL-format check of spec 5, applied to every URL the app gets from the API before it
 * opens, embeds, loads or links it (docs/design/web-app.md#url-check):
 *
 *   [scheme://] (domain | IPv4 | localhost) [:port] [/path] [?query] [#fragment]
 *
 * plus a root-relative path (`/mock-cdn/x.svg`), which names a file on the site's own origin.
 * Only http and https are schemes; a URL without one is taken as https. Anything else
 * (`javascript:`, `data:`, spaces, quotes, an IPv4 octet above 255, a port above 65535) fails.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TOP_LEVEL = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
const DOMAIN = `(?:${LABEL}\\.)+${TOP_LEVEL}`;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
/** Path, query and fragment hold no whitespace, quotes, backquotes, angle brackets or backslashes. */
const UNSAFE = '\\s"\'<>\\\\`';
const PATH = `(?<path>/[^${UNSAFE}?#]*)`;
const QUERY = `\\?(?<query>[^${UNSAFE}#]*)`;
const FRAGMENT = `#(?<fragment>[^${UNSAFE}]*)`;
const TAIL = `${PATH}?(?:${QUERY})?(?:${FRAGMENT})?`;

const ABSOLUTE = new RegExp(`^(?:(?<scheme>https?)://)?(?<host>${DOMAIN}|${IPV4}|localhost)(?::(?<port>\\d{1,5}))?${TAIL}$`, 'i');
const ROOT_RELATIVE = new RegExp(`^(?!//)${TAIL}$`);

export interface UrlParts {
  scheme: 'http' | 'https' | undefined;
  host: string;
  port: number | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** The parts of an absolute URL of the format above, or null when it does not match. */
export function parseUrlFormat(raw: string): UrlParts | null {
  const groups = ABSOLUTE.exec(raw)?.groups;
  if (!groups?.host) return null;
  const port = groups.port === undefined ? undefined : Number(groups.port);
  if (port !== undefined && (port < 1 || port > 65_535)) return null;
  return {
    scheme: groups.scheme?.toLowerCase() as UrlParts['scheme'],
    host: groups.host.toLowerCase(),
    port,
    path: groups.path ?? '',
    query: groups.query,
    fragment: groups.fragment,
  };
}

/** True for an absolute URL of the format or a root-relative path on this origin. */
export function isValidApiUrl(raw: string): boolean {
  return resolveApiUrl(raw) !== null;
}

/**
 * The URL to use for one the API sent, or null when it fails the format check (the caller
 * then shows `th.errors.invalidUrl` instead of opening it). A root-relative path stays as it
 * is (the page's origin); a URL without a scheme gets https, so the browser does not read
 * `games.example.com/play` as a path on this site.
 */
export function resolveApiUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/')) return ROOT_RELATIVE.test(raw) ? raw : null;
  const parts = parseUrlFormat(raw);
  if (!parts) return null;
  return parts.scheme ? raw : `https://${raw}`;
}
