import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  JOURNAL_MAX,
  JOURNAL_URL_MAX,
  MAX_FAULTS,
  MAX_LEDGER_ENTRIES,
  MAX_MEMBERS_PER_NAMESPACE,
  MAX_QA_ANNOUNCEMENTS,
  MAX_SNAPSHOTS_PER_NAMESPACE,
} from '@site/contract/mock-control';
import { type RegisterBody } from '@site/contract';
import { resolveConfig } from './config';
import { DEFAULT_NAMESPACE, NamespaceRegistry } from './plugins/namespaces';
import { GAME_SESSIONS_MAX, IDEMPOTENCY_KEYS_PER_MEMBER, IDEMPOTENCY_TTL_MS } from './state/namespace-state';
import { openMockClient, type MockClient } from './test-support/mock-client';
import { API_SAMPLES } from './test-support/routes';
import { journalRecord } from './test-support/journal';
import { bodyOf } from './test-support/target';

/** A byte budget per namespace (docs/design/mock.md#bounds): what strangers can make one namespace keep is bounded. */
describe('a namespace has a byte budget', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  // the contract leaves a snapshot's records opaque: the tests read the mock's own fields through casts
  const snapshot = async () => bodyOf(await mock.controlApi.snapshot(), 200);

  it('the journal keeps a long URL cut at JOURNAL_URL_MAX and says so; a thousand 15 KB URLs stay small', async () => {
    const long = `/api/setting?pad=${'x'.repeat(15_000)}`;
    // a padded query the contract does not declare: untyped
    for (let i = 0; i < 50; i += 1) await mock.target.request('GET', long);
    const journal = bodyOf(await mock.controlApi.journal({ query: { limit: 1 } }), 200);
    expect(journal[0]?.url).toHaveLength(JOURNAL_URL_MAX);
    expect(journal[0]?.truncated).toBe(true);
    bodyOf(await mock.api().settings.global(), 200);
    const [last] = bodyOf(await mock.controlApi.journal({ query: { limit: 1 } }), 200);
    expect(last).toMatchObject({ url: '/api/setting', truncated: false });
    // 50 URLs of 15 KB each would be 750 KB in the snapshot without the cut
    expect(JSON.stringify(await snapshot()).length).toBeLessThan(200_000);
  });

  it('idempotency keys: at most IDEMPOTENCY_KEYS_PER_MEMBER per member, then 429; a key expires after IDEMPOTENCY_TTL_MS and makes room', async () => {
    const member = await mock.member({ level: 1, credit: 10 });
    const api = mock.api(member);
    // each refused withdrawal (more than the credit) is an answer stored under its key
    const withdraw = (key: string, amount = 20) =>
      api.withdraw.create({ params: { uuid: member.uuid }, body: { amount }, extraHeaders: { 'idempotency-key': key } });
    for (let i = 0; i < IDEMPOTENCY_KEYS_PER_MEMBER; i += 1) expect((await withdraw(`key-${i}`)).status).toBe(422);
    expect((await withdraw('one-more')).status).toBe(429);
    const kept = Object.keys((await snapshot()).idempotency as Record<string, unknown>);
    expect(kept.filter((key) => key.startsWith(member.uuid))).toHaveLength(IDEMPOTENCY_KEYS_PER_MEMBER);
    // the same key with another body is a conflict while it lives, a fresh request once it expired
    expect((await withdraw('key-0', 30)).status).toBe(409);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + IDEMPOTENCY_TTL_MS + 1000 });
    try {
      expect((await withdraw('key-0', 30)).status).toBe(422);
      expect((await withdraw('one-more')).status).toBe(422);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`at most ${MAX_QA_ANNOUNCEMENTS} QA announcements and ${MAX_FAULTS} faults at once: one more is a Thai 409 naming the cap`, async () => {
    for (let i = 0; i < MAX_QA_ANNOUNCEMENTS; i += 1)
      bodyOf(await mock.controlApi.addAnnouncement({ body: { title: `ประกาศ ${i}`, body: 'ข้อความ' } }), 200);
    const announcementRefusal = bodyOf(await mock.controlApi.addAnnouncement({ body: { title: 'เกิน', body: 'ข้อความ' } }), 409);
    expect(announcementRefusal.code).toBe('ANNOUNCEMENTS_FULL');
    expect(announcementRefusal.message).toMatch(new RegExp(`[\\u0E00-\\u0E7F].*${MAX_QA_ANNOUNCEMENTS}`));
    for (let i = 0; i < MAX_FAULTS; i += 1)
      bodyOf(await mock.controlApi.addFault({ body: { route: `GET /api/nothing-${i}`, status: 500 } }), 200);
    const faultRefusal = bodyOf(await mock.controlApi.addFault({ body: { route: 'GET /api/one-more', status: 500 } }), 409);
    expect(faultRefusal.code).toBe('FAULTS_FULL');
    expect(faultRefusal.message).toMatch(new RegExp(`[\\u0E00-\\u0E7F].*${MAX_FAULTS}`));
    bodyOf(await mock.controlApi.clearFaults(), 200);
  });

  it(`game sessions: at most ${GAME_SESSIONS_MAX} kept, the oldest closed ones forgotten first`, async () => {
    const member = await mock.member({ level: 1, credit: 10 });
    const open = async () => bodyOf(await mock.api(member).games.openGame({ body: { gameId: 'JK-002' } }), 200);
    const first = await open();
    for (let i = 0; i < GAME_SESSIONS_MAX + 10; i += 1) await open();
    const latest = await open();
    const sessions = (await snapshot()).sessions as Array<{ id: string }>;
    expect(sessions).toHaveLength(GAME_SESSIONS_MAX);
    expect(sessions.map((s) => s.id)).toContain(latest.data.sessionId);
    expect(sessions.map((s) => s.id)).not.toContain(first.data.sessionId);
  });
  it('members, ledger lines and named snapshots of one namespace are capped: past each, a Thai 409 and nothing changes (docs/design/mock.md#bounds)', async () => {
    const thai = (response: { status: number; body: unknown }, code: string) => {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code, message: expect.stringMatching(/[\u0E00-\u0E7F]/) as unknown });
    };
    const member = await mock.member({ credit: 500 });
    type Snapshot = { members: Record<string, { uuid: string; username: string; phone: string }>; postings: Array<{ memberUuid: string }> };
    const base = (await snapshot()) as Snapshot;

    // a namespace full of members: QA's create and an anonymous registration are refused
    const members = { ...base.members };
    const template = base.members[member.uuid];
    for (let i = Object.keys(members).length; i < MAX_MEMBERS_PER_NAMESPACE; i += 1) {
      const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      if (template) members[uuid] = { ...template, uuid, username: `filler${i}`, phone: `06${String(i).padStart(8, '0')}` };
    }
    bodyOf(await mock.controlApi.restore({ body: { ...base, members } }), 200);
    thai(await mock.controlApi.createMember({ body: {} }), 'MEMBERS_FULL');
    thai(await mock.api().registration.register({ body: API_SAMPLES['registration.register']?.body as RegisterBody }), 'MEMBERS_FULL');
    expect(Object.keys(((await snapshot()) as Snapshot).members)).toHaveLength(MAX_MEMBERS_PER_NAMESPACE);

    // a full ledger: whatever may move money is refused before it runs; reads and logins still work
    const filler = { memberUuid: 'filler', kind: 'game', amount: 0, description: '', ref: null, at: Date.parse('2026-03-01T00:00:00Z') };
    const postings = [...base.postings];
    for (let i = postings.length; i < MAX_LEDGER_ENTRIES; i += 1) postings.push({ ...filler, id: `TF${i}` } as (typeof postings)[number]);
    bodyOf(await mock.controlApi.restore({ body: { ...base, postings } }), 200);
    const api = mock.api(member);
    const byName = { params: { username: member.username } };
    thai(await api.withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 } }), 'LEDGER_FULL');
    thai(await mock.controlApi.ledger({ ...byName, body: { amount: 10 } }), 'LEDGER_FULL');
    thai(await mock.controlApi.mintSlip({ ...byName, body: { amount: 10 } }), 'LEDGER_FULL');
    expect(await mock.credit(member)).toBe(500);
    expect((await api.user.detail({ params: { uuid: member.uuid } })).status).toBe(200);
    bodyOf(await mock.api().auth.login({ body: { username: member.username, password: member.password } }), 200);
    expect(((await snapshot()) as Snapshot).postings).toHaveLength(MAX_LEDGER_ENTRIES);

    // named snapshots: one namespace keeps at most MAX_SNAPSHOTS_PER_NAMESPACE; replacing one of its names still works
    bodyOf(await mock.controlApi.reset({ body: {} }), 200);
    const names = Array.from({ length: MAX_SNAPSHOTS_PER_NAMESPACE }, (_, i) => `budget-${i}`);
    for (const name of names) bodyOf(await mock.controlApi.saveSnapshot({ params: { name }, body: {} }), 200);
    thai(await mock.controlApi.saveSnapshot({ params: { name: 'budget-extra' }, body: {} }), 'NAMESPACE_SNAPSHOTS_FULL');
    bodyOf(await mock.controlApi.saveSnapshot({ params: { name: names[0] ?? '' }, body: {} }), 200);
    for (const name of names) bodyOf(await mock.controlApi.deleteSnapshot({ params: { name } }), 200);
  });
});

describe('idle namespaces are evicted by memory as well as by count (MOCK_MAX_NAMESPACES_MB, docs/design/mock.md#bounds)', () => {
  it('keeps the namespaces under the byte budget, dropping the least recently used idle ones, never the default', () => {
    const config = resolveConfig({ seed: 42 }, {});
    const probe = new NamespaceRegistry(config);
    const namespaceBytes = JSON.stringify(probe.get('probe').data).length;
    // room for three namespaces by bytes, far more by count
    const registry = new NamespaceRegistry(config, 1000, namespaceBytes * 3.5);
    const kept = registry.get(DEFAULT_NAMESPACE);
    for (let i = 0; i < 20; i += 1) registry.get(`ns-${i}`);
    expect(registry.size).toBeLessThanOrEqual(4);
    expect(registry.describe().evicted).toBeGreaterThanOrEqual(16);
    expect(registry.get(DEFAULT_NAMESPACE)).toBe(kept);
    // a namespace that grew counts with its new size
    const grown = registry.get('ns-19');
    for (let i = 0; i < JOURNAL_MAX; i += 1)
      grown.journalRequest(journalRecord({ url: `/api/x/${'y'.repeat(400)}`, responseBody: 'z'.repeat(2000) }));
    registry.get('after-growth');
    const held = registry.describe().namespaces.map((n) => n.state.data.namespace);
    expect(held).toContain(DEFAULT_NAMESPACE);
    expect(held).toContain('after-growth');
    expect(held).not.toContain('ns-19');
  });

  it('reads MOCK_MAX_NAMESPACES_MB (default 200) and refuses a bad one', () => {
    expect(resolveConfig({}, {}).maxNamespaceBytes).toBe(200 * 1024 * 1024);
    expect(resolveConfig({}, { MOCK_MAX_NAMESPACES_MB: '16' }).maxNamespaceBytes).toBe(16 * 1024 * 1024);
    expect(() => resolveConfig({}, { MOCK_MAX_NAMESPACES_MB: '0' })).toThrow(/MOCK_MAX_NAMESPACES_MB/);
  });
});
