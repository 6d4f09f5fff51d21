import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { endSession, getSession } from '@/lib/session';
import { useMockFetch, type MockFetch } from '@/test/mock-fetch';
import { LoginForm } from './login-form';

let mock: MockFetch;
/** The mock answers in this process; its first login (cold) can take more than Testing Library's 1 s on two busy cores. */
const MOCK_ANSWERED = { timeout: 5_000 };

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

function renderForm(onLoggedIn: () => void = () => undefined) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LoginForm onLoggedIn={onLoggedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('LoginForm against the mock', () => {
  it('logs the demo member in: token and current user stored, spec 7 headers sent', async () => {
    let loggedIn = false;
    renderForm(() => {
      loggedIn = true;
    });
    fill('ชื่อผู้ใช้หรือเบอร์โทรศัพท์', 'demo');
    fill('รหัสผ่าน', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(loggedIn).toBe(true), MOCK_ANSWERED);
    const session = getSession();
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.user?.user_pass.username).toBe('demo');
    expect(window.localStorage.getItem('member-site.current-user')).toContain('"username":"demo"');
    const login = mock.requests.find((request) => request.url === '/api/auth/login');
    expect(login?.headers).toMatchObject({ channel: 'web', platform: 'DSK' });
    expect(login?.headers.webversion).toBeTruthy();
    expect(login?.headers.webhostname).toBeDefined();
  });

  it('logs in with the phone number too', async () => {
    let loggedIn = false;
    renderForm(() => {
      loggedIn = true;
    });
    fill('ชื่อผู้ใช้หรือเบอร์โทรศัพท์', '0812345678');
    fill('รหัสผ่าน', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(loggedIn).toBe(true), MOCK_ANSWERED);
    expect(getSession().user?.phone).toBe('0812345678');
  });

  it('shows the server message on a wrong password and stores nothing', async () => {
    renderForm();
    fill('ชื่อผู้ใช้หรือเบอร์โทรศัพท์', 'demo');
    fill('รหัสผ่าน', 'not-the-password');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const error = await screen.findByTestId('login-error', {}, MOCK_ANSWERED);
    const direct = await mock.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'not-the-password' },
    });
    expect(direct.statusCode).toBe(401);
    expect(error.textContent).toBe(direct.json<{ message: string }>().message);
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('sends a member who forgot the password to the staff: the contact page', () => {
    renderForm();
    expect(screen.getByText('ลืมรหัสผ่าน?', { exact: false }).querySelector('a')?.getAttribute('href')).toBe('/contact');
  });

  it('validates with the contract schema before sending (Thai messages)', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await screen.findByText('กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์');
    expect(screen.getByText('รหัสผ่านต้องมี 6-32 ตัวอักษร')).toBeDefined();
    expect(mock.requests).toEqual([]);
  });

  it('puts the focus on the first field in error, and a corrected field loses its message as the member types', async () => {
    renderForm();
    fill('รหัสผ่าน', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await screen.findByText('กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์');
    expect(document.activeElement).toBe(screen.getByLabelText('ชื่อผู้ใช้หรือเบอร์โทรศัพท์'));
    expect(screen.queryByText('รหัสผ่านต้องมี 6-32 ตัวอักษร')).toBeNull();
    fill('ชื่อผู้ใช้หรือเบอร์โทรศัพท์', 'demo');
    await waitFor(() => expect(screen.queryByText('กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์')).toBeNull());
    expect(mock.requests).toEqual([]);
  });
});
