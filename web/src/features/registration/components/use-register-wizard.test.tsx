import { CONTROL_REQUEST_HEADERS } from '@site/contract/mock-control';
import { type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { endSession, getSession } from '@/lib/session';
import { useMockFetch, type MockFetch } from '@/test/mock-fetch';
import { type RegisterWizardOptions, useRegisterWizard } from './use-register-wizard';

let mock: MockFetch;
const DEMO = { username: 'demo', password: 'demo1234', phone: '0812345678' };
/** Live checks answer after a pause in typing (400 ms) and a round trip to the mock. */
const settle = { timeout: 5_000 };
/** A quick typist's gap between keys: the live checks' pause must swallow it. */
const KEYSTROKE_MS = 100;

beforeAll(async () => {
  mock = await useMockFetch();
});

afterEach(async () => {
  cleanup();
  endSession();
  mock.requests.length = 0;
  await mock.app.inject({ method: 'DELETE', url: '/__mock/faults', headers: CONTROL_REQUEST_HEADERS });
});

afterAll(async () => {
  await mock.close();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

function renderWizard(options: Partial<RegisterWizardOptions> = {}) {
  return renderHook(() => useRegisterWizard({ onRegistered: () => undefined, ...options }), { wrapper });
}

/** What the mock itself answers, to compare the hook's state with. */
async function direct<T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<{ status: number; body: T }> {
  const response = await mock.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function demoLogin() {
  const login = await direct<{ token: string; data: { uuid: string; user_bank: { bankName: string; bankId: string } } }>(
    'POST',
    '/api/auth/login',
    { username: DEMO.username, password: DEMO.password },
  );
  return { token: login.body.token, ...login.body.data };
}

async function holderOf(bankName: string, bankId: string): Promise<string> {
  const holder = await direct<{ data: { accountName: string } }>('POST', '/api/bank/name', { bankName, bankId });
  expect(holder.status).toBe(200);
  return holder.body.data.accountName;
}

const phoneChecks = () => mock.requests.filter((request) => request.url.startsWith('/api/user/checkPhone/')).map((r) => r.url);

describe('useRegisterWizard against the mock', () => {
  it('checks the phone once typing pauses, holds step 1 while it is taken, and keeps step 1 when going back', async () => {
    const { result } = renderWizard();
    const step1 = () => result.current.account.form;
    const taken = await direct<{ data: { message: string } }>('GET', `/api/user/checkPhone/${DEMO.phone}`);

    // Two well-formed numbers a keystroke apart (well under the pause): only the last is asked about.
    act(() => step1().setValue('phone', '0861111111'));
    await act(() => new Promise((resolve) => setTimeout(resolve, KEYSTROKE_MS)));
    act(() => step1().setValue('phone', DEMO.phone));
    await waitFor(() => expect(result.current.account.phone.error).toBe(taken.body.data.message), settle);
    expect(result.current.account.phone.blocked).toBe(true);
    expect(phoneChecks()).toEqual([`/api/user/checkPhone/${DEMO.phone}`]);

    act(() => {
      step1().setValue('username', 'wizard01');
      step1().setValue('password', 'secret123');
      step1().setValue('confirmPassword', 'secret123');
    });
    await waitFor(() => expect(result.current.account.username.hint).toMatch(/^✓ /), settle);
    await act(() => result.current.account.next());
    expect(result.current.step).toBe(1);

    act(() => step1().setValue('phone', '0861111111'));
    await waitFor(() => expect(result.current.account.phone.hint).toMatch(/^✓ /), settle);
    await act(() => result.current.account.next());
    expect(result.current.step).toBe(2);

    act(() => result.current.bank.back());
    expect(result.current.step).toBe(1);
    expect(step1().getValues()).toEqual({ phone: '0861111111', username: 'wizard01', password: 'secret123', confirmPassword: 'secret123' });
  });

  it('goes on to step 2 by itself when next is pressed while a live check is still on its way', async () => {
    const { result } = renderWizard();
    const step1 = () => result.current.account.form;
    const slow = await mock.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: CONTROL_REQUEST_HEADERS,
      payload: { route: 'GET /api/user/checkUsername/*', latencyMs: 1_000 },
    });
    expect(slow.statusCode).toBe(200);
    act(() => {
      step1().setValue('phone', '0861111112');
      step1().setValue('username', 'wizard02');
      step1().setValue('password', 'secret123');
      step1().setValue('confirmPassword', 'secret123');
    });
    await waitFor(() => expect(result.current.account.username.blocked).toBe(true), settle);
    expect(result.current.account.username.error).toBeUndefined();
    await act(() => result.current.account.next());
    expect(result.current.step).toBe(1);
    await waitFor(() => expect(result.current.step).toBe(2), settle);
    expect(result.current.account.username.hint).toMatch(/^✓ /);
  });

  it('fills the holder’s name for a free account, shows a failed lookup’s message, and looks up again on retry (spec 8)', async () => {
    const { result } = renderWizard();
    const step2 = () => result.current.bank.form;
    act(() => step2().setValue('bankName', 'KBANK'));
    act(() => step2().setValue('bankId', '4081526374'));
    const holder = await holderOf('KBANK', '4081526374');
    await waitFor(() => expect(step2().getValues('name')).toBe(holder), settle);
    expect(result.current.bank.accountName.failure).toBeUndefined();

    // The mock knows no holder for one repeated digit: its message, and no name left behind.
    const refused = await direct<{ message: string }>('POST', '/api/bank/name', { bankName: 'KBANK', bankId: '1111111111' });
    expect(refused.status).toBe(404);
    act(() => step2().setValue('bankId', '1111111111'));
    await waitFor(() => expect(result.current.bank.accountName.failure).toBe(refused.body.message), settle);
    expect(step2().getValues('name')).toBe('');

    // The bank's service fails, then comes back: the retry looks the same number up again.
    const outage = await mock.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: CONTROL_REQUEST_HEADERS,
      payload: { route: 'POST /api/bank/name', status: 503, message: 'ธนาคารไม่ตอบกลับ กรุณาลองใหม่' },
    });
    expect(outage.statusCode).toBe(200);
    act(() => step2().setValue('bankId', '4081526376'));
    await waitFor(() => expect(result.current.bank.accountName.failure).toBe('ธนาคารไม่ตอบกลับ กรุณาลองใหม่'), settle);
    expect(step2().getValues('name')).toBe('');
    await mock.app.inject({ method: 'DELETE', url: '/__mock/faults', headers: CONTROL_REQUEST_HEADERS });
    act(() => result.current.bank.accountName.retry());
    const recovered = await holderOf('KBANK', '4081526376');
    await waitFor(() => expect(step2().getValues('name')).toBe(recovered), settle);
    expect(result.current.bank.accountName.failure).toBeUndefined();
  });

  it('sends nothing while the bank account is taken, then registers with the affiliate code, team and marketing and logs in', async () => {
    const demo = await demoLogin();
    const demoAccount = await direct<{ data: { afCode: string } }>('GET', `/api/auth/user/${demo.uuid}`, undefined, demo.token);
    let registered = 0;
    const { result } = renderWizard({
      afCode: ` ${demoAccount.body.data.afCode} `,
      team: 'team-a',
      marketing: 'mkt-01',
      onRegistered: () => {
        registered += 1;
      },
    });
    await waitFor(() => expect(result.current.bank.afCode.hint).toMatch(/^ผู้แนะนำ: /), settle);

    act(() => {
      const step1 = result.current.account.form;
      step1.setValue('phone', '0862223334');
      step1.setValue('username', 'wizard02');
      step1.setValue('password', 'secret123');
      step1.setValue('confirmPassword', 'secret123');
    });
    await waitFor(() => expect(result.current.account.username.hint).toMatch(/^✓ /), settle);
    await waitFor(() => expect(result.current.account.phone.hint).toMatch(/^✓ /), settle);
    await act(() => result.current.account.next());
    expect(result.current.step).toBe(2);

    const step2 = () => result.current.bank.form;
    act(() => step2().setValue('bankName', demo.user_bank.bankName));
    act(() => step2().setValue('bankId', demo.user_bank.bankId));
    await waitFor(() => expect(result.current.bank.bankId.error).toBeDefined(), settle);
    act(() => step2().setValue('name', 'ผู้ใดผู้หนึ่ง'));
    await act(() => result.current.bank.submit());
    expect(mock.requests.some((request) => request.url === '/api/user/register')).toBe(false);

    act(() => step2().setValue('bankName', 'SCB'));
    act(() => step2().setValue('bankId', '7302918466'));
    const holder = await holderOf('SCB', '7302918466');
    await waitFor(() => expect(step2().getValues('name')).toBe(holder), settle);
    await act(() => result.current.bank.submit());
    await waitFor(() => expect(registered).toBe(1), settle);

    const session = getSession();
    expect(session.user?.user_pass.username).toBe('wizard02');
    const account = await direct<{ data: { inviter: string | null; team: string | null; marketing: string | null } }>(
      'GET',
      `/api/auth/user/${session.user?.uuid ?? ''}`,
      undefined,
      session.token ?? '',
    );
    expect(account.body.data).toMatchObject({ inviter: demoAccount.body.data.afCode, team: 'team-a', marketing: 'mkt-01' });
  });
});
