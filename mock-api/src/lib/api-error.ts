import type { AppRoute } from '@ts-rest/core';

/**
 * A business rejection: the root error handler turns it into `{ message, code }` with this
 * status. Services do not construct it; they call the `Reject` they are given (below), whose
 * type says which statuses they may answer with.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly code: string,
    /** Headers the answer carries, e.g. Retry-After with a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * Ends the request with a rejection. A service takes `Reject<S>` for the statuses it can
 * produce, and may only call it with those; a router passes `rejectFor(route)`, which accepts
 * only the route's declared error statuses. A service that can answer a status its route does
 * not declare is therefore a compile error at the router (function parameters are checked
 * contravariantly), not a run-time surprise.
 */
export type Reject<S extends ErrorStatus> = (status: S, message: string, code: string, headers?: Record<string, string>) => never;

/** The error statuses a contract route declares. */
export type DeclaredErrors<R extends AppRoute> = Extract<keyof R['responses'], ErrorStatus>;

const reject: Reject<ErrorStatus> = (status, message, code, headers) => {
  throw new ApiError(status, message, code, headers);
};

/** The rejection function of a route: typed by the statuses its contract declares. */
export function rejectFor<R extends AppRoute>(_route: R): Reject<DeclaredErrors<R>> {
  return reject;
}

/** For callers outside the member contract (the fake game provider pages under /mock-cdn). */
export const rejectOutsideContract: Reject<ErrorStatus> = reject;

/**
 * For a call whose rejections the caller has ruled out (e.g. settling only unsettled rounds):
 * one happening anyway is a bug, answered 500 and logged, never a status the route lacks.
 */
export const rejectionIsABug: Reject<ErrorStatus> = (status, message, code) => {
  throw new Error(`unexpected rejection ${status} ${code}: ${message}`);
};
