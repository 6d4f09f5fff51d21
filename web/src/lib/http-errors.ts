import { appConfig } from '@/config/env';
import { th } from '@/i18n/th';

/**
 * The error catalogue of spec 8 with its one change (docs/design/web-app.md#error-catalogue), in one place.
 *
 * | class               | statuses                          | effects                                       |
 * |---------------------|-----------------------------------|-----------------------------------------------|
 * | session             | 401, 403                          | clear session, go to /auth/login, toast       |
 * | service-unavailable | 408, 503, 504, timeout, cancel,   | service-unavailable banner, session kept,     |
 * |                     | network failure                   | toast                                         |
 * | business            | 400, 404, 409, 413, 422, 429 and  | toast with the server's message, session and  |
 * |                     | spec 8's special status (423)     | form kept                                     |
 * | unexpected          | any other status (500, 502, ...)  | clear session, go to /login, toast            |
 *
 * Leaving for /login only happens when a session existed: a visitor whose login attempt is
 * refused stays on the form with the server's message (spec 8, login failure). The special
 * status is a build setting (config/env: sessionKeepingStatus). See
 * docs/design/web-app.md#error-catalogue.
 */
export type FailureClass = 'session' | 'service-unavailable' | 'business' | 'unexpected';

/** The request took longer than REQUEST_TIMEOUT_MS (spec 7: 60 s). */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor() {
    super(th.errors.timeout);
  }
}

/** The browser could not reach the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor() {
    super(th.errors.network);
  }
}

/** The browser aborted the request on its own (not an unmount, which is silent). */
export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
  constructor() {
    super(th.errors.unavailable);
  }
}

/** A non-2xx answer as ts-rest hands it over: status and parsed body. */
export interface HttpFailureResponse {
  status: number;
  body: unknown;
}

export type RequestFailure = HttpFailureResponse | RequestTimeoutError | NetworkError | RequestCancelledError;

export interface FailureEffects {
  clearSession: boolean;
  goToLogin: boolean;
  serviceUnavailable: boolean;
  toast: true;
}

export const failureEffects: Record<FailureClass, FailureEffects> = {
  session: { clearSession: true, goToLogin: true, serviceUnavailable: false, toast: true },
  'service-unavailable': { clearSession: false, goToLogin: false, serviceUnavailable: true, toast: true },
  business: { clearSession: false, goToLogin: false, serviceUnavailable: false, toast: true },
  unexpected: { clearSession: true, goToLogin: true, serviceUnavailable: false, toast: true },
};

const SESSION_STATUSES = new Set([401, 403]);
const UNAVAILABLE_STATUSES = new Set([408, 503, 504]);
const BUSINESS_STATUSES = new Set([400, 404, 409, 413, 422, 429]);

/** `keepsSession`: spec 8's special status, the build's setting unless a test names another. */
export function classifyStatus(status: number, keepsSession = appConfig.sessionKeepingStatus): FailureClass {
  if (SESSION_STATUSES.has(status)) return 'session';
  if (UNAVAILABLE_STATUSES.has(status)) return 'service-unavailable';
  if (BUSINESS_STATUSES.has(status) || status === keepsSession) return 'business';
  return 'unexpected';
}

export function isHttpFailureResponse(value: unknown): value is HttpFailureResponse {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number' && 'body' in value;
}

export function classifyFailure(failure: RequestFailure): FailureClass {
  if (failure instanceof RequestTimeoutError || failure instanceof NetworkError || failure instanceof RequestCancelledError) {
    return 'service-unavailable';
  }
  return classifyStatus(failure.status);
}

const defaultMessages: Record<FailureClass, string> = {
  session: th.errors.sessionExpired,
  'service-unavailable': th.errors.unavailable,
  business: th.errors.generic,
  unexpected: th.errors.unexpected,
};

/** The text a member reads: the server's message when it sent one, else the class's default. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error && !isHttpFailureResponse(failure)) {
    return failure instanceof RequestTimeoutError || failure instanceof NetworkError || failure instanceof RequestCancelledError
      ? failure.message
      : th.errors.generic;
  }
  if (isHttpFailureResponse(failure)) {
    const body = failure.body;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
      return body.message;
    }
    return defaultMessages[classifyStatus(failure.status)];
  }
  return th.errors.generic;
}

export interface FailureHandlers {
  hasSession: () => boolean;
  /** Told the class, so a refused session (401/403) can be told apart from an unexpected failure. */
  clearSession: (failureClass: FailureClass) => void;
  /** The session class goes to /auth/login (spec 8), the unexpected class to /login (docs/design/web-app.md#routing). */
  goToLogin: (failureClass: FailureClass) => void;
  setServiceUnavailable: (value: boolean) => void;
  /** `leavesForLogin`: the notice explains the move to the login screen, so it outlives that move. */
  toast: (message: string, leavesForLogin: boolean) => void;
}

/** Applies the catalogue's effects for one failure and says which class it was. */
export function applyFailure(failure: RequestFailure, handlers: FailureHandlers): FailureClass {
  const failureClass = classifyFailure(failure);
  const effects = failureEffects[failureClass];
  const hadSession = handlers.hasSession();
  if (effects.serviceUnavailable) handlers.setServiceUnavailable(true);
  if (effects.clearSession && hadSession) handlers.clearSession(failureClass);
  if (effects.goToLogin && hadSession) handlers.goToLogin(failureClass);
  handlers.toast(failureMessage(failure), effects.goToLogin && hadSession);
  return failureClass;
}
