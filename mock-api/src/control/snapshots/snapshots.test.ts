import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SNAPSHOTS,
  MAX_SNAPSHOTS_PER_NAMESPACE,
  NAMESPACE_HEADER,
  type MockState,
  type SavedSnapshot,
} from '@site/contract/mock-control';
import { openMockClient, type MockClient } from '../../test-support/mock-client';
import type { Target } from '../../test-support/target';

/** Named snapshots kept on the mock: save a namespace, restore it into itself or another, delete. */
describe('control API: named snapshots', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  async function call<T>(target: Target, method: string, path: string, body?: unknown) {
    const response = await target.request(method, path, { body });
    return { status: response.status, body: response.body as T };
  }

  it('restores a named snapshot: the member is back to the credit and level it had, also in another namespace', async () => {
    const member = await mock.member({ credit: 700, level: 3, username: 'snapper01' });
    const saved = await mock.control<SavedSnapshot>('PUT', '/__mock/snapshots/before-withdraw', {});
    expect(saved).toMatchObject({ name: 'before-withdraw', namespace: mock.target.namespace, brand: 'default' });
    expect(saved.bytes).toBeGreaterThan(1000);

    await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 200 } });
    await mock.control('POST', '/__mock/members/snapper01/level', { level: 1 });
    expect(await mock.credit(member)).toBe(500);

    const restored = await mock.control<MockState>('POST', '/__mock/snapshots/before-withdraw/restore', {});
    expect(restored.namespace).toBe(mock.target.namespace);
    expect(await mock.credit(member)).toBe(700);
    const profile = await mock.api(member).user.detail({ params: { uuid: member.uuid } });
    expect(profile.status === 200 && profile.body.data.level).toBe(3);

    // the shelf is the mock's, not the namespace's: another namespace restores it under its own name
    const inOther = { headers: { [NAMESPACE_HEADER]: `${mock.target.namespace}-other` } };
    const state = await mock.target.request('POST', '/__mock/snapshots/before-withdraw/restore', { body: {}, ...inOther });
    expect((state.body as MockState).namespace).toBe(`${mock.target.namespace}-other`);
    const members = await mock.target.request('GET', '/__mock/members?q=snapper01', inOther);
    expect(members.body).toMatchObject([{ username: 'snapper01', credit: 700 }]);
    // restoring twice gives the same state again (the kept copy is never the live one)
    await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 } });
    await mock.control('POST', '/__mock/snapshots/before-withdraw/restore', {});
    expect(await mock.credit(member)).toBe(700);
  });

  it('lists snapshots newest first, replaces one saved under the same name, deletes one', async () => {
    await mock.control('PUT', '/__mock/snapshots/list-a', {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mock.control('PUT', '/__mock/snapshots/list-b', {});
    const names = (await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).map((s) => s.name);
    expect(names.indexOf('list-b')).toBeLessThan(names.indexOf('list-a'));
    await mock.member({ username: 'latecomer1' });
    const replaced = await mock.control<SavedSnapshot>('PUT', '/__mock/snapshots/list-a', {});
    expect((await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).filter((s) => s.name === 'list-a')).toEqual([replaced]);
    await mock.control('DELETE', '/__mock/snapshots/list-a');
    expect((await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).map((s) => s.name)).not.toContain('list-a');
  });

  it('keeps a name another namespace saved: replacing or deleting it from here is a Thai 409 unless asked for, and changes nothing', async () => {
    const teamB = { headers: { [NAMESPACE_HEADER]: `${mock.target.namespace}-team-b` } };
    await mock.control('POST', '/__mock/namespaces', { namespace: `${mock.target.namespace}-team-b` });
    const mine = await mock.control<SavedSnapshot>('PUT', '/__mock/snapshots/shared-name', {});
    const overwrite = await mock.target.request('PUT', '/__mock/snapshots/shared-name', { body: {}, ...teamB });
    expect(overwrite.status).toBe(409);
    expect((overwrite.body as { message: string }).message).toContain(mock.target.namespace);
    expect((await mock.target.request('DELETE', '/__mock/snapshots/shared-name', teamB)).status).toBe(409);
    expect((await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).filter((s) => s.name === 'shared-name')).toEqual([mine]);

    // asked for: team B replaces it, and this namespace may then delete team B's
    const replaced = await mock.target.request('PUT', '/__mock/snapshots/shared-name', {
      body: { overwriteOtherNamespace: true },
      ...teamB,
    });
    expect(replaced.status).toBe(200);
    expect((replaced.body as SavedSnapshot).namespace).toBe(`${mock.target.namespace}-team-b`);
    expect((await call(mock.target, 'DELETE', '/__mock/snapshots/shared-name')).status).toBe(409);
    expect((await call(mock.target, 'DELETE', '/__mock/snapshots/shared-name?otherNamespace=allow')).status).toBe(200);
    expect((await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).map((s) => s.name)).not.toContain('shared-name');
  });

  it('answers a Thai 404 for an unknown name, 400 for a bad one, and 409 when the shelf is full', async () => {
    const missing = await call<{ message: string }>(mock.target, 'POST', '/__mock/snapshots/never-saved/restore', {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/ไม่พบ/);
    expect((await call(mock.target, 'DELETE', '/__mock/snapshots/never-saved')).status).toBe(404);
    expect((await call(mock.target, 'PUT', '/__mock/snapshots/bad%20name', {})).status).toBe(400);

    const kept = (await mock.control<SavedSnapshot[]>('GET', '/__mock/snapshots')).length;
    // from several namespaces: one namespace keeps at most MAX_SNAPSHOTS_PER_NAMESPACE (docs/design/mock.md#bounds)
    for (let i = kept; i < MAX_SAVED_SNAPSHOTS; i += 1) {
      const namespace = `${mock.target.namespace}-fill${Math.floor(i / MAX_SNAPSHOTS_PER_NAMESPACE)}`;
      await call(mock.target, 'POST', '/__mock/namespaces', { namespace }); // 409 once it exists
      const from = { headers: { [NAMESPACE_HEADER]: namespace } };
      expect((await mock.target.request('PUT', `/__mock/snapshots/fill-${i}`, { body: {}, ...from })).status).toBe(200);
    }
    const full = await call<{ message: string }>(mock.target, 'PUT', '/__mock/snapshots/one-too-many', {});
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/สูงสุด/);
    // replacing a kept name still works on a full shelf
    const last = {
      headers: {
        [NAMESPACE_HEADER]: `${mock.target.namespace}-fill${Math.floor((MAX_SAVED_SNAPSHOTS - 1) / MAX_SNAPSHOTS_PER_NAMESPACE)}`,
      },
    };
    expect((await mock.target.request('PUT', `/__mock/snapshots/fill-${MAX_SAVED_SNAPSHOTS - 1}`, { body: {}, ...last })).status).toBe(200);
  });
});
