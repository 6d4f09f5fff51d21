import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../demo-members';
import { login } from '../../test-support/target';
import { openMockClient, type MockClient } from '../../test-support/mock-client';

const step1 = { phone: '0651234567', username: 'newmember1', password: 'secret12', confirmPassword: 'secret12' };
const step2 = { bankName: 'GSB', bankId: '020012345678', name: 'ทดลอง สมัครใหม่' };

describe('registration rules', () => {
  let mock: MockClient;
  beforeAll(async () => {
    mock = await openMockClient();
  });
  afterAll(() => mock.close());

  it("registers with an affiliate code and marketing source, logs in, and joins the inviter's downline", async () => {
    const response = await mock.target.request('POST', '/api/user/register', {
      body: { step1, step2, afCode: 'demo2024', team: 'teamA', marketing: 'facebook' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const session = await login(mock.target, { username: step1.phone, password: step1.password });
    const account = await mock.as(session)<{ data: { inviter: string; team: string; marketing: string } }>(
      'GET',
      `/api/auth/user/${session.uuid}`,
    );
    expect(account.body.data).toMatchObject({ inviter: 'DEMO2024', team: 'teamA', marketing: 'facebook' });
    const demo = await login(mock.target, DEMO_MEMBERS[0]);
    const downline = await mock.as(demo)<{ data: { users: Record<string, unknown> } }>(
      'GET',
      `/api/auth/affiliate/downline/${demo.username}`,
    );
    expect(Object.keys(downline.body.data.users)).toContain(step1.username);
    const check = await mock.target.request('GET', `/api/user/checkUsername/${step1.username}`);
    expect((check.body as { data: { available: boolean } }).data.available).toBe(false);
  });

  it('rejects duplicates with 409 and Thai messages, and a wrong account length with 422', async () => {
    const again = await mock.target.request('POST', '/api/user/register', { body: { step1, step2 } });
    expect(again.status).toBe(409);
    const samePhone = await mock.target.request('POST', '/api/user/register', {
      body: { step1: { ...step1, username: 'another01' }, step2 },
    });
    expect((samePhone.body as { code: string }).code).toBe('PHONE_TAKEN');
    const sameBank = await mock.target.request('POST', '/api/user/register', {
      body: { step1: { ...step1, username: 'another01', phone: '0659999999' }, step2 },
    });
    expect((sameBank.body as { code: string }).code).toBe('BANK_TAKEN');
    const shortGsb = await mock.target.request('POST', '/api/user/register', {
      body: { step1: { ...step1, username: 'another01', phone: '0659999999' }, step2: { ...step2, bankId: '0200123456' } },
    });
    expect(shortGsb.status).toBe(422);
    expect((shortGsb.body as { message: string }).message).toContain('12');
    const unknownInviter = await mock.target.request('POST', '/api/user/register', {
      body: {
        step1: { ...step1, username: 'another01', phone: '0659999999' },
        step2: { ...step2, bankId: '020099999999' },
        afCode: 'NOBODY99',
      },
    });
    expect(unknownInviter.status).toBe(422);
  });

  it('looks up account names and refuses a number the bank does not know', async () => {
    const known = await mock.target.request('POST', '/api/bank/name', { body: { bankName: 'KBANK', bankId: '1234567890' } });
    expect((known.body as { data: { accountName: string } }).data.accountName).toBe(DEMO_MEMBERS[0].name);
    expect((await mock.target.request('POST', '/api/bank/name', { body: { bankName: 'KBANK', bankId: '1111111111' } })).status).toBe(404);
  });
});
