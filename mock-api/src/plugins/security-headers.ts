import fp from 'fastify-plugin';

/**
 * What every JSON answer of the mock carries, as the gateway's API answers do (docs/design/contract.md#house-error-format):
 * nothing in it may be run, framed or sniffed. A shared mock is reached directly by QA tools and
 * browsers, not only through the gateway (which sets its own on top).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The stand-ins for third-party content (`/mock-cdn`) are framed by the site, as real providers are. */
const THIRD_PARTY_STAND_IN_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/**
 * The QA console (`/__mock/console/`, docs/design/qa.md#qa-console) is a page that runs its own scripts and
 * styles and calls the control API on its origin; the API's `default-src 'none'` would leave it
 * blank. Nothing from elsewhere, not framed.
 */
export const CONSOLE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (url.startsWith('/mock-cdn/')) return THIRD_PARTY_STAND_IN_HEADERS;
  return url === '/__mock/console' || url.startsWith('/__mock/console/') ? CONSOLE_SECURITY_HEADERS : API_SECURITY_HEADERS;
}

/** Sets the security headers on every answer, errors and 404s included. */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(securityHeadersFor(request.url));
      done(null, payload);
    });
  },
  { name: 'mock-security-headers' },
);
