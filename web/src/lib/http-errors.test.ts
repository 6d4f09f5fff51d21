import { describe, expect, it } from 'vitest';
import {
  applyFailure,
  classifyStatus,
  failureMessage,
  type FailureClass,
  type FailureHandlers,
  NetworkError,
  RequestCancelledError,
  RequestTimeoutError,
  type RequestFailure,
} from './http-errors';
import { DEFAULT_SESSION_KEEPING_STATUS, sessionKeepingStatus } from '@/config/env';
import { th } from '@/i18n/th';

interface Recorded {
  cleared: number;
  wentToLogin: number;
  unavailable: boolean[];
  toasts: string[];
}

function recordingHandlers(hasSession: boolean): { handlers: FailureHandlers; recorded: Recorded } {
  const recorded: Recorded = { cleared: 0, wentToLogin: 0, unavailable: [], toasts: [] };
  return {
    recorded,
    handlers: {
      hasSession: () => hasSession,
      clearSession: () => {
        recorded.cleared += 1;
      },
      goToLogin: () => {
        recorded.wentToLogin += 1;
      },
      setServiceUnavailable: (value) => {
        recorded.unavailable.push(value);
      },
      toast: (message) => {
        recorded.toasts.push(message);
      },
    },
  };
}

const serverMessage = 'ข้อความจากเซิร์ฟเวอร์';

/** Every status class of spec 8 with its one change (docs/design/web-app.md#error-catalogue), for a member with a session. */
const table: { name: string; failure: RequestFailure; expected: FailureClass; clears: boolean; unavailable: boolean; toast: string }[] = [
  {
    name: '401',
    failure: { status: 401, body: { message: serverMessage } },
    expected: 'session',
    clears: true,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '403',
    failure: { status: 403, body: { message: serverMessage } },
    expected: 'session',
    clears: true,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '401 without a body',
    failure: { status: 401, body: undefined },
    expected: 'session',
    clears: true,
    unavailable: false,
    toast: th.errors.sessionExpired,
  },
  {
    name: '503',
    failure: { status: 503, body: { message: serverMessage } },
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: serverMessage,
  },
  {
    name: '408',
    failure: { status: 408, body: {} },
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: th.errors.unavailable,
  },
  {
    name: '504',
    failure: { status: 504, body: { message: serverMessage } },
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: serverMessage,
  },
  {
    name: 'timeout',
    failure: new RequestTimeoutError(),
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: th.errors.timeout,
  },
  {
    name: 'cancel',
    failure: new RequestCancelledError(),
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: th.errors.unavailable,
  },
  {
    name: 'network failure',
    failure: new NetworkError(),
    expected: 'service-unavailable',
    clears: false,
    unavailable: true,
    toast: th.errors.network,
  },
  {
    name: '400',
    failure: { status: 400, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '404',
    failure: { status: 404, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '409',
    failure: { status: 409, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '413',
    failure: { status: 413, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '422',
    failure: { status: 422, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '429',
    failure: { status: 429, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '422 without a message',
    failure: { status: 422, body: 'oops' },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: th.errors.generic,
  },
  {
    name: "spec 8's special status (423 unless the build names another)",
    failure: { status: DEFAULT_SESSION_KEEPING_STATUS, body: { message: serverMessage } },
    expected: 'business',
    clears: false,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '500',
    failure: { status: 500, body: { message: serverMessage } },
    expected: 'unexpected',
    clears: true,
    unavailable: false,
    toast: serverMessage,
  },
  {
    name: '502',
    failure: { status: 502, body: {} },
    expected: 'unexpected',
    clears: true,
    unavailable: false,
    toast: th.errors.unexpected,
  },
  {
    name: '405',
    failure: { status: 405, body: { message: serverMessage } },
    expected: 'unexpected',
    clears: true,
    unavailable: false,
    toast: serverMessage,
  },
];

describe('error catalogue (spec 8 + docs/design/web-app.md#error-catalogue)', () => {
  it.each(table)('$name -> $expected for a member', ({ failure, expected, clears, unavailable, toast }) => {
    const { handlers, recorded } = recordingHandlers(true);
    expect(applyFailure(failure, handlers)).toBe(expected);
    expect(recorded.cleared).toBe(clears ? 1 : 0);
    expect(recorded.wentToLogin).toBe(clears ? 1 : 0);
    expect(recorded.unavailable).toEqual(unavailable ? [true] : []);
    expect(recorded.toasts).toEqual([toast]);
  });

  it.each(table)('$name -> a visitor without a session keeps the page and still gets the toast', ({ failure, unavailable, toast }) => {
    const { handlers, recorded } = recordingHandlers(false);
    applyFailure(failure, handlers);
    expect(recorded.cleared).toBe(0);
    expect(recorded.wentToLogin).toBe(0);
    expect(recorded.unavailable).toEqual(unavailable ? [true] : []);
    expect(recorded.toasts).toEqual([toast]);
  });

  it('classifies every status from 400 to 599 into exactly one class', () => {
    const counts: Record<FailureClass, number> = { session: 0, 'service-unavailable': 0, business: 0, unexpected: 0 };
    for (let status = 400; status < 600; status += 1) counts[classifyStatus(status)] += 1;
    expect(counts).toEqual({ session: 2, 'service-unavailable': 3, business: 7, unexpected: 188 });
  });

  it('keeps the session for the special status the build names, and only for it', () => {
    expect(classifyStatus(460, 460)).toBe('business');
    expect(classifyStatus(DEFAULT_SESSION_KEEPING_STATUS, 460)).toBe('unexpected');
    expect(classifyStatus(500, 460)).toBe('unexpected');
    // A status the catalogue names keeps its class.
    expect(classifyStatus(401, 401)).toBe('session');
  });

  it.each([
    [undefined, DEFAULT_SESSION_KEEPING_STATUS],
    ['', DEFAULT_SESSION_KEEPING_STATUS],
    [' 460 ', 460],
    ['599', 599],
    ['200', DEFAULT_SESSION_KEEPING_STATUS],
    ['600', DEFAULT_SESSION_KEEPING_STATUS],
    ['4.5e2', DEFAULT_SESSION_KEEPING_STATUS],
    ['locked', DEFAULT_SESSION_KEEPING_STATUS],
  ])('reads the setting %j as status %i', (setting, status) => {
    expect(sessionKeepingStatus(setting)).toBe(status);
  });

  it('reads the message of a thrown non-HTTP error as the generic text', () => {
    expect(failureMessage(new TypeError('boom'))).toBe(th.errors.generic);
    expect(failureMessage(undefined)).toBe(th.errors.generic);
  });
});
