import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { controlHeaders, mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from './content/games';
import { BrandBook } from './content/brands';
import { createNamespaceState } from './state/seed';
import { NamespaceStore, OLD_LAYOUT, STORE_FILE } from './state/namespace-store';
import { spawnMock, type MockProcess } from './test-support/mock-process';

const started: MockProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const mock of started) await mock.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
  dirs.push(dir);
  return dir;
}

async function mockOn(dir: string, env: Record<string, string> = {}): Promise<MockProcess & { base: string }> {
  const mock = await spawnMock({ MOCK_DATA_DIR: dir, MOCK_JWT_SECRET: '', MOCK_CONTROL_TOKEN: '', ...env });
  started.push(mock);
  return { ...mock, base: mock.url.replace('0.0.0.0', '127.0.0.1') };
}

/** Kills the process the hard way: nothing it had not written is saved. */
async function killHard(mock: MockProcess): Promise<void> {
  mock.child.kill('SIGKILL');
  await mock.exited;
}

// Processes killed and restarted, a namespace asked for before it exists: raw fetch to each process on purpose.
describe('durable namespaces: with MOCK_DATA_DIR a namespace survives kill -9 and a restart (docs/design/mock.md#durable-namespaces)', () => {
  it('a deposit answered 200, then SIGKILL: after a restart on the same directory the balance, ledger, named snapshot and sessions are there', async () => {
    const dir = dataDir();
    // shared, as compose runs it: the JWT secret it makes is kept in the store too
    const shared = { MOCK_HOST: '0.0.0.0', MOCK_CONTROL_TOKEN: 'qa-control-token-123' };
    const first = await mockOn(dir, shared);
    expect(first.output()).toMatch(/random JWT secret kept in MOCK_DATA_DIR/);
    const control = (base: string) => mockControlClient(base, { namespace: 'qa-anna', env: shared });
    expect((await control(first.base).createNamespace({ body: { namespace: 'qa-anna' } })).status).toBe(200);
    const created = await control(first.base).createMember({ body: { username: 'anna01', password: 'secret99', credit: 100 } });
    expect(created.status).toBe(200);
    expect((await control(first.base).saveSnapshot({ params: { name: 'before-deposit' }, body: {} })).status).toBe(200);
    const login = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [NAMESPACE_HEADER]: 'qa-anna' },
      body: JSON.stringify({ username: 'anna01', password: 'secret99' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const deposit = await control(first.base).ledger({ params: { username: 'anna01' }, body: { amount: 250.5, kind: 'deposit' } });
    expect(deposit.status).toBe(200);
    await killHard(first);

    const second = await mockOn(dir, shared);
    const money = await control(second.base).money({ params: { username: 'anna01' } });
    expect(money.status).toBe(200);
    if (money.status !== 200) return;
    expect(money.body.balance).toBe(350.5);
    expect(money.body.ledger.map((line) => line.amount)).toEqual(expect.arrayContaining([250.5, 100]));
    // the session signed before the kill is still good, and the namespace is known to anonymous callers
    const detail = await fetch(`${second.base}/api/auth/user/detail/${created.status === 200 ? created.body.uuid : ''}`, {
      headers: { authorization: `Bearer ${token}`, [NAMESPACE_HEADER]: 'qa-anna' },
    });
    expect(detail.status, await detail.clone().text()).toBe(200);
    expect((await fetch(`${second.base}/api/setting`, { headers: { [NAMESPACE_HEADER]: 'qa-nobody' } })).status).toBe(404);
    // the named snapshot survived too, and restores the namespace as it was before the deposit
    const shelf = await control(second.base).savedSnapshots();
    expect(shelf.status === 200 && shelf.body.map((s) => s.name)).toEqual(['before-deposit']);
    expect((await control(second.base).restoreSnapshot({ params: { name: 'before-deposit' }, body: {} })).status).toBe(200);
    const restored = await control(second.base).money({ params: { username: 'anna01' } });
    expect(restored.status === 200 && restored.body.balance).toBe(100);
  });
});

describe('a durable namespace writes what an answer changed, and nothing for a read', () => {
  it('bets, settlements, withdrawals, a password, an address, QA moves: every change answered survives kill -9, and reads write nothing', async () => {
    const dir = dataDir();
    const first = await mockOn(dir);
    const namespace = 'qa-busy';
    const send = async <T>(base: string, method: string, path: string, body?: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          [NAMESPACE_HEADER]: namespace,
          'content-type': 'application/json',
          ...(path.startsWith('/__mock') ? controlHeaders(process.env) : {}),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as T;
      expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(200);
      return answer;
    };
    await send(first.base, 'POST', '/__mock/namespaces', { namespace });
    const member = await send<{ uuid: string; username: string; password: string }>(first.base, 'POST', '/__mock/members', {
      credit: 5_000,
      level: 2,
    });
    const { token } = await send<{ token: string }>(first.base, 'POST', '/api/auth/login', member);
    const game = await send<{ data: { sessionId: string } }>(first.base, 'POST', '/api/auth/user/opengame', { gameId: 'JK-002' }, token);
    const session = game.data.sessionId;
    for (let i = 0; i < 10; i += 1) {
      const bet = await send<{ roundId: string }>(first.base, 'POST', '/mock-cdn/games/api/bet', { session, amount: 5 });
      if (i % 2 === 0) await send(first.base, 'POST', '/mock-cdn/games/api/settle', { session, roundId: bet.roundId });
    }
    // cashing out settles the open rounds and closes the session
    await send(first.base, 'POST', '/api/auth/user/game/cashOut', {}, token);
    const withdrawal = await send<{ data: { withdrawal: { id: string } } }>(
      first.base,
      'POST',
      `/api/auth/withdraw/${member.uuid}`,
      { amount: 100 },
      token,
    );
    await send(first.base, 'POST', `/__mock/withdrawals/${withdrawal.data.withdrawal.id}`, { action: 'fail' });
    await send(first.base, 'POST', `/__mock/members/${member.username}/level`, { level: 3 });
    await send(
      first.base,
      'PATCH',
      '/api/auth/address',
      { fullName: 'อันนา ทดสอบ', houseNo: '9', subDistrict: 'ก', district: 'ข', province: 'ค', postcode: '10110', phone: '0812345678' },
      token,
    );
    await send(first.base, 'POST', '/api/auth/game/check-in', {}, token);
    const renewed = await send<{ token: string }>(
      first.base,
      'POST',
      `/api/auth/user/change-password/${member.uuid}`,
      {
        oldPassword: member.password,
        newPassword: 'changed-99',
        confirmPassword: 'changed-99',
      },
      token,
    );
    const before = await send<Record<string, unknown>>(first.base, 'GET', '/__mock/snapshot');

    // reads answer from memory and write nothing: the namespace's rows are as they were
    const store = new DatabaseSync(join(dir, STORE_FILE), { readOnly: true });
    const rows = () =>
      store
        .prepare(
          'SELECT (SELECT saved_at FROM namespaces WHERE namespace = ?) AS saved, (SELECT count(*) FROM namespace_records WHERE namespace = ?) AS records',
        )
        .get(namespace, namespace);
    const written = rows();
    for (let i = 0; i < 5; i += 1) {
      await send(first.base, 'GET', '/api/setting');
      await send(first.base, 'POST', `/api/auth/user/getCredit/${member.username}`, { balanceType: 'M' }, renewed.token);
      await send(first.base, 'GET', `/api/auth/user/transactions/${member.uuid}`, undefined, renewed.token);
    }
    expect(rows()).toEqual(written);
    store.close();
    await killHard(first);

    const second = await mockOn(dir);
    const after = await send<Record<string, unknown>>(second.base, 'GET', '/__mock/snapshot');
    expect({ ...after, journal: [] }).toEqual({ ...before, journal: [] });
    // the new password logs in; the session signed with it is still good
    await send(second.base, 'POST', '/api/auth/login', { username: member.username, password: 'changed-99' });
    await send(second.base, 'POST', `/api/auth/user/getCredit/${member.username}`, { balanceType: 'M' }, renewed.token);
  });
});

describe('a stored namespace the schema cannot read', () => {
  it('is set aside (kept for a person), and the namespace starts from the seed with one line saying so', async () => {
    const dir = dataDir();
    const store = NamespaceStore.open(dir);
    store.saveNamespace('qa-old', { version: 1, namespace: 'qa-old', members: 'not a record' });
    store.close();
    const app = await buildApp({ seed: 42, dataDir: dir });
    try {
      const state = await app.inject({ method: 'GET', url: '/__mock/state', headers: { [NAMESPACE_HEADER]: 'qa-old' } });
      expect(state.statusCode).toBe(200);
      expect(state.json<{ members: number }>().members).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    const reopened = NamespaceStore.open(dir);
    try {
      expect(reopened.unreadable('qa-old')).toHaveLength(1);
    } finally {
      reopened.close();
    }
  });
});

describe('a data directory of the old layout (mock-worlds.sqlite, tables worlds and unreadable_worlds)', () => {
  it('is moved to the current names when the store opens, with the commits that were only in the write-ahead log', async () => {
    // The old layout through raw SQL (its CREATE TABLE statements), left as kill -9 leaves it:
    // the files are copied while the writer still has the database open, so no commit has been
    // checkpointed into the file yet and every row is only in the log.
    const writer = dataDir();
    const dir = dataDir();
    const old = new DatabaseSync(join(writer, OLD_LAYOUT.file));
    old.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA wal_autocheckpoint = 0;
      CREATE TABLE IF NOT EXISTS worlds (namespace TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL, saved_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS unreadable_worlds (namespace TEXT NOT NULL, version INTEGER NOT NULL, data TEXT NOT NULL, reason TEXT NOT NULL, set_aside_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshots (name TEXT PRIMARY KEY, description TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    const kept = createNamespaceState({
      namespace: 'qa-kept',
      seed: 42,
      brand: 'default',
      brands: BrandBook.load(),
      catalogue: GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE),
      now: null,
    });
    kept.setWebsiteStatus('MA');
    const unreadable = JSON.stringify({ version: 1, namespace: 'qa-broken', members: 'not a record' });
    old.prepare('INSERT INTO worlds (namespace, version, data, saved_at) VALUES (?, 1, ?, 0)').run('qa-kept', JSON.stringify(kept.data));
    old
      .prepare('INSERT INTO unreadable_worlds (namespace, version, data, reason, set_aside_at) VALUES (?, 1, ?, ?, 0)')
      .run('qa-broken', unreadable, 'Expected object, received string');
    old.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('jwt-secret', 'the-secret-from-before');
    for (const file of [OLD_LAYOUT.file, `${OLD_LAYOUT.file}-wal`]) copyFileSync(join(writer, file), join(dir, file));
    old.close();
    expect(statSync(join(dir, `${OLD_LAYOUT.file}-wal`)).size).toBeGreaterThan(0);

    const store = NamespaceStore.open(dir);
    try {
      expect(store.loadNamespace('qa-kept')).toMatchObject({ namespace: 'qa-kept', websiteStatus: 'MA' });
      expect(store.unreadable('qa-broken')).toEqual([{ reason: 'Expected object, received string', data: unreadable }]);
      expect(store.setting('jwt-secret', () => 'made anew')).toBe('the-secret-from-before');
    } finally {
      store.close();
    }
    expect(readdirSync(dir).filter((file) => file.startsWith(OLD_LAYOUT.file))).toEqual([]);
    const moved = new DatabaseSync(join(dir, STORE_FILE), { readOnly: true });
    try {
      const tables = moved.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
      expect(tables.map((table) => table.name)).toEqual([
        'namespace_records',
        'namespaces',
        'settings',
        'snapshots',
        'unreadable_namespaces',
      ]);
    } finally {
      moved.close();
    }

    // the mock serves the namespace as it was; opening again finds nothing left to move
    const app = await buildApp({ seed: 42, dataDir: dir });
    try {
      const state = await app.inject({ method: 'GET', url: '/__mock/state', headers: { [NAMESPACE_HEADER]: 'qa-kept' } });
      expect(state.json<{ websiteStatus: string }>().websiteStatus).toBe('MA');
    } finally {
      await app.close();
    }
  });
});
