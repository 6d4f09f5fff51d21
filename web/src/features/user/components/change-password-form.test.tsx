import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { initClient } from '@ts-rest/core';
import { type Session } from '@site/contract';
import { userContract } from '@site/contract/domains/user';
import { memberSiteFetcher } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { endSession, getSession, renewToken, startSession } from '@/lib/session';
import { useMockFetch, type MockFetch } from '@/test/mock-fetch';
import { ChangePasswordForm } from './change-password-form';

let mock: MockFetch;

beforeAll(async () => {
  mock = await useMockFetch();
});

afterEach(() => {
  cleanup();
  endSession();
  mock.requests.length = 0;
});

afterAll(async () => {
  await mock.close();
});

/** Logs a member in on the mock directly: another device, or the session this page starts with. */
async function logIn(username: string, password = 'demo1234'): Promise<Session> {
  const response = await mock.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(response.statusCode).toBe(200);
  return response.json<Session>();
}

async function detailStatus(session: Session, token: string): Promise<{ status: number; message: string }> {
  const response = await mock.app.inject({
    method: 'GET',
    url: `/api/auth/user/detail/${session.data.uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message ?? '' };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('ChangePasswordForm against the mock (docs/design/mock.md#sessions)', () => {
  it('keeps the new token of the answer: this page stays logged in, every earlier token is refused', async () => {
    const here = await logIn('demo');
    const otherDevice = await logIn('demo');
    startSession(here.token, here.data);
    render(
      <QueryClientProvider client={queryClient}>
        <ChangePasswordForm uuid={here.data.uuid} />
      </QueryClientProvider>,
    );
    fill('รหัสผ่านเดิม', 'demo1234');
    fill('รหัสผ่านใหม่', 'renewed-42');
    fill('ยืนยันรหัสผ่านใหม่', 'renewed-42');
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await screen.findByTestId('password-changed');

    const { token, user } = getSession();
    expect(user?.uuid).toBe(here.data.uuid);
    expect(token).not.toBe(here.token);
    expect(window.localStorage.getItem('member-site.token')).toBe(token);
    expect((await detailStatus(here, token ?? '')).status).toBe(200);
    for (const earlier of [here.token, otherDevice.token]) {
      const refused = await detailStatus(here, earlier);
      expect(refused.status).toBe(401);
      expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('a request answered 401 for the token a password change just replaced is asked again with the new one', async () => {
    const session = await logIn('demo2');
    startSession(session.token, session.data);
    // The change happens on the server (as from this page) while a profile read is on its way:
    // the read meets the revoked token, and the change's answer arrives before the read's.
    const changed = await mock.app.inject({
      method: 'POST',
      url: `/api/auth/user/change-password/${session.data.uuid}`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { oldPassword: 'demo1234', newPassword: 'renewed-42', confirmPassword: 'renewed-42' },
    });
    const renewed = changed.json<{ token: string }>().token;
    const answerFromMock = globalThis.fetch;
    let renewedWhileOnItsWay = false;
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const response = await answerFromMock(input, init);
      if (!renewedWhileOnItsWay) {
        renewedWhileOnItsWay = true;
        renewToken(session.data.uuid, renewed);
      }
      return response;
    });
    try {
      const api = initClient(userContract, { baseUrl: '', baseHeaders: {}, api: memberSiteFetcher });
      const detail = await api.detail({ params: { uuid: session.data.uuid } });
      expect(detail.status).toBe(200);
    } finally {
      vi.stubGlobal('fetch', answerFromMock);
    }
    expect(mock.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${session.token}`, `Bearer ${renewed}`]);
    expect(getSession()).toMatchObject({ token: renewed, user: { uuid: session.data.uuid } });
  });
});
