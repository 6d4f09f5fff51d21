import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { MAX_LEDGER_ENTRIES } from '@site/contract/mock-control';
import { sendRaw, spawnMock, type MockProcess, type RawSocketAnswer } from '@site/mock-api/testing';
import { spellingOf } from '@site/service-kit/request-target-spellings';
import { spawnGateway, type GatewayProcess } from './test-support/gateway-process';
import { createTestDist, type TestDist } from './test-support/web-dist';

/**
 * Every guard decides on the path the router routes, whatever the spelling of the request target
 * (docs/architecture.md, "One spelling of a URL"): for each guarded path, spellings a router takes
 * for it (percent-encoding in either case, doubled slashes, dot segments, a trailing slash, the
 * absolute form) get the guarded answer or another 4xx, never the answer the guard keeps back.
 * Against the gateway as `npm start` runs it and the stand-alone mock, on real ports.
 */

/** One request exactly as written (no client normalises the target), on a connection closed after it. */
function send(base: string, method: string, target: string, headers: Record<string, string>, body?: unknown): Promise<RawSocketAnswer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${target} HTTP/1.1`, 'Connection: close'];
  for (const [name, value] of Object.entries({ host: new URL(base).host, ...headers })) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(payload)}`);
  return sendRaw(base, `${lines.join('\r\n')}\r\n\r\n${payload}`);
}

/** The guarded answer or another refusal; never a success, a wrong-password 401 or a server error. */
function refused(answer: RawSocketAnswer, guarded: number, reached: readonly number[] = []): boolean {
  if (answer.status === guarded) return true;
  return answer.status >= 400 && answer.status < 500 && !reached.includes(answer.status);
}

const RUNS = 40;

async function everySpelling(
  plain: string,
  ask: (target: string) => Promise<RawSocketAnswer>,
  holds: (answer: RawSocketAnswer) => boolean,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(spellingOf(plain), async (target) => {
      const answer = await ask(target);
      expect(holds(answer), `${target} -> ${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
    }),
    { numRuns: RUNS },
  );
}

const FOREIGN = { host: 'rebind.evil.example:8080' };
const CROSS_SITE = { origin: 'http://evil.example' };

let dist: TestDist;
let gateway: GatewayProcess;
let mock: MockProcess;

beforeAll(async () => {
  dist = createTestDist();
  [gateway, mock] = await Promise.all([
    // `npm start`: the mock in process behind the gateway, a small login budget
    spawnGateway({ WEB_DIST: dist.root, UPSTREAM_URL: '', RATE_LIMIT_SENSITIVE_MAX: '3', RATE_LIMIT_MAX: '100000' }),
    spawnMock({ MOCK_NOW: '2026-03-10T12:00:00+07:00' }),
  ]);
}, 60_000);

afterAll(async () => {
  gateway.child.kill('SIGTERM');
  await Promise.all([gateway.exited, mock.stop()]);
  dist.remove();
});

describe.each([
  ['the gateway with the mock in process', () => gateway.url],
  ['the stand-alone mock', () => mock.url],
])('the control API of %s', (_label, base) => {
  it('answers no foreign Host, however the path is spelled', async () => {
    expect((await send(base(), 'GET', '/__mock/members', {})).status).toBe(200);
    await everySpelling(
      '/__mock/members',
      (target) => send(base(), 'GET', target, FOREIGN),
      (answer) => refused(answer, 403),
    );
  });

  it('takes no change from another site, however the path is spelled', async () => {
    await everySpelling(
      '/__mock/reset',
      (target) => send(base(), 'POST', target, CROSS_SITE, {}),
      (answer) => refused(answer, 403),
    );
    await everySpelling(
      '/__mock/maintenance',
      (target) => send(base(), 'POST', target, {}, { on: true }),
      (answer) => refused(answer, 403),
    );
    expect((await send(base(), 'GET', '/api/status', {})).body).not.toContain('MA');
  });
});

describe('the gateway', () => {
  it('counts every spelling of the login against its budget', async () => {
    const wrong = { username: 'demo', password: 'wrong-password' };
    for (let i = 0; i < 3; i += 1) expect((await send(gateway.url, 'POST', '/api/auth/login', {}, wrong)).status).toBe(401);
    await everySpelling(
      '/api/auth/login',
      (target) => send(gateway.url, 'POST', target, {}, { username: 'demo', password: 'demo1234' }),
      (answer) => refused(answer, 429, [401]),
    );
  });
});

describe('the stand-alone mock', () => {
  it('refuses a bet into a full ledger, however the game API path is spelled', async () => {
    const namespace = { [NAMESPACE_HEADER]: 'spellings' };
    const control = { ...namespace, ...CONTROL_REQUEST_HEADERS };
    expect((await send(mock.url, 'POST', '/__mock/namespaces', control, { namespace: 'spellings' })).status).toBe(200);
    const member = JSON.parse((await send(mock.url, 'POST', '/__mock/members', control, { credit: 500 })).body) as {
      username: string;
      password: string;
    };
    const login = JSON.parse(
      (await send(mock.url, 'POST', '/api/auth/login', namespace, { username: member.username, password: member.password })).body,
    ) as { token: string };
    const authorised = { ...namespace, authorization: `Bearer ${login.token}` };
    const game = await send(mock.url, 'POST', '/api/auth/user/opengame', authorised, { gameId: 'AC-001', platform: 'DSK' });
    const { sessionId } = (JSON.parse(game.body) as { data: { sessionId: string } }).data;
    // with room in the ledger, a spelling of the path reaches the game's handler
    const placed = await send(mock.url, 'POST', '/mock-cdn/games/%61pi/bet', namespace, { session: sessionId, amount: 100 });
    expect(placed.status, placed.body).toBe(200);
    expect(placed.body).toContain('roundId');
    const snapshot = JSON.parse((await send(mock.url, 'GET', '/__mock/snapshot', control)).body) as { postings: object[] };
    const filler = { memberUuid: 'filler', kind: 'game', amount: 0, description: '', ref: null, at: Date.parse('2026-03-01T00:00:00Z') };
    for (let i = snapshot.postings.length; i < MAX_LEDGER_ENTRIES; i += 1) snapshot.postings.push({ ...filler, id: `TF${i}` });
    expect((await send(mock.url, 'POST', '/__mock/restore', control, snapshot)).status).toBe(200);

    await everySpelling(
      '/mock-cdn/games/api/bet',
      (target) => send(mock.url, 'POST', target, namespace, { session: sessionId, amount: 100 }),
      (answer) => refused(answer, 409, [200]) && !answer.body.includes('roundId'),
    );
  });
});
