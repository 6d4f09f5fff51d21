import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '../../demo-members';
import { messages } from '../../lib/messages';
import { bodyOf, contractClient, controlClient, login, openMock, type Session, type Target } from '../../test-support/target';

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

  const detail = (session: Session, token = session.token) =>
    contractClient(target, { token }).user.detail({ params: { uuid: session.uuid } });
  const detailStatus = async (session: Session, token = session.token) => (await detail(session, token)).status;

  const changePassword = (token: string, oldPassword: string) =>
    contractClient(target, { token }).user.changePassword({
      params: { uuid: phone.uuid },
      body: { oldPassword, newPassword, confirmPassword: newPassword },
    });

  it('a wrong current password changes nothing: every session and the old password still work', async () => {
    bodyOf(await changePassword(phone.token, 'not-the-password'), 422);
    expect(await detailStatus(phone)).toBe(200);
    expect(await detailStatus(laptop)).toBe(200);
    // the contract leaves a snapshot's records opaque: the field read here is the mock's own
    const members = bodyOf(await controlClient(target).snapshot(), 200).members as Record<string, { sessionVersion?: number }>;
    expect(members[demo.uuid]?.sessionVersion).toBe(0);
    await login(target, demo);
  });

  it('answers with a new token: it works, every earlier one is refused with the Thai 401, the other member keeps theirs', async () => {
    const renewed = bodyOf(await changePassword(phone.token, demo.password), 200);
    expect(renewed.message).toBe(messages.user.passwordChanged);
    expect(renewed.token).not.toBe(phone.token);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());

    expect(await detailStatus(phone, renewed.token)).toBe(200);
    for (const earlier of [phone, laptop]) {
      expect(bodyOf(await detail(earlier), 401)).toMatchObject({ message: messages.sessionRevoked, code: 'TOKEN_REVOKED' });
    }
    expect(await detailStatus(otherMember)).toBe(200);
  });

  it('the new password logs in, and a later login does not end the renewed session', async () => {
    const renewed = await changePassword(phone.token, demo.password);
    expect(renewed.status, 'the revoked token cannot change the password again').toBe(401);
    bodyOf(await contractClient(target).auth.login({ body: { username: demo.username, password: demo.password } }), 401);
    const first = await login(target, { username: demo.username, password: newPassword });
    const second = await login(target, { username: demo.username, password: newPassword });
    expect(await detailStatus(first)).toBe(200);
    expect(await detailStatus(second)).toBe(200);
  });

  it('the same member in another namespace keeps its sessions', async () => {
    const elsewhere = { [NAMESPACE_HEADER]: `${target.namespace}-other` };
    const response = await contractClient(target).auth.login({
      body: { username: demo.username, password: demo.password },
      extraHeaders: elsewhere,
    });
    const { token } = bodyOf(response, 200);
    bodyOf(await contractClient(target, { token }).user.detail({ params: { uuid: demo.uuid }, extraHeaders: elsewhere }), 200);
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
    const changed = await contractClient(target, before).user.changePassword({
      params: { uuid: before.uuid },
      body: { oldPassword: demo.password, newPassword: 'renewed-pass-42', confirmPassword: 'renewed-pass-42' },
    });
    const renewedToken = bodyOf(changed, 200).token;
    const detailStatus = async (token: string) =>
      (await contractClient(target, { token }).user.detail({ params: { uuid: demo.uuid } })).status;
    const control = controlClient(target);

    // the contract leaves a snapshot's records opaque: the field read here is the mock's own
    const snapshot = bodyOf(await control.snapshot(), 200) as { members: Record<string, { sessionVersion?: number }> };
    expect(snapshot.members[demo.uuid]?.sessionVersion).toBe(1);
    bodyOf(await control.restore({ body: snapshot }), 200);
    expect(await detailStatus(renewedToken)).toBe(200);
    expect(await detailStatus(before.token)).toBe(401);

    const withoutVersion = structuredClone(snapshot);
    for (const member of Object.values(withoutVersion.members)) delete member.sessionVersion;
    bodyOf(await control.restore({ body: withoutVersion }), 200);
    expect(await detailStatus(before.token)).toBe(200);
    expect(await detailStatus(renewedToken)).toBe(401);
  });
});
