import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics';

const counter = { name: 'test_requests_total', help: 'Requests by method, route and status' };
const histogram = { name: 'test_request_duration_seconds', help: 'Request time', buckets: [0.001, 0.005, 0.01, 0.5, 1, 60] };
const labelNames = ['method', 'route', 'status'] as const;

/** Requests of several routes and statuses, with durations on, between and beyond the bucket bounds. */
const observations: Array<[string, string, number, number]> = [
  ['GET', '/api/setting', 200, 0.0004],
  ['GET', '/api/setting', 200, 0.001],
  ['GET', '/api/setting', 200, 0.0049],
  ['POST', '/api/auth/login', 429, 0.003],
  ['GET', '/api/setting', 200, 0.7],
  ['GET', 'spa', 404, 61],
  ['GET', '/api/user/checkPhone/:value', 502, 0.01],
  ['POST', '/api/auth/login', 429, 0],
];

describe('RequestMetrics', () => {
  it("exposes exactly what prom-client's Counter and Histogram expose for the same requests", async () => {
    const reference = new Registry();
    const referenceCounter = new Counter({ ...counter, labelNames, registers: [reference] });
    const referenceHistogram = new Histogram({ ...histogram, labelNames, registers: [reference] });
    const registry = new Registry();
    const metrics = new RequestMetrics({ registry, counter, histogram });

    for (const [method, route, status, seconds] of observations) {
      const labels = { method, route, status: String(status) };
      referenceCounter.inc(labels);
      referenceHistogram.observe(labels, seconds);
      metrics.record(method, route, status, seconds);
    }

    const text = await registry.metrics();
    expect(text).toBe(await reference.metrics());
    expect(text).toContain('test_requests_total{method="GET",route="/api/setting",status="200"} 4');
    expect(text).toContain('test_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/setting",status="200"} 3');
    expect(text).toContain('test_request_duration_seconds_bucket{le="60",method="GET",route="spa",status="404"} 0');
    expect(text).toContain('test_request_duration_seconds_bucket{le="+Inf",method="GET",route="spa",status="404"} 1');
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics({ registry, counter, histogram });
    metrics.record('GET', '/api/setting', 200, 0.002);
    registry.resetMetrics();
    const text = await registry.metrics();
    expect(text).toContain('# TYPE test_requests_total counter');
    expect(text).toContain('# TYPE test_request_duration_seconds histogram');
    expect(text).not.toContain('route="/api/setting"');
  });
});
