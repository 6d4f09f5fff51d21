import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SNAPSHOTS, MAX_SNAPSHOTS_PER_NAMESPACE, NAMESPACE_HEADER } from '@site/contract/mock-control';

import { openMockClient, type MockClient } from '../../test-support/mock-client';
import { bodyOf } from '../../test-support/target';

/** Named snapshots kept on the mock: save a namespace, restore it into itself or another, delete. */
describe('control API: named snapshots', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  /** Control calls in another namespace than the test's own. */
  const inNamespace = (namespace: string) => ({ extraHeaders: { [NAMESPACE_HEADER]: namespace } });
  const save = async (name: string) => bodyOf(await mock.controlApi.saveSnapshot({ params: { name }, body: {} }), 200);
  const savedSnapshots = async () => bodyOf(await mock.controlApi.savedSnapshots(), 200);

  it('restores a named snapshot: the member is back to the credit and level it had, also in another namespace', async () => {
    const member = await mock.member({ credit: 700, level: 3, username: 'snapper01' });
    const saved = await save('before-withdraw');
    expect(saved).toMatchObject({ name: 'before-withdraw', namespace: mock.target.namespace, brand: 'default' });
    expect(saved.bytes).toBeGreaterThan(1000);

    await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 200 } });
    bodyOf(await mock.controlApi.setLevel({ params: { username: 'snapper01' }, body: { level: 1 } }), 200);
    expect(await mock.credit(member)).toBe(500);

    const restored = bodyOf(await mock.controlApi.restoreSnapshot({ params: { name: 'before-withdraw' }, body: {} }), 200);
    expect(restored.namespace).toBe(mock.target.namespace);
    expect(await mock.credit(member)).toBe(700);
    const profile = await mock.api(member).user.detail({ params: { uuid: member.uuid } });
    expect(profile.status === 200 && profile.body.data.level).toBe(3);

    // the shelf is the mock's, not the namespace's: another namespace restores it under its own name
    const inOther = inNamespace(`${mock.target.namespace}-other`);
    const state = await mock.controlApi.restoreSnapshot({ params: { name: 'before-withdraw' }, body: {}, ...inOther });
    expect(bodyOf(state, 200).namespace).toBe(`${mock.target.namespace}-other`);
    const members = await mock.controlApi.members({ query: { q: 'snapper01' }, ...inOther });
    expect(bodyOf(members, 200)).toMatchObject([{ username: 'snapper01', credit: 700 }]);
    // restoring twice gives the same state again (the kept copy is never the live one)
    await mock.api(member).withdraw.create({ params: { uuid: member.uuid }, body: { amount: 100 } });
    bodyOf(await mock.controlApi.restoreSnapshot({ params: { name: 'before-withdraw' }, body: {} }), 200);
    expect(await mock.credit(member)).toBe(700);
  });

  it('lists snapshots newest first, replaces one saved under the same name, deletes one', async () => {
    await save('list-a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save('list-b');
    const names = (await savedSnapshots()).map((s) => s.name);
    expect(names.indexOf('list-b')).toBeLessThan(names.indexOf('list-a'));
    await mock.member({ username: 'latecomer1' });
    const replaced = await save('list-a');
    expect((await savedSnapshots()).filter((s) => s.name === 'list-a')).toEqual([replaced]);
    bodyOf(await mock.controlApi.deleteSnapshot({ params: { name: 'list-a' } }), 200);
    expect((await savedSnapshots()).map((s) => s.name)).not.toContain('list-a');
  });

  it('keeps a name another namespace saved: replacing or deleting it from here is a Thai 409 unless asked for, and changes nothing', async () => {
    const teamB = inNamespace(`${mock.target.namespace}-team-b`);
    const shared = { params: { name: 'shared-name' } };
    bodyOf(await mock.controlApi.createNamespace({ body: { namespace: `${mock.target.namespace}-team-b` } }), 200);
    const mine = await save('shared-name');
    const overwrite = await mock.controlApi.saveSnapshot({ ...shared, body: {}, ...teamB });
    expect(bodyOf(overwrite, 409).message).toContain(mock.target.namespace);
    bodyOf(await mock.controlApi.deleteSnapshot({ ...shared, ...teamB }), 409);
    expect((await savedSnapshots()).filter((s) => s.name === 'shared-name')).toEqual([mine]);

    // asked for: team B replaces it, and this namespace may then delete team B's
    const replaced = await mock.controlApi.saveSnapshot({ ...shared, body: { overwriteOtherNamespace: true }, ...teamB });
    expect(bodyOf(replaced, 200).namespace).toBe(`${mock.target.namespace}-team-b`);
    bodyOf(await mock.controlApi.deleteSnapshot(shared), 409);
    bodyOf(await mock.controlApi.deleteSnapshot({ ...shared, query: { otherNamespace: 'allow' } }), 200);
    expect((await savedSnapshots()).map((s) => s.name)).not.toContain('shared-name');
  });

  it('answers a Thai 404 for an unknown name, 400 for a bad one, and 409 when the shelf is full', async () => {
    const missing = await mock.controlApi.restoreSnapshot({ params: { name: 'never-saved' }, body: {} });
    expect(bodyOf(missing, 404).message).toMatch(/ไม่พบ/);
    bodyOf(await mock.controlApi.deleteSnapshot({ params: { name: 'never-saved' } }), 404);
    bodyOf(await mock.controlApi.saveSnapshot({ params: { name: 'bad%20name' }, body: {} }), 400);

    const kept = (await savedSnapshots()).length;
    // from several namespaces: one namespace keeps at most MAX_SNAPSHOTS_PER_NAMESPACE (docs/design/mock.md#bounds)
    for (let i = kept; i < MAX_SAVED_SNAPSHOTS; i += 1) {
      const namespace = `${mock.target.namespace}-fill${Math.floor(i / MAX_SNAPSHOTS_PER_NAMESPACE)}`;
      await mock.controlApi.createNamespace({ body: { namespace } }); // 409 once it exists
      bodyOf(await mock.controlApi.saveSnapshot({ params: { name: `fill-${i}` }, body: {}, ...inNamespace(namespace) }), 200);
    }
    const full = await mock.controlApi.saveSnapshot({ params: { name: 'one-too-many' }, body: {} });
    expect(bodyOf(full, 409).message).toMatch(/สูงสุด/);
    // replacing a kept name still works on a full shelf
    const last = inNamespace(`${mock.target.namespace}-fill${Math.floor((MAX_SAVED_SNAPSHOTS - 1) / MAX_SNAPSHOTS_PER_NAMESPACE)}`);
    bodyOf(await mock.controlApi.saveSnapshot({ params: { name: `fill-${MAX_SAVED_SNAPSHOTS - 1}` }, body: {}, ...last }), 200);
  });
});
