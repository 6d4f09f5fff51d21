import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiFetcher, type ApiFetcherArgs, type AppRoute, type AppRouter, initContract } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contractRouterOptions } from '@site/contract';
import { REQUEST_TIMEOUT_MS } from '@site/contract/rules';
import { appConfig } from '@/config/env';
import {
  applyFailure,
  type FailureHandlers,
  NetworkError,
  RequestCancelledError,
  RequestTimeoutError,
  type RequestFailure,
} from './http-errors';
import { currentPlatform } from './platform';
import { endSession, getSession, getToken, isLoggedIn, type SessionSnapshot } from './session';
import { markServiceAvailable, markServiceUnavailable } from './service-status';
import { noteUpstreamClock } from './site-clock';
import { notifyError } from './toast';

/** The endpoint of the request being reported, for the service-unavailable flag. */
let currentEndpoint = '';

const failureHandlers: FailureHandlers = {
  hasSession: isLoggedIn,
  clearSession: (failureClass) => endSession(failureClass === 'session' ? 'refused' : 'logout'),
  // The member guard sends a member without a session away (lastSessionEndReason); the app may navigate sooner.
  goToLogin: () => undefined,
  setServiceUnavailable: (value) => {
    if (value) markServiceUnavailable(currentEndpoint);
  },
  toast: (message, leavesForLogin) => notifyError(message, { keepOnNavigation: leavesForLogin }),
};

/** Lets the app layer plug in its router for the catalogue's "go to /login". */
export function configureFailureHandlers(overrides: Partial<FailureHandlers>): void {
  Object.assign(failureHandlers, overrides);
}

export function reportFailure(failure: RequestFailure, endpoint = ''): void {
  currentEndpoint = endpoint;
  applyFailure(failure, failureHandlers);
}

/** Headers of spec 7 that every request carries. */
export function clientHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    platform: currentPlatform(),
    channel: 'web',
    webversion: appConfig.webVersion,
    webhostname: window.location.hostname,
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return { message: text };
    }
  }
  return text;
}

/** The same member's session holds another token than the one a request was sent with. */
function tokenRenewedSince(sentWith: SessionSnapshot): boolean {
  const current = getSession();
  return (
    sentWith.token !== null && current.token !== null && current.token !== sentWith.token && current.user?.uuid === sentWith.user?.uuid
  );
}

/**
 * The custom fetcher of spec 7: 60 s timeout, the member-site headers, cancellation when the
 * caller's signal aborts (TanStack Query aborts on unmount; that is silent, not a failure),
 * one more try when a 401 answers a token renewed meanwhile, and every failure run through the
 * error catalogue exactly once.
 */
export const memberSiteFetcher: ApiFetcher = async (args: ApiFetcherArgs) => {
  const callerSignal = args.fetchOptions?.signal ?? undefined;
  const controller = new AbortController();
  // Kept here, not read back from signal.reason: abort(reason) is Chrome 98+, Safari 15.4+, Firefox 97+.
  let timeoutReason: RequestTimeoutError | undefined;
  const timer = setTimeout(() => {
    timeoutReason = new RequestTimeoutError();
    controller.abort(timeoutReason);
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  const endpoint = `${args.route.method} ${args.route.path}`;
  const send = () =>
    fetch(args.path, {
      method: args.method,
      headers: { ...args.headers, ...clientHeaders() },
      body: args.body ?? null,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  try {
    const sentWith = getSession();
    let response = await send();
    if (response.status === 401 && tokenRenewedSince(sentWith)) {
      // A password change renewed the token while this request was on its way: its 401 is about
      // the token the change ended (docs/design/mock.md#sessions), so it is asked once more with the new one.
      await response.body?.cancel();
      response = await send();
    }
    noteUpstreamClock(response.headers);
    const body = await readBody(response);
    const result = { status: response.status, body, headers: response.headers };
    if (response.ok) markServiceAvailable(endpoint);
    else reportFailure(result, endpoint);
    return result;
  } catch (error) {
    if (timeoutReason) {
      reportFailure(timeoutReason, endpoint);
      throw timeoutReason;
    }
    if (callerSignal?.aborted) throw error;
    const failure = error instanceof DOMException && error.name === 'AbortError' ? new RequestCancelledError() : new NetworkError();
    reportFailure(failure, endpoint);
    throw failure;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
};

const clientOptions = {
  baseUrl: appConfig.apiBaseUrl,
  baseHeaders: {},
  api: memberSiteFetcher,
  jsonQuery: false,
};

const c = initContract();

/** A domain as `c.router(domain, contractRouterOptions)` types it: the merged contract's routes. */
type WithContractOptions<TRouter extends AppRouter> = {
  [K in keyof TRouter]: TRouter[K] extends AppRoute
    ? TRouter[K] & typeof contractRouterOptions
    : TRouter[K] extends AppRouter
      ? WithContractOptions<TRouter[K]>
      : TRouter[K];
};

/**
 * The API client of one contract domain, as TanStack Query hooks (docs/conventions.md): each feature's
 * api/ file builds its own from `@site/contract/domains/<domain>`, so a domain's routes and
 * schemas load with the first screen that calls it, not with the entry. The domain gets the
 * merged contract's router options, so its types and status handling are the same as there.
 * `useQueryClient()` gives the typed query-cache helpers (setQueryData, ...) of this domain for
 * the app's QueryClient; no provider beyond QueryClientProvider is needed.
 */
export function createApiClient<TDomain extends AppRouter>(domainContract: TDomain) {
  // c.router cannot infer a generic router's type; the mapped type above states what it returns.
  const domain = c.router(domainContract, contractRouterOptions) as WithContractOptions<TDomain>;
  // Its ReactQueryProvider is left out: useQueryClient below needs none.
  const { ReactQueryProvider: _provider, ...client } = initTsrReactQuery(domain, clientOptions);
  return {
    ...client,
    useQueryClient: function useDomainQueryClient() {
      const queryClient = useQueryClient();
      return useMemo(() => client.initQueryClient(queryClient), [queryClient]);
    },
  };
}

/**
 * For POST routes read like queries (credit, user settings): the raw call answers every
 * status, so a non-200 is thrown for TanStack Query, as its hooks do for GET routes.
 */
export function expectOk<R extends { status: number }>(response: R): Extract<R, { status: 200 }> {
  // Thrown as the response itself, as ts-rest's query hooks do: the error handling reads its status.
  // oxlint-disable-next-line typescript/only-throw-error
  if (response.status !== 200) throw response;
  return response as Extract<R, { status: 200 }>;
}
