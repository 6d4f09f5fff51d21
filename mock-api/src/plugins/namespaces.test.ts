import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTROL_REQUEST_HEADERS, mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from '../app';
import { resolveConfig } from '../config';
import { CONTROL_ROUTES, CONTROL_SAMPLES, urlOf } from '../test-support/routes';
import { DEFAULT_NAMESPACE, NamespaceRegistry } from './namespaces';

describe('namespace registry', () => {
  it('keeps at most its limit of namespaces, dropping the least recently used but never the default', () => {
    const limit = 6;
    const registry = new NamespaceRegistry(resolveConfig({ seed: 42, maxNamespaces: limit }, {}));
    const kept = registry.get(DEFAULT_NAMESPACE);
    const first = registry.get('first');
    for (let i = 0; i < limit * 2; i += 1) {
      registry.get(`ns-${i}`);
      // touching "first" keeps it recent
      registry.get('first');
    }
    expect(registry.size).toBe(limit);
    expect(registry.get(DEFAULT_NAMESPACE)).toBe(kept);
    expect(registry.get('first')).toBe(first);
    expect(registry.get(`ns-${limit * 2 - 1}`)).toBeDefined();
    expect(registry.size).toBe(limit);
    // an evicted namespace comes back fresh from the seed
    const reborn = registry.get('ns-0');
    expect(reborn.data.namespace).toBe('ns-0');
    expect(registry.size).toBe(limit);
  });

  it('reads its cap from MOCK_MAX_NAMESPACES (default 500) and refuses a bad one', () => {
    expect(resolveConfig({}, {}).maxNamespaces).toBe(500);
    expect(resolveConfig({}, { MOCK_MAX_NAMESPACES: '20' }).maxNamespaces).toBe(20);
    expect(() => resolveConfig({}, { MOCK_MAX_NAMESPACES: '1' })).toThrow(/MOCK_MAX_NAMESPACES/);
  });
});

// The namespace header itself is under test (present, new, absent): raw fetch on purpose.
describe('bounded namespaces over HTTP (MOCK_MAX_NAMESPACES, docs/design/mock.md#namespaces)', () => {
  const max = 4;
  let app: FastifyInstance;
  let baseUrl: string;
  const control = (namespace: string) => mockControlClient(baseUrl, { namespace, env: process.env });
  const visit = (namespace: string) => fetch(`${baseUrl}/api/setting`, { headers: { [NAMESPACE_HEADER]: namespace } });
  /** Waits until the mock reports these requests in flight (polling the control API, no fixed sleep). */
  async function untilInFlight(expected: Record<string, number>): Promise<void> {
    for (;;) {
      const listed = await control(DEFAULT_NAMESPACE).namespaces();
      const inFlight =
        listed.status === 200 ? Object.fromEntries(listed.body.namespaces.map((entry) => [entry.namespace, entry.inFlight])) : {};
      if (Object.entries(expected).every(([namespace, count]) => inFlight[namespace] === count)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    app = await buildApp({ seed: 42, maxNamespaces: max });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('creating ten times the cap keeps the cap, evicting the least recently used, and says so', async () => {
    for (let i = 0; i < max * 10; i += 1) expect((await visit(`qa-${i}`)).status).toBe(200);
    const { status, body } = await control(DEFAULT_NAMESPACE).namespaces();
    expect(status).toBe(200);
    if (status !== 200) return;
    expect(body.count).toBe(max);
    expect(body.max).toBe(max);
    // 40 namespaces plus the default one, 4 kept
    expect(body.evicted).toBe(max * 10 + 1 - max);
    expect(body.namespaces.map((entry) => entry.namespace)).toEqual([DEFAULT_NAMESPACE, 'qa-39', 'qa-38', 'qa-37']);
  });

  it('never evicts a namespace with a request in flight; with every other one busy a new one is a Thai 503', async () => {
    // qa-busy: its state says whether it survived (a member created only there)
    const busy = control('qa-busy');
    expect((await busy.createNamespace({ body: { namespace: 'qa-busy' } })).status).toBe(200);
    expect((await busy.createMember({ body: { username: 'survivor1', password: 'secret99' } })).status).toBe(200);
    expect((await busy.addFault({ body: { route: 'GET /api/setting', latencyMs: 4_000 } })).status).toBe(200);
    const slow = [1, 2].map(() => visit('qa-busy'));
    await untilInFlight({ 'qa-busy': 2 });
    for (let i = 0; i < max * 3; i += 1) expect((await visit(`churn-${i}`)).status).toBe(200);
    await untilInFlight({ 'qa-busy': 2 });

    // fill every slot but the default with busy namespaces: the next new namespace cannot get one
    const blockers = ['qa-block-1', 'qa-block-2'];
    for (const namespace of blockers) {
      await control(namespace).createNamespace({ body: { namespace } });
      await control(namespace).addFault({ body: { route: 'GET /api/setting', latencyMs: 4_000 } });
    }
    const blocking = blockers.map((namespace) => visit(namespace));
    await untilInFlight({ 'qa-busy': 2, 'qa-block-1': 1, 'qa-block-2': 1 });
    const refused = await visit('qa-one-too-many');
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);

    for (const response of await Promise.all([...slow, ...blocking])) expect(response.status).toBe(200);
    const members = await busy.members();
    expect(members.status === 200 && members.body.some((member) => member.username === 'survivor1')).toBe(true);
    // idle again: the next new namespace evicts the least recently used idle one
    expect((await visit('qa-one-too-many')).status).toBe(200);
    const after = await control(DEFAULT_NAMESPACE).namespaces();
    expect(after.status === 200 && after.body.count).toBe(max);
  });
});

describe('on a shared mock only the control API creates namespaces (docs/design/mock.md#namespaces)', () => {
  const controlToken = 'qa-control-token-123';
  let app: FastifyInstance;
  let baseUrl: string;
  const visit = (namespace: string) => fetch(`${baseUrl}/api/setting`, { headers: { [NAMESPACE_HEADER]: namespace } });
  const control = (namespace: string, token?: string) => mockControlClient(baseUrl, { namespace, env: { MOCK_CONTROL_TOKEN: token } });

  beforeAll(async () => {
    // listening beyond loopback makes it shared (docs/design/mock.md#shared-mock); the test reaches it through 127.0.0.1
    app = await buildApp({ seed: 42, maxNamespaces: 4, host: '0.0.0.0', controlToken });
    baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  });
  afterAll(() => app.close());

  it('an unknown namespace from an anonymous caller is a Thai 404 and creates nothing, so strangers cannot evict QA', async () => {
    // the default namespace needs no creating, even as the very first call
    expect((await visit(DEFAULT_NAMESPACE)).status).toBe(200);
    expect((await control('qa-anna', controlToken).createNamespace({ body: { namespace: 'qa-anna' } })).status).toBe(200);
    expect((await control('qa-anna', controlToken).createMember({ body: { username: 'anna01', password: 'secret99' } })).status).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      const refused = await visit(`stranger-${i}`);
      expect(refused.status).toBe(404);
      const refusal = (await refused.json()) as { code: string; message: string };
      expect(refusal.code).toBe('UNKNOWN_NAMESPACE');
      expect(refusal.message).toMatch(new RegExp(`[\\u0E00-\\u0E7F].*stranger-${i}`));
    }
    // a control call without the token is refused before it can create one either
    expect((await control('stranger-control').state()).status).toBe(401);
    const listed = await control(DEFAULT_NAMESPACE, controlToken).namespaces();
    expect(listed.status).toBe(200);
    if (listed.status !== 200) return;
    expect(listed.body.evicted).toBe(0);
    expect(listed.body.namespaces.map((n) => n.namespace).sort()).toEqual([DEFAULT_NAMESPACE, 'qa-anna']);
    // QA's namespace still holds its member; anonymous callers use it and the default one as before
    expect((await visit('qa-anna')).status).toBe(200);
    expect((await visit(DEFAULT_NAMESPACE)).status).toBe(200);
    const members = await control('qa-anna', controlToken).members();
    expect(members.status === 200 && members.body.some((m) => m.username === 'anna01')).toBe(true);
  });
});

describe('a control read never creates a namespace; POST /__mock/namespaces does (docs/design/mock.md#namespaces)', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const control = (namespace: string) => mockControlClient(baseUrl, { namespace, env: {} });
  const held = async () => {
    const listed = await control(DEFAULT_NAMESPACE).namespaces();
    return listed.status === 200 ? listed.body.namespaces.map((n) => n.namespace) : [];
  };

  beforeAll(async () => {
    app = await buildApp({ seed: 42 });
    baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  });
  afterAll(() => app.close());

  it("reading an unknown namespace's state, journal, members or stubs is a 404 that says how to create it", async () => {
    const lost = control('qa-lost-run');
    for (const read of [lost.state(), lost.journal({ query: {} }), lost.members({ query: {} }), lost.stubs(), lost.snapshot()]) {
      const answer = await read;
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        code: 'UNKNOWN_NAMESPACE',
        message: expect.stringContaining('POST /__mock/namespaces') as unknown,
      });
      expect((answer.body as { message: string }).message).toContain('qa-lost-run');
    }
    // reads about the mock as a whole answer whatever namespace the request names, and create nothing either
    expect((await lost.routes()).status).toBe(200);
    expect((await lost.savedSnapshots()).status).toBe(200);
    expect((await fetch(`${baseUrl}/__mock/console/`, { headers: { [NAMESPACE_HEADER]: 'qa-lost-run' } })).status).not.toBe(404);
    expect(await held()).not.toContain('qa-lost-run');
  });

  it('creates one on purpose, once; a rebuild from a seed, a reset or a restore (the runner, a report) makes its own', async () => {
    const created = await control(DEFAULT_NAMESPACE).createNamespace({ body: { namespace: 'qa-anna' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ namespace: 'qa-anna', seed: 42 });
    const again = await control(DEFAULT_NAMESPACE).createNamespace({ body: { namespace: 'qa-anna' } });
    expect(again.status).toBe(409);
    expect((await control('qa-anna').state()).status).toBe(200);
    expect((await control(DEFAULT_NAMESPACE).createNamespace({ body: { namespace: 'bad name!' } })).status).toBe(400);

    expect((await control('qa-runner-made').seed({ body: { seed: 7 } })).status).toBe(200);
    expect((await control('qa-reset-made').reset({ body: {} })).status).toBe(200);
    const snapshot = await control('qa-anna').snapshot();
    expect((await control('qa-restored').restore({ body: snapshot.body })).status).toBe(200);
    expect((await control('qa-anna').saveSnapshot({ params: { name: 'anna-start' }, body: {} })).status).toBe(200);
    expect((await control('qa-opened-from-report').restoreSnapshot({ params: { name: 'anna-start' }, body: {} })).status).toBe(200);
    expect(await held()).toEqual(
      expect.arrayContaining(['qa-anna', 'qa-runner-made', 'qa-reset-made', 'qa-restored', 'qa-opened-from-report']),
    );
  });

  it('every other control change naming a missing namespace is a 404 naming it, and makes nothing', async () => {
    const wholeState = new Set(['reset', 'seed', 'restore', 'restoreSnapshot', 'loadRecording']);
    const changes = CONTROL_ROUTES.filter(({ name, route }) => route.method !== 'GET' && !wholeState.has(name));
    const mockWide = new Set(['createNamespace', 'deleteNamespace', 'startRun']);
    for (const { name, route } of changes.filter((change) => !mockWide.has(change.name))) {
      const sample = CONTROL_SAMPLES[name] ?? {};
      const answer = await fetch(`${baseUrl}${urlOf(route, sample)}`, {
        method: route.method,
        headers: { [NAMESPACE_HEADER]: 'qa-deleted-yesterday', 'content-type': 'application/json', ...CONTROL_REQUEST_HEADERS },
        body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
      });
      const refusal = (await answer.json()) as { code?: string; message?: string };
      expect([name, answer.status, refusal.code]).toEqual([name, 404, 'UNKNOWN_NAMESPACE']);
      expect(refusal.message).toMatch(/[\u0E00-\u0E7F].*qa-deleted-yesterday.*POST \/__mock\/namespaces/);
    }
    expect(changes.length).toBeGreaterThan(20);
    expect(await held()).not.toContain('qa-deleted-yesterday');
    // a member request on a mock only this machine reaches still opens one (the site with a fresh cookie)
    expect((await fetch(`${baseUrl}/api/setting`, { headers: { [NAMESPACE_HEADER]: 'qa-site-first' } })).status).toBe(200);
    expect(await held()).toContain('qa-site-first');
  });
});
