import fp from 'fastify-plugin';
import { MOCK_NOW_HEADER } from '@site/contract/mock-control';

/**
 * Every `/api` answer carries the instant of its namespace's clock (MOCK_NOW_HEADER): the member
 * site takes its "now" from it, so moving the mock's clock moves the site's day.
 */
export const clockHeaderPlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && request.namespaceState) {
        reply.header(MOCK_NOW_HEADER, new Date(request.namespaceState.now()).toISOString());
      }
      done(null, payload);
    });
  },
  { name: 'mock-clock-header', dependencies: ['mock-namespaces'] },
);
