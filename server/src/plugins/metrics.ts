import fp from 'fastify-plugin';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { operationsOnly } from '../operations-access';
import { RequestMetrics } from '../request-metrics';

export type GatewayMetrics = {
  registry: Registry;
  /** gateway_http_requests_total and gateway_http_request_duration_seconds, by method, route and status. */
  requests: RequestMetrics;
  upstreamErrors: Counter<'kind'>;
  rateLimited: Counter<'limit'>;
  drift: Counter<'route' | 'status' | 'path'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
  interface FastifyRequest {
    /** Bounded label for metrics: a contract route pattern, a static area, or a gateway route. */
    metricsRoute?: string;
  }
}

/**
 * Prometheus metrics in a registry of this instance (several gateways may live in one test
 * process): requests and latency by route and status, upstream errors, rate limits, drift.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const metrics: GatewayMetrics = {
      registry,
      requests: new RequestMetrics({
        registry,
        counter: { name: 'gateway_http_requests_total', help: 'Requests answered by the gateway, by method, route and status' },
        histogram: {
          name: 'gateway_http_request_duration_seconds',
          help: 'Time from receiving a request to finishing its response',
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        },
      }),
      upstreamErrors: new Counter({
        name: 'gateway_upstream_errors_total',
        help: 'Upstream failures answered by the gateway (refused, reset, timeout, ...)',
        labelNames: ['kind'],
        registers: [registry],
      }),
      rateLimited: new Counter({
        name: 'gateway_rate_limited_total',
        help: 'Requests refused with 429, by limit',
        labelNames: ['limit'],
        registers: [registry],
      }),
      drift: new Counter({
        name: 'gateway_contract_drift_total',
        help: 'Upstream responses that did not match the contract, by route, status and field path',
        labelNames: ['route', 'status', 'path'],
        registers: [registry],
      }),
    };
    app.decorate('metrics', metrics);
    app.decorateRequest('metricsRoute', undefined);

    // Callback style on the hot path: no promise per request. Fastify times the request itself.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.metricsRoute ?? request.routeOptions.url ?? 'unmatched';
      metrics.requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { config: { shedsLoad: false }, onRequest: operationsOnly(app.config.operations) }, async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'gateway-metrics', fastify: '5.x', dependencies: ['gateway-config'] },
);
