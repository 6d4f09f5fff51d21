import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../start';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { createTestDist, type TestDist } from '../test-support/web-dist';

let upstream: FakeUpstream;
let dist: TestDist;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
  gateway = await startGateway({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  dist.remove();
});

describe('health, readiness and metrics', () => {
  it('/healthz says the process is up, uncached', async () => {
    const res = await request(gateway.url).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the upstream answers, whatever its status', async () => {
    upstream.respond((_recorded, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"message":"ปิดปรับปรุง"}');
    });
    const res = await request(gateway.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', upstream: { status: 503 }, redis: 'memory' });
    expect(upstream.received.at(-1)?.url).toBe('/api/setting/operational/website');
  });

  it('/readyz is 503 when the upstream does not answer within READY_TIMEOUT_MS', async () => {
    const slow = await startGateway({ upstreamUrl: upstream.url, readyTimeoutMs: 200, logLevel: 'silent' });
    upstream.respond(() => undefined);
    try {
      const res = await request(slow.url).get('/readyz');
      expect(res.status).toBe(503);
      expect((res.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await slow.close();
    }
  });

  it('/metrics exposes request counts and latency by route and status in Prometheus format', async () => {
    upstream.respond((_recorded, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{}}');
    });
    await request(gateway.url).get('/api/auth/user/detail/2b4c9d1e-0000-4000-8000-000000000001');
    await request(gateway.url).get('/api/no/such/route');
    await request(gateway.url).get('/auth/dashboard');
    await request(gateway.url).get(dist.assetPath);
    const res = await request(gateway.url).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // Contract route patterns, never raw URLs (those carry uuids, phones and usernames).
    expect(res.text).toMatch(/gateway_http_requests_total\{method="GET",route="\/api\/auth\/user\/detail\/:uuid",status="200"\} 1/);
    expect(res.text).toMatch(/gateway_http_requests_total\{method="GET",route="\/api\/\*",status="200"\} 1/);
    expect(res.text).toMatch(/gateway_http_requests_total\{method="GET",route="spa",status="200"\} 1/);
    expect(res.text).toMatch(
      /gateway_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/auth\/user\/detail\/:uuid",status="200"\}/,
    );
    expect(res.text).toMatch(/process_cpu_seconds_total/);
    expect(res.text).not.toContain('2b4c9d1e-0000-4000-8000-000000000001');
  });

  it('sheds load with 503 and Retry-After while the event loop lags, then recovers', async () => {
    const pressured = await startGateway({ upstreamUrl: upstream.url, maxEventLoopDelayMs: 30, logLevel: 'silent' });
    try {
      let shed: request.Response | undefined;
      for (let attempt = 0; attempt < 5 && shed === undefined; attempt += 1) {
        const until = Date.now() + 600;
        while (Date.now() < until) {
          // Block the event loop like a CPU-bound burst would.
        }
        // Let the 200 ms sampler read the lag, then ask before the next sample clears it.
        await new Promise((resolve) => setTimeout(resolve, 30));
        const res = await request(pressured.url).get('/api/setting');
        if (res.status === 503) shed = res;
      }
      expect(shed?.status).toBe(503);
      expect(shed?.headers['retry-after']).toBe('5');
      expect((shed?.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
      let recovered = 0;
      for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        recovered = (await request(pressured.url).get('/api/setting')).status;
      }
      expect(recovered).toBe(200);
    } finally {
      await pressured.close();
    }
  });

  it('does not shed load after a busy stretch well under the threshold (docs/design/gateway.md#readiness-and-load-shedding)', async () => {
    // A 300 ms CPU-bound stretch (a 2 MB body parsed, a garbage collection) leaves the 200 ms
    // sampling window around it without a single sample of the delay monitor. That window used
    // to be read as an infinite delay: members got 503 from a gateway under no pressure.
    const busy = await startGateway({ upstreamUrl: upstream.url, maxEventLoopDelayMs: 1_000, logLevel: 'silent' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const until = Date.now() + 300;
        while (Date.now() < until) {
          // Busy, but for less than a third of the threshold.
        }
        await new Promise((resolve) => setTimeout(resolve, 30));
        statuses.push((await request(busy.url).get('/api/setting')).status);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await busy.close();
    }
  });

  it('never sheds load with MAX_EVENT_LOOP_DELAY_MS=0, however long the event loop lags', async () => {
    const unshed = await startGateway({ upstreamUrl: upstream.url, maxEventLoopDelayMs: 0, logLevel: 'silent' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const until = Date.now() + 600;
        while (Date.now() < until) {
          // The same lag that makes the gateway above answer 503.
        }
        await new Promise((resolve) => setTimeout(resolve, 30));
        statuses.push((await request(unshed.url).get('/api/setting')).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await unshed.close();
    }
  });
});
