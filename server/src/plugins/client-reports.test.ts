import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { CLIENT_REPORT_MAX_BYTES, CLIENT_REPORTS_PATH, type ClientReport } from '@site/contract/client-reports';
import { buildApp } from '../app';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testConfig } from '../test-support/config';
import { collectLogLines, WARN, type LogLine } from '../test-support/log-lines';
import { createTestDist, type TestDist } from '../test-support/web-dist';
import { LABEL_LIMITS, OTHER } from './client-reports';

let upstream: FakeUpstream;
let dist: TestDist;
let app: FastifyInstance;
let url: string;
let lines: LogLine[];
/** The budget of this file's gateway: the rate-limit test spends what the others leave. */
const REPORTS_PER_WINDOW = 100;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTestDist();
  // The build's list of screens: the only routes a report may name.
  writeFileSync(
    join(dist.root, 'route-preloads.json'),
    JSON.stringify([
      { pattern: '/auth/dashboard', modules: [], styles: [] },
      { pattern: '/auth/games/:type/:slot', modules: [], styles: [] },
    ]),
  );
  const log = collectLogLines();
  lines = log.lines;
  app = await buildApp(
    testConfig({ upstreamUrl: upstream.url, webDist: dist.root, logLevel: 'warn', clientReportsRateLimitMax: REPORTS_PER_WINDOW }),
    { logStream: log.logStream },
  );
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  dist.remove();
});

/** As the web app sends them: sendBeacon with a string, which goes as text/plain. */
function send(body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) {
  return fetch(`${url}${CLIENT_REPORTS_PATH}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function metrics(): Promise<string> {
  return (await fetch(`${url}/metrics`)).text();
}

/** The value of one series in the exposition, 0 when it is absent. */
function valueOf(exposition: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = exposition
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((label) => candidate.includes(label)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const report = (overrides: Partial<ClientReport> = {}): ClientReport => ({
  release: '1.2.0+20261128',
  brand: 'default',
  route: '/auth/games/:type/:slot',
  errors: [],
  vitals: [],
  ...overrides,
});

const typeError = {
  kind: 'uncaught',
  fingerprint: '0a1b2c3d',
  name: 'TypeError',
  message: 'Cannot read properties of undefined (reading 0)',
  source: 'games.js:1:2345',
} as const;

describe('POST /__gateway/client-reports on a real port', () => {
  it('counts an error by kind, release, brand, route and fingerprint, and logs it once a minute', async () => {
    for (let sent = 0; sent < 3; sent += 1) expect((await send(report({ errors: [typeError] }))).status).toBe(204);
    const exposition = await metrics();
    expect(
      valueOf(exposition, 'client_errors_total', {
        kind: 'uncaught',
        release: '1.2.0+20261128',
        brand: 'default',
        route: '/auth/games/:type/:slot',
        fingerprint: '0a1b2c3d',
      }),
    ).toBe(3);
    const logged = lines.filter((line) => line.msg === 'client error');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(WARN);
    expect(logged[0]?.clientError).toMatchObject({ name: 'TypeError', fingerprint: '0a1b2c3d', source: 'games.js:1:2345' });
  });

  it('observes the vitals in histograms by brand and route, in seconds (CLS as it is)', async () => {
    const vitals = [
      { name: 'LCP', value: 1800 },
      { name: 'INP', value: 120 },
      { name: 'CLS', value: 0.04 },
      { name: 'TTFB', value: 350 },
    ] as const;
    expect((await send(report({ route: '/auth/dashboard', vitals: [...vitals] }))).status).toBe(204);
    const exposition = await metrics();
    const labels = { brand: 'default', route: '/auth/dashboard' };
    expect(valueOf(exposition, 'client_web_vitals_lcp_seconds_count', labels)).toBe(1);
    expect(valueOf(exposition, 'client_web_vitals_lcp_seconds_sum', labels)).toBeCloseTo(1.8);
    expect(valueOf(exposition, 'client_web_vitals_lcp_seconds_bucket', { ...labels, le: '2' })).toBe(1);
    expect(valueOf(exposition, 'client_web_vitals_lcp_seconds_bucket', { ...labels, le: '1.5' })).toBe(0);
    expect(valueOf(exposition, 'client_web_vitals_inp_seconds_sum', labels)).toBeCloseTo(0.12);
    expect(valueOf(exposition, 'client_web_vitals_cls_sum', labels)).toBeCloseTo(0.04);
    expect(valueOf(exposition, 'client_web_vitals_ttfb_seconds_sum', labels)).toBeCloseTo(0.35);
  });

  it('keeps labels bounded: a route the build does not have, a brand or fingerprint past its limit count as other', async () => {
    expect((await send(report({ route: '/auth/user/0812345678', vitals: [{ name: 'TTFB', value: 100 }] }))).status).toBe(204);
    expect(valueOf(await metrics(), 'client_web_vitals_ttfb_seconds_count', { brand: 'default', route: OTHER })).toBe(1);

    const errors = Array.from({ length: LABEL_LIMITS.fingerprint + 5 }, (_, index) => ({
      ...typeError,
      kind: 'boundary' as const,
      fingerprint: index.toString(16).padStart(8, 'f'),
    }));
    for (let start = 0; start < errors.length; start += 10) {
      expect((await send(report({ brand: 'lanna', errors: errors.slice(start, start + 10) }))).status).toBe(204);
    }
    const brands = Array.from({ length: LABEL_LIMITS.brand + 3 }, (_, index) => `brand-${index}`);
    for (const brand of brands) expect((await send(report({ brand, vitals: [{ name: 'CLS', value: 0 }] }))).status).toBe(204);
    const exposition = await metrics();
    expect(valueOf(exposition, 'client_errors_total', { kind: 'boundary', brand: 'lanna', fingerprint: OTHER })).toBeGreaterThan(0);
    const fingerprints = new Set([...exposition.matchAll(/^client_errors_total\{[^}]*fingerprint="([^"]+)"/gm)].map((match) => match[1]));
    expect(fingerprints.size).toBeLessThanOrEqual(LABEL_LIMITS.fingerprint + 1);
    expect(valueOf(exposition, 'client_web_vitals_cls_count', { brand: OTHER, route: '/auth/games/:type/:slot' })).toBeGreaterThan(0);
    const brandLabels = new Set([...exposition.matchAll(/^client_web_vitals_cls_count\{brand="([^"]+)"/gm)].map((match) => match[1]));
    expect(brandLabels.size).toBeLessThanOrEqual(LABEL_LIMITS.brand + 1);
  });

  it.each([
    ['not JSON', '{"release":', 400],
    ['an empty body', '', 400],
    ['a JSON array', '[]', 400],
    ['an unknown field (a member id)', { ...report(), memberId: 'u-1' }, 400],
    ['a URL with ids as the route', { ...report(), route: 'https://site.example/auth/user/0812345678' }, 400],
    ['an unknown error kind', { ...report(), errors: [{ ...typeError, kind: 'oops' }] }, 400],
    ['a fingerprint that is not 8 hex digits', { ...report(), errors: [{ ...typeError, fingerprint: 'Bearer abc' }] }, 400],
    ['a message longer than the limit', { ...report(), errors: [{ ...typeError, message: 'x'.repeat(201) }] }, 400],
    ['a negative vital', { ...report(), vitals: [{ name: 'LCP', value: -1 }] }, 400],
    ['an unknown vital', { ...report(), vitals: [{ name: 'FID', value: 10 }] }, 400],
    ['too many errors', { ...report(), errors: Array.from({ length: 11 }, () => typeError) }, 400],
    ['a prototype-poisoning key', '{"__proto__":{"polluted":1},"release":"1","brand":null,"route":null}', 400],
  ])('refuses %s with %i and a Thai message', async (_name, body, status) => {
    const response = await send(body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses an oversized body with 413 and a body of another type with 415', async () => {
    const big = JSON.stringify({ ...report(), padding: 'x'.repeat(CLIENT_REPORT_MAX_BYTES) });
    const oversized = await send(big);
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    const form = await send('release=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('takes application/json as well, and answers with the API security headers and nothing to cache', async () => {
    const response = await send(report(), { 'content-type': 'application/json' });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('spends a budget of its own per client address (CLIENT_REPORTS_RATE_LIMIT_MAX), then 429 with Retry-After', async () => {
    let status = 204;
    let answer: Response | undefined;
    for (let sent = 0; sent <= REPORTS_PER_WINDOW && status !== 429; sent += 1) {
      answer = await send(report());
      status = answer.status;
    }
    expect(status).toBe(429);
    expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await answer?.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    expect(valueOf(await metrics(), 'gateway_rate_limited_total', { limit: 'client-reports' })).toBeGreaterThan(0);
    // the API's own budget is untouched
    expect((await fetch(`${url}/api/setting`)).status).not.toBe(429);
  });
});

describe('the dashboard and alert rules in deploy/monitoring', () => {
  const monitoring = new URL('../../../deploy/monitoring/', import.meta.url);

  /** Every PromQL expression of the dashboard (panels and variables) and of the rules. */
  function expressions(): string[] {
    const dashboard = JSON.parse(readFileSync(new URL('client-dashboard.json', monitoring), 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
      templating: { list: { definition?: string }[] };
    };
    const rules = parseYaml(readFileSync(new URL('client-alerts.yaml', monitoring), 'utf8')) as {
      groups: { rules: { alert: string; expr: string; for: string }[] }[];
    };
    return [
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
      ...dashboard.templating.list.flatMap((variable) => (variable.definition === undefined ? [] : [variable.definition])),
      ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ];
  }

  it('query only metrics this gateway exposes', async () => {
    await send(report({ errors: [typeError], vitals: [{ name: 'LCP', value: 1000 }] }));
    const exposition = await metrics();
    const exposed = new Set([...exposition.matchAll(/^# TYPE (\w+) /gm)].map((match) => match[1]));
    const queried = expressions();
    expect(queried.length).toBeGreaterThan(8);
    for (const expression of queried) {
      for (const [name] of expression.matchAll(/\b(?:client|gateway)_\w+/g)) {
        expect(exposed, `${name} in ${expression}`).toContain(name.replace(/_(?:bucket|count|sum)$/, ''));
      }
    }
  });
});
