import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testConfig } from '../test-support/config';
import { rawRequest } from '../test-support/raw-http';
import { z } from 'zod';
import type { ContractRoute } from '../contract-routes';
import { foldPath, MAX_RECORDS, type DriftRecord } from '../drift-book';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  },
});

let upstream: FakeUpstream;
let app: FastifyInstance;
let url: string;

const SECRET_NAME = 'สมชาย ใจดี';

/** A settings body with Thai text where the contract wants strings, and two wrong fields. */
function driftedSettings() {
  return {
    data: {
      brand: 'default',
      siteName: `${SECRET_NAME} คาสิโน`,
      look: { colors: { primary: '#c8102e', accent: '#ffd166' }, bottomBarShortcut: 'withdraw' },
      line: { line1: { id: '@a', url: 'https://line.me/a' }, line2: { id: '@b', url: 'https://line.me/b' } },
      operation: { websiteStatus: 1 },
      specialHosts: ['a.example', 42],
      providers: { liveScoreUrl: '/s', standingsUrl: '/t', movieUrl: null, chatWidgetUrl: null },
      extraFromUpstream: 'kept, passthrough',
    },
  };
}

async function driftList(): Promise<DriftRecord[]> {
  const res = await rawRequest(`${url}/__gateway/drift`);
  return (JSON.parse(res.body.toString('utf8')) as { mismatches: DriftRecord[] }).mismatches;
}

// Validation runs after the response has been sent, off the request path: the tests wait for
// what it reports (the drift list, a log line), never for a fixed time.

/** The mismatch recorded for this route and field, once there is one. */
async function reported(route: string, path: string): Promise<DriftRecord> {
  await expect.poll(async () => (await driftList()).some((m) => m.route === route && m.path === path)).toBe(true);
  return (await driftList()).find((m) => m.route === route && m.path === path) as DriftRecord;
}

const countOf = async (route: string, path: string) => (await driftList()).find((m) => m.route === route && m.path === path)?.count ?? 0;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildApp(testConfig({ upstreamUrl: upstream.url, drift: { enabled: true, sampleRate: 1 }, logLevel: 'info' }), { logStream });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  logLines.length = 0;
});

describe('contract-drift reporting (DRIFT_REPORT=1)', () => {
  it('passes the wrong response through unchanged, byte for byte, even split mid-character', async () => {
    const body = Buffer.from(JSON.stringify(driftedSettings()), 'utf8');
    // Split inside a Thai character (3 bytes in UTF-8) to prove decoding waits for the whole body.
    const cut = body.indexOf(Buffer.from('ช', 'utf8')) + 1;
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), 20);
    });
    const res = await rawRequest(`${url}/api/setting`);
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
    await reported('/api/setting', 'data.operation.websiteStatus');

    const mismatches = await driftList();
    const status = mismatches.find((m) => m.path === 'data.operation.websiteStatus');
    expect(status).toMatchObject({ method: 'GET', route: '/api/setting', status: 200, expected: 'string', seen: 'number', count: 1 });
    expect(mismatches.find((m) => m.path === 'data.specialHosts[]')).toMatchObject({ expected: 'string', seen: 'number' });
    expect(mismatches.some((m) => m.path.includes('siteName') || m.path.includes('extraFromUpstream'))).toBe(false);
  });

  it('reports each route and field once, counting repeats and keeping first and last seen', async () => {
    const before = (await driftList()).find((m) => m.path === 'data.operation.websiteStatus');
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(driftedSettings()));
    });
    await rawRequest(`${url}/api/setting`);
    await rawRequest(`${url}/api/setting?again=1`);
    await expect.poll(() => countOf('/api/setting', 'data.operation.websiteStatus')).toBe((before?.count ?? 0) + 2);
    const after = (await driftList()).find((m) => m.path === 'data.operation.websiteStatus');
    expect(after?.count).toBe((before?.count ?? 0) + 2);
    expect(after?.firstSeen).toBe(before?.firstSeen);
    expect(Date.parse(after?.lastSeen ?? '')).toBeGreaterThanOrEqual(Date.parse(before?.lastSeen ?? ''));
    // Already reported: no new log line for a known mismatch.
    expect(logLines.filter((line) => line.includes('"contract drift"'))).toEqual([]);
  });

  it('logs a structured line per new mismatch with paths and types only, never body values', async () => {
    // A gzip-encoded upstream body is decoded for the check and sent on still encoded.
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ data: { username: SECRET_NAME, phone: '0812345678', extra: 1 } })));
    });
    const res = await rawRequest(`${url}/api/auth/user/getCredit/somchai`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    // (gunzipped off the request path first)
    await expect.poll(() => logLines.filter((line) => line.includes('"contract drift"')).length).toBeGreaterThan(0);
    const lines = logLines
      .filter((line) => line.includes('"contract drift"'))
      .map((line) => JSON.parse(line) as { drift: Record<string, unknown> });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.drift).toMatchObject({ method: 'POST', route: '/api/auth/user/getCredit/:username', status: 200 });
      expect(Object.keys(line.drift).sort()).toEqual(['expected', 'method', 'path', 'route', 'seen', 'status']);
    }
    const allLogs = logLines.join('\n');
    expect(allLogs).not.toContain(SECRET_NAME);
    expect(allLogs).not.toContain('0812345678');
    expect(allLogs).not.toContain('somchai');
  });

  it('reports a status the contract does not declare, and unparseable JSON', async () => {
    upstream.respond((_recorded, response) => {
      response.writeHead(418, { 'content-type': 'application/json' });
      response.end('{"message":"ฉันเป็นกาน้ำชา"}');
    });
    const teapot = await rawRequest(`${url}/api/announcement`);
    expect(teapot.status).toBe(418);
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": [truncated');
    });
    const broken = await rawRequest(`${url}/api/auth/wheel`);
    expect(broken.body.toString('utf8')).toBe('{"data": [truncated');
    await reported('/api/auth/wheel', '(root)');
    const mismatches = await driftList();
    expect(mismatches.find((m) => m.route === '/api/announcement')).toMatchObject({ status: 418, path: '(status)', seen: '418' });
    expect(mismatches.find((m) => m.route === '/api/auth/wheel')).toMatchObject({ path: '(root)', expected: 'json', seen: 'unparseable' });
  });

  it('exports drift counters in /metrics', async () => {
    const metrics = (await rawRequest(`${url}/metrics`)).body.toString('utf8');
    expect(metrics).toMatch(
      /gateway_contract_drift_total\{route="GET \/api\/setting",status="200",path="data.operation.websiteStatus"\} 3/,
    );
  });

  it('stays silent when the upstream matches the contract', async () => {
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { websiteStatus: 'OK' } }));
    });
    const before = await driftList();
    await rawRequest(`${url}/api/setting/operational/website`);
    // A known drift sent after it is validated after it (checks run in arrival order): once its
    // count moves, the matching answer has been checked too.
    const markerBefore = await countOf('/api/setting', 'data.operation.websiteStatus');
    upstream.respond((_recorded, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(driftedSettings()));
    });
    await rawRequest(`${url}/api/setting`);
    await expect.poll(() => countOf('/api/setting', 'data.operation.websiteStatus')).toBe(markerBefore + 1);
    const fields = (list: DriftRecord[]) => list.map((m) => `${m.method} ${m.route} ${m.path}`);
    expect(fields(await driftList())).toEqual(fields(before));
  });
});

describe('foldPath', () => {
  it('folds array indices so one field is one report', () => {
    expect(foldPath(['data', 3, 'items', 0, 'name'])).toBe('data[].items[].name');
    expect(foldPath([])).toBe('(root)');
  });
});

describe('drift reports carry no member data, and stay bounded', () => {
  const MEMBERS = ['somchai_99', 'malee.k', '0812345678'];

  /** A downline keyed by username (spec 3) whose entries drift: usernames are keys of a record. */
  function driftedDownline() {
    const users: Record<string, unknown> = {};
    for (const username of MEMBERS) users[username] = { username, name: 'x', registeredAt: 42, depositTotal: 'lots' };
    return { data: { total: MEMBERS.length, users } };
  }

  it('folds record keys like array indices: usernames appear in no path, label or log line', async () => {
    upstream.respond((_recorded, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(driftedDownline()));
    });
    expect((await rawRequest(`${url}/api/auth/affiliate/downline/somchai_99`)).status).toBe(200);
    await reported('/api/auth/affiliate/downline/:username', 'data.users.*.depositTotal');
    const paths = (await driftList()).filter((record) => record.route === '/api/auth/affiliate/downline/:username').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['data.users.*.registeredAt', 'data.users.*.depositTotal']));
    const metrics = (await rawRequest(`${url}/metrics`)).body.toString('utf8');
    const report = (await rawRequest(`${url}/__gateway/drift`)).body.toString('utf8');
    for (const username of MEMBERS) {
      // The request's own URL names one member; the route pattern does not.
      expect(report).not.toContain(username);
      expect(metrics).not.toContain(username);
      expect(logLines.join('\n')).not.toContain(username);
    }
  });

  it('names the bound a range check wanted, not the zod issue code', () => {
    const route = { path: '/api/test-range', responses: new Map([[200, z.object({ n: z.number().min(5), s: z.string().max(2) })]]) };
    app.drift.inspect('GET', route as unknown as ContractRoute, 200, { n: 1, s: 'abc' });
    const found = app.drift.list().filter((record) => record.route === '/api/test-range');
    expect(found.map((record) => [record.path, record.expected, record.seen])).toEqual([
      ['n', 'number >= 5', 'number'],
      ['s', 'string length <= 2', 'string'],
    ]);
  });

  it('caps distinct mismatches and metric series; the rest count as one "other", list and metric agree', async () => {
    const route = { path: '/api/test-cap', responses: new Map([[200, z.object({})]]) };
    for (let status = 300; status < 300 + MAX_RECORDS + 50; status += 1) {
      app.drift.inspect('GET', route as unknown as ContractRoute, status, {});
    }
    const list = app.drift.list();
    expect(list.length).toBe(MAX_RECORDS + 1);
    const other = list.find((record) => record.route === 'other');
    expect(other?.count).toBeGreaterThanOrEqual(50);
    const metrics = (await rawRequest(`${url}/metrics`)).body.toString('utf8');
    const series = metrics.split('\n').filter((line) => line.startsWith('gateway_contract_drift_total{'));
    expect(series.length).toBe(MAX_RECORDS + 1);
    const metricTotal = series.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(metricTotal).toBe(list.reduce((sum, record) => sum + record.count, 0));
    expect(series.filter((line) => line.includes('route="other"'))).toHaveLength(1);
  });
});
