import fp from 'fastify-plugin';

/**
 * What every JSON answer of the mock carries, as the gateway's API answers do (decision 072):
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

export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return url.startsWith('/mock-cdn/') ? THIRD_PARTY_STAND_IN_HEADERS : API_SECURITY_HEADERS;
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
