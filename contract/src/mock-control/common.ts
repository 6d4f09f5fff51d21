import { ErrorBody } from '../common/errors';
import { z } from 'zod';

/**
 * The mock's own control API (`/__mock/*`), not part of the real backend. Scripts and QA drive
 * the mock through it with types. Every call acts on the namespace named by the
 * `x-mock-namespace` header (or cookie); without one, on the default namespace.
 */
export const NAMESPACE_HEADER = 'x-mock-namespace';

/**
 * A mock listening beyond loopback serves its control API only with MOCK_CONTROL_TOKEN set, and
 * only to requests that carry that token in this header (docs/design/mock.md#shared-mock).
 */
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

/**
 * Every control call that changes something (any method but GET and HEAD) carries this header:
 * a cross-site form cannot send it, and a cross-site script cannot without a preflight the
 * mock never grants (docs/design/mock.md#shared-mock).
 */
export const CONTROL_REQUEST_HEADER = 'x-mock-control';

export const CONTROL_REQUEST_HEADERS: Readonly<Record<string, string>> = { [CONTROL_REQUEST_HEADER]: '1' };

export { MOCK_NOW_HEADER } from '../common/headers';

/**
 * The headers of a control-API client in Node (scenario runner, tests, benchmarks): the control
 * request header, and the control token from MOCK_CONTROL_TOKEN when `env` has it (callers pass
 * `process.env`: the contract itself stays browser-safe).
 */
export function controlHeaders(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const token = env.MOCK_CONTROL_TOKEN;
  return token ? { ...CONTROL_REQUEST_HEADERS, [CONTROL_TOKEN_HEADER]: token } : { ...CONTROL_REQUEST_HEADERS };
}

/** A namespace name as the `x-mock-namespace` header accepts it: the one pattern mock, console and runner check. */
export const NAMESPACE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const NamespaceName = z.string().regex(NAMESPACE_NAME_PATTERN);

/** The refusals a control call that takes input may answer. */
export const controlErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Any call can be malformed (bad JSON, bad namespace header): every route declares 400; a mock
 * with a control token refuses any call without it: 401 (docs/design/mock.md#shared-mock).
 */
export const controlRouterOptions = { strictStatusCodes: true, commonResponses: { 400: ErrorBody, 401: ErrorBody } } as const;
