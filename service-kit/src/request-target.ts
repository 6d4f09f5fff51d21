import type { IncomingMessage } from 'node:http';

/** Characters a URI may carry encoded or not with the same meaning (RFC 3986 2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

const HEX = /^[0-9A-Fa-f]{2}$/;

/** `scheme://authority` of an absolute-form request target (RFC 9112 3.2.2). */
const ABSOLUTE_FORM_PREFIX = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * Percent-encoding normalised (RFC 3986 6.2.2.2): an encoded unreserved character is written
 * plainly, the hex digits of every other escape in upper case. A `%` that does not start an
 * escape is left as it is: the router refuses such a path with a 400.
 */
function normalisePercentEncoding(path: string): string {
  let normalised = '';
  let last = 0;
  for (let at = path.indexOf('%'); at !== -1; at = path.indexOf('%', at + 1)) {
    const hex = path.slice(at + 1, at + 3);
    if (!HEX.test(hex)) continue;
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    normalised += path.slice(last, at) + (UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`);
    last = at + 3;
  }
  return normalised + path.slice(last);
}

/** Dot segments resolved (RFC 3986 5.2.4) and empty segments dropped: `/a//b/./c/../d` is `/a/b/d`. */
function resolveSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split('/');
  for (const segment of segments.slice(1)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') kept.pop();
    else kept.push(segment);
  }
  const last = segments.at(-1);
  const endsAsFolder = path.length > 1 && (last === '' || last === '.' || last === '..');
  return `/${kept.join('/')}${endsAsFolder && kept.length > 0 ? '/' : ''}`;
}

/**
 * A request target in the one spelling every check of a service reads and its router routes
 * (docs/architecture.md, "One spelling of a URL"). The router decodes percent-encoding before it
 * matches, while a guard that compares `request.url` reads the string as sent, so `/%5F%5Fmock`
 * or `/%61pi` reached a route its guard never saw. Made canonical before routing, the path says
 * plainly the route it reaches: unreserved characters decoded, dot segments resolved, repeated
 * slashes folded and an absolute-form target reduced to its path. The query is left as sent.
 */
export function canonicalRequestTarget(target: string): string {
  // the usual request: nothing to normalise, and no string built
  if (target.charCodeAt(0) === 47 && !target.includes('%') && !target.includes('//') && !target.includes('/.')) return target;
  let rest = target;
  if (rest.charCodeAt(0) !== 47 /* '/' */) {
    const prefix = ABSOLUTE_FORM_PREFIX.exec(rest);
    // `*` (OPTIONS) and anything else that is no path: the router answers it as it is
    if (prefix === null) return target;
    rest = rest.slice(prefix[0].length);
    if (rest.charCodeAt(0) !== 47) rest = `/${rest}`;
  }
  const pathEnd = rest.search(/[?#]/);
  const path = pathEnd === -1 ? rest : rest.slice(0, pathEnd);
  const suffix = pathEnd === -1 ? '' : rest.slice(pathEnd);
  return resolveSegments(normalisePercentEncoding(path)) + suffix;
}

/** The host name of a Host header or a URL's host, lower case, without port, trailing dot or IPv6 brackets. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(1, lower.indexOf(']'));
  const colon = lower.lastIndexOf(':');
  const name = colon === -1 || lower.indexOf(':') !== colon ? lower : lower.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** Fastify's `rewriteUrl`: every request is routed, guarded and logged by its canonical target. */
export function rewriteToCanonicalTarget(request: IncomingMessage): string {
  return canonicalRequestTarget(request.url ?? '/');
}
