import fp from 'fastify-plugin';

/**
 * Access lines name the route pattern: URLs carry phones and usernames. A line per request
 * costs more than the proxying itself under load (docs/design/gateway.md#cost-per-request), so at info only slow
 * (SLOW_REQUEST_LOG_MS) or failed (5xx) API requests are logged; at debug/trace every one.
 * Registered last, so `metricsRoute` is set by whichever plugin answered.
 */
export const accessLogPlugin = fp(
  async (app) => {
    const { logLevel, slowRequestLogMs: slowMs } = app.config;
    const everyRequest = logLevel === 'debug' || logLevel === 'trace';
    if (!everyRequest && logLevel !== 'info') return;
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.metricsRoute;
      if (route !== undefined && route !== 'spa' && route !== '/assets/*') {
        const ms = reply.elapsedTime;
        if (everyRequest || reply.statusCode >= 500 || (slowMs > 0 && ms >= slowMs)) {
          request.log.info({ method: request.method, route, status: reply.statusCode, ms: Math.round(ms) }, 'api request');
        }
      }
      done();
    });
  },
  { name: 'gateway-access-log', fastify: '5.x', dependencies: ['gateway-config', 'gateway-metrics'] },
);
