import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { type ApiFetcher, initClient, isZodType, tsRestFetchApi } from '@ts-rest/core';
import { contract } from '@site/contract';
import { mockControlClient, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { gatewayMessages } from '@site/server/messages';
import type { Mismatch } from './match';
import type { RequestRecord } from './types';

/** Requests made inside a step land in that step's list, even when the step fires many at once. */
export const requestLog = new AsyncLocalStorage<RequestRecord[]>();

/** Well under the product's 60 s so a hung upstream fails one step, not the whole run. */
const REQUEST_TIMEOUT_MS = 30_000;

/** What a response broke of its contract schema, per request record. */
const schemaMismatches = new WeakMap<RequestRecord, Mismatch[]>();

export function schemaMismatchesOf(record: RequestRecord): Mismatch[] {
  return schemaMismatches.get(record) ?? [];
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    // Playwright appends a long call log; the first part already says what was not found.
    const message = error.message.split('\nCall log:')[0]?.trim() ?? error.message;
    const cause = (error as { cause?: unknown }).cause;
    const causeText = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.name === 'Error' ? '' : `${error.name}: `}${message}${causeText}`;
  }
  return String(error);
}

/**
 * The fetcher behind every typed client: records each exchange for reports, bounds it in time,
 * checks the body against the contract's schema for that status (a contract breach is a
 * mismatch like any other), and repeats a request the gateway shed before forwarding it.
 */
const recordingFetcher: ApiFetcher = async (args) => {
  for (let attempt = 1; ; attempt += 1) {
    const response = await recordedFetch(args);
    if (attempt > SHED_RETRIES || !isLoadShed(response)) return response;
    await delay(SHED_WAIT_MS * attempt);
  }
};

/**
 * The gateway's load shedding (docs/design/gateway.md#readiness-and-load-shedding) answers before the upstream sees the request, so
 * the request is safe to repeat, even a withdrawal. The runner's own gateway shares its event
 * loop with the mock, whose namespace rebuilds can trip it (docs/design/qa.md#targets). Every attempt stays
 * in the step's record.
 */
const SHED_RETRIES = 3;
const SHED_WAIT_MS = 300;

function isLoadShed(response: { status: number; body: unknown }): boolean {
  return response.status === 503 && (response.body as { message?: unknown } | null)?.message === gatewayMessages.overloaded;
}

async function recordedFetch(args: Parameters<ApiFetcher>[0]) {
  const started = performance.now();
  const record: RequestRecord = { method: args.method, url: args.path, durationMs: 0 };
  if (args.rawBody !== undefined && args.rawBody !== null) record.requestBody = args.rawBody;
  requestLog.getStore()?.push(record);
  try {
    const response = await tsRestFetchApi({
      ...args,
      fetchOptions: { ...args.fetchOptions, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
    });
    record.status = response.status;
    record.responseBody = response.body;
    const schema = args.route.responses[response.status];
    if (isZodType(schema)) {
      const parsed = schema.safeParse(response.body);
      if (!parsed.success) {
        schemaMismatches.set(
          record,
          parsed.error.issues.map((issue) => ({
            path: ['body', ...issue.path]
              .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${key}`))
              .join(''),
            expected: `contract: ${issue.message}`,
            seen: issue.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], response.body),
          })),
        );
      }
    }
    return response;
  } catch (error) {
    record.error = describeError(error);
    throw error;
  } finally {
    record.durationMs = Math.round(performance.now() - started);
  }
}

export function namespaceHeaders(namespace: string | null): Record<string, string> {
  return namespace === null ? {} : { [NAMESPACE_HEADER]: namespace };
}

/** The member API, typed by the contract. */
export function createApiClient(baseUrl: string, headers: Record<string, string>) {
  return initClient(contract, { baseUrl, baseHeaders: headers, api: recordingFetcher });
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The mock's control API, typed by its own contract. */
export function createControlClient(baseUrl: string, headers: Record<string, string>) {
  // A shared mock (beyond loopback) wants MOCK_CONTROL_TOKEN with every control call.
  return mockControlClient(baseUrl, { env: process.env, headers, api: recordingFetcher });
}
export type ControlClient = ReturnType<typeof createControlClient>;
