import { initClient } from '@ts-rest/core';
import { mockControlContract, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { controlCallHeaders, markControlTokenRefused } from './control-token';

/**
 * The control API for one namespace, typed from the contract; same origin as the console. It
 * carries the control token when the tester has entered one (a shared mock, decision 093).
 */
export function controlClient(namespace: string) {
  return initClient(mockControlContract, {
    baseUrl: '',
    baseHeaders: { [NAMESPACE_HEADER]: namespace, ...controlCallHeaders() },
    throwOnUnknownStatus: true,
  });
}
export type ControlClient = ReturnType<typeof controlClient>;

/** A refused control call: the mock's Thai `{ message }`, or the status when there is none. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body of a 200 answer; any other status throws a ControlError with the mock's message. */
export function requireOk<T>(response: { status: number; body: unknown }): T {
  if (response.status === 200) return response.body as T;
  const body = response.body as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
  // only the token check answers 401 on the control API: the console asks for the token
  if (response.status === 401) markControlTokenRefused();
  throw new ControlError(response.status, message);
}
