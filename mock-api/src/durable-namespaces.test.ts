import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { buildApp } from './app';
import { NamespaceStore } from './state/namespace-store';
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

describe('durable namespaces: with MOCK_DATA_DIR a namespace survives kill -9 and a restart (decision 156)', () => {
  it('a deposit answered 200, then SIGKILL: after a restart on the same directory the balance, ledger, named snapshot and sessions are there', async () => {
    const dir = dataDir();
    // shared, as compose runs it: the JWT secret it makes is kept in the store too
    const shared = { MOCK_HOST: '0.0.0.0', MOCK_CONTROL_TOKEN: 'qa-control-token-123' };
    const first = await mockOn(dir, shared);
    expect(first.output()).toMatch(/random JWT secret kept in MOCK_DATA_DIR/);
    const control = (base: string) => mockControlClient(base, { namespace: 'qa-anna', env: shared });
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

describe('a stored namespace the schema cannot read', () => {
  it('is set aside (kept for a person), and the namespace starts from the seed with one line saying so', async () => {
    const dir = dataDir();
    const store = NamespaceStore.open(dir);
    store.saveNamespace('qa-old', 1, JSON.stringify({ version: 1, namespace: 'qa-old', members: 'not a record' }));
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
