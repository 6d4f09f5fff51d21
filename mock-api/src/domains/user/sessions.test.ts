import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '../../demo-members';
import { messages } from '../../lib/messages';
import { expectContract, login, openMock, pathOf, type Session, type Target } from '../../test-support/target';

/**
 * docs/design/mock.md#sessions: a password change ends every session the member held before it; the device
 * that changed it gets a new token in the answer. Against the mock in process, since the test
 * changes the demo member's password.
 */
describe('a password change revokes earlier sessions', () => {
  const [demo, otherDemo] = DEMO_MEMBERS;
  const newPassword = 'renewed-pass-42';
  let target: Target;
  let phone: Session;
  let laptop: Session;
  let otherMember: Session;

  beforeAll(async () => {
    target = await openMock();
    phone = await login(target, demo);
    laptop = await login(target, demo);
    otherMember = await login(target, otherDemo);
  });
  afterAll(() => target.close());

  const detailStatus = async (session: Session, token = session.token) =>
    (await target.request('GET', pathOf(contract.user.detail, { uuid: session.uuid }), { token })).status;

  const changePassword = (token: string, oldPassword: string) =>
    target.request('POST', pathOf(contract.user.changePassword, { uuid: phone.uuid }), {
      token,
      body: { oldPassword, newPassword, confirmPassword: newPassword },
    });

  it('a wrong current password changes nothing: every session and the old password still work', async () => {
    const refused = await changePassword(phone.token, 'not-the-password');
    expectContract(contract.user.changePassword, refused, 422);
    expect(await detailStatus(phone)).toBe(200);
    expect(await detailStatus(laptop)).toBe(200);
    const snapshot = await target.request('GET', '/__mock/snapshot');
    const members = (snapshot.body as { members: Record<string, { sessionVersion: number }> }).members;
    expect(members[demo.uuid]?.sessionVersion).toBe(0);
    await login(target, demo);
  });

  it('answers with a new token: it works, every earlier one is refused with the Thai 401, the other member keeps theirs', async () => {
    const changed = await changePassword(phone.token, demo.password);
    expectContract(contract.user.changePassword, changed, 200);
    const renewed = changed.body as { message: string; token: string; expiresAt: string };
    expect(renewed.message).toBe(messages.user.passwordChanged);
    expect(renewed.token).not.toBe(phone.token);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());

    expect(await detailStatus(phone, renewed.token)).toBe(200);
    for (const earlier of [phone, laptop]) {
      const refused = await target.request('GET', pathOf(contract.user.detail, { uuid: earlier.uuid }), { token: earlier.token });
      expectContract(contract.user.detail, refused, 401);
      expect(refused.body).toMatchObject({ message: messages.sessionRevoked, code: 'TOKEN_REVOKED' });
    }
    expect(await detailStatus(otherMember)).toBe(200);
  });

  it('the new password logs in, and a later login does not end the renewed session', async () => {
    const renewed = await changePassword(phone.token, demo.password);
    expect(renewed.status, 'the revoked token cannot change the password again').toBe(401);
    const oldPassword = await target.request('POST', contract.auth.login.path, {
      body: { username: demo.username, password: demo.password },
    });
    expect(oldPassword.status).toBe(401);
    const first = await login(target, { username: demo.username, password: newPassword });
    const second = await login(target, { username: demo.username, password: newPassword });
    expect(await detailStatus(first)).toBe(200);
    expect(await detailStatus(second)).toBe(200);
  });

  it('the same member in another namespace keeps its sessions', async () => {
    const elsewhere = { [NAMESPACE_HEADER]: `${target.namespace}-other` };
    const response = await target.request('POST', contract.auth.login.path, {
      body: { username: demo.username, password: demo.password },
      headers: elsewhere,
    });
    const token = (response.body as { token: string }).token;
    const path = pathOf(contract.user.detail, { uuid: demo.uuid });
    expect((await target.request('GET', path, { token, headers: elsewhere })).status).toBe(200);
  });
});

describe('snapshots carry the session version', () => {
  const [demo] = DEMO_MEMBERS;
  let target: Target;
  beforeAll(async () => {
    target = await openMock();
  });
  afterAll(() => target.close());

  it('a restore brings back the sessions valid at the snapshot; a snapshot without the field restores at version 0', async () => {
    const before = await login(target, demo);
    const changed = await target.request('POST', pathOf(contract.user.changePassword, { uuid: before.uuid }), {
      token: before.token,
      body: { oldPassword: demo.password, newPassword: 'renewed-pass-42', confirmPassword: 'renewed-pass-42' },
    });
    const renewedToken = (changed.body as { token: string }).token;
    const path = pathOf(contract.user.detail, { uuid: demo.uuid });

    const snapshot = (await target.request('GET', '/__mock/snapshot')).body as { members: Record<string, Record<string, unknown>> };
    expect(snapshot.members[demo.uuid]?.sessionVersion).toBe(1);
    expect((await target.request('POST', '/__mock/restore', { body: snapshot })).status).toBe(200);
    expect((await target.request('GET', path, { token: renewedToken })).status).toBe(200);
    expect((await target.request('GET', path, { token: before.token })).status).toBe(401);

    const withoutVersion = structuredClone(snapshot);
    for (const member of Object.values(withoutVersion.members)) delete member.sessionVersion;
    expect((await target.request('POST', '/__mock/restore', { body: withoutVersion })).status).toBe(200);
    expect((await target.request('GET', path, { token: before.token })).status).toBe(200);
    expect((await target.request('GET', path, { token: renewedToken })).status).toBe(401);
  });
});
