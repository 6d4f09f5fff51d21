import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetcherArgs } from '@ts-rest/core';
import { REQUEST_TIMEOUT_MS } from '@site/contract/rules';
import { memberSiteFetcher } from './api-client';
import { NetworkError, RequestTimeoutError } from './http-errors';

/** A request as ts-rest hands it to the fetcher (only what the fetcher reads). */
function args(signal?: AbortSignal): ApiFetcherArgs {
  return {
    route: { method: 'GET', path: '/api/setting', responses: {} },
    path: '/api/setting',
    method: 'GET',
    headers: {},
    body: undefined,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: undefined,
    validateResponse: false,
    fetchOptions: { signal },
  } as unknown as ApiFetcherArgs;
}

/** fetch that answers only by failing when its signal aborts, as the browser's does. */
function fetchThatNeverAnswers(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the member-site fetcher (spec 7)', () => {
  it('gives up after the request timeout with a timeout failure, not a network failure', async () => {
    vi.useFakeTimers();
    fetchThatNeverAnswers();
    const answer = memberSiteFetcher(args());
    const failed = expect(answer).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void answer.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it("passes the caller's cancellation through as it came, and a dropped connection as a network failure", async () => {
    fetchThatNeverAnswers();
    const caller = new AbortController();
    const cancelled = memberSiteFetcher(args(caller.signal));
    caller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(memberSiteFetcher(args())).rejects.toBeInstanceOf(NetworkError);
  });
});
