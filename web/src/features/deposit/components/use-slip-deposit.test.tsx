import { CONTROL_REQUEST_HEADERS } from '@site/contract/mock-control';
import { type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type UserProfile } from '@site/contract';
import { MAX_SLIP_IMAGE_BYTES } from '@site/contract/rules';
import { failureMessage } from '@/lib/http-errors';
import { queryClient } from '@/lib/query-client';
import { endSession, startSession } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMockFetch, type MockFetch } from '@/test/mock-fetch';
import { useSlipDeposit } from './use-slip-deposit';

let mock: MockFetch;
let token: string;
let demo: UserProfile;
const settle = { timeout: 5_000 };
/** The picture of a slip the mock's bank minted for the demo member (the only slips it accepts). */
async function mintedSlipPhoto(amount: number): Promise<Uint8Array<ArrayBuffer>> {
  const minted = await mock.app.inject({
    method: 'POST',
    url: `/__mock/members/${demo.user_pass.username}/slips`,
    headers: CONTROL_REQUEST_HEADERS,
    payload: { amount },
  });
  const { image } = minted.json<{ image: string }>();
  return new Uint8Array(Buffer.from(image.split(',')[1] ?? '', 'base64'));
}

beforeAll(async () => {
  mock = await useMockFetch();
});

beforeEach(async () => {
  await mock.app.inject({ method: 'POST', url: '/__mock/reset', headers: CONTROL_REQUEST_HEADERS, payload: {} });
  const login = await mock.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
  const body = login.json<{ token: string; data: UserProfile }>();
  token = body.token;
  demo = body.data;
  startSession(token, demo);
});

afterEach(() => {
  cleanup();
  endSession();
  mock.requests.length = 0;
});

afterAll(async () => {
  await mock.close();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

function renderFlow() {
  return renderHook(() => useSlipDeposit({ uuid: demo.uuid, username: demo.user_pass.username }), { wrapper });
}

/** The mock's own answer to a slip verification, to compare the hook's error with. */
async function refusalOf(body: { image: string } | { qrPayload: string }): Promise<string> {
  const response = await mock.app.inject({
    method: 'POST',
    url: '/api/auth/slip/verify',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return response.json<{ message: string }>().message;
}

async function creditOf(): Promise<number> {
  const response = await mock.app.inject({
    method: 'GET',
    url: `/api/auth/user/detail/${demo.uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ data: UserProfile }>().data.user_credit.credit;
}

const slipCalls = () => mock.requests.filter((request) => request.url.startsWith('/api/auth/slip/') && request.method === 'POST');

describe('useSlipDeposit against the mock', () => {
  it('refuses a file that is not a JPG or PNG, or is too large, without reading or sending it', async () => {
    const { result } = renderFlow();
    await act(() => result.current.attachment.pick(new File(['not a photo'], 'slip.txt', { type: 'text/plain' })));
    expect(result.current.attachment.fileError).toBe(thMemberArea.slip.fileType);
    expect(result.current.attachment.image).toBeNull();
    expect(result.current.attachment.ready).toBe(false);

    const tooLarge = new File([new Uint8Array(MAX_SLIP_IMAGE_BYTES + 1)], 'slip.png', { type: 'image/png' });
    await act(() => result.current.attachment.pick(tooLarge));
    expect(result.current.attachment.fileError).toBe(thMemberArea.slip.fileTooLarge);
    expect(result.current.attachment.image).toBeNull();

    await act(() => result.current.attachment.pick(undefined));
    expect(result.current.attachment.fileError).toBeNull();
    expect(slipCalls()).toEqual([]);
  });

  it('verifies a photo as soon as it is chosen, confirms it and requests the deposit in one act, and credits it; the same slip again is refused; starting over clears all', async () => {
    const before = await creditOf();
    const { result } = renderFlow();
    // choosing the photo sends it for verification: no separate step
    const photo = await mintedSlipPhoto(250);
    await act(() => result.current.attachment.pick(new File([photo], 'slip.png', { type: 'image/png' })));
    const image = result.current.attachment.image;
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(result.current.attachment.ready).toBe(true);
    await waitFor(() => expect(result.current.review.slip).not.toBeNull(), settle);
    const slip = result.current.review.slip;
    expect(result.current.review.confirmed).toBe(false);

    // one confirmation confirms the slip and requests the deposit
    act(() => result.current.review.confirmAndRequest());
    await waitFor(() => expect(result.current.review.done).not.toBeNull(), settle);
    expect(result.current.review.confirmed).toBe(true);
    expect(slip?.amount).toBe(250);
    expect(result.current.review.done?.amount).toBe(slip?.amount);
    expect(await creditOf()).toBe(before + (slip?.amount ?? 0));
    expect(result.current.error).toBeNull();

    // Verifying again drops the confirmed and requested steps; the mock refuses a used slip.
    const refusal = await refusalOf({ image: image ?? '' });
    act(() => result.current.attachment.verify());
    await waitFor(() => expect(result.current.error).not.toBeNull(), settle);
    expect(failureMessage(result.current.error)).toBe(refusal);
    expect(result.current.review.slip).toBeNull();
    expect(result.current.review.confirmed).toBe(false);
    expect(result.current.review.done).toBeNull();

    act(() => result.current.review.startOver());
    expect(result.current.error).toBeNull();
    expect(result.current.attachment.image).toBeNull();
    expect(result.current.attachment.qrPayload).toBe('');
    expect(result.current.attachment.ready).toBe(false);
    expect(slipCalls().map((request) => request.url)).toEqual([
      '/api/auth/slip/verify',
      '/api/auth/slip/confirm',
      '/api/auth/slip/request-deposit',
      '/api/auth/slip/verify',
    ]);
  });

  it('sends the slip’s QR text, trimmed, when no photo is attached, and shows the server’s refusal', async () => {
    const { result } = renderFlow();
    act(() => result.current.attachment.setQrPayload('   '));
    expect(result.current.attachment.ready).toBe(false);
    // Eight characters padded to twelve: trimmed, it is too short for the contract (400), not an unreadable QR (422).
    act(() => result.current.attachment.setQrPayload('  not-slip  '));
    expect(result.current.attachment.ready).toBe(true);
    const refusal = await refusalOf({ qrPayload: 'not-slip' });
    expect(refusal).not.toBe(await refusalOf({ qrPayload: '  not-slip  ' }));
    act(() => result.current.attachment.verify());
    await waitFor(() => expect(result.current.error).not.toBeNull(), settle);
    expect(failureMessage(result.current.error)).toBe(refusal);
    expect(result.current.review.slip).toBeNull();
  });
});
