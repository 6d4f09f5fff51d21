import type { FastifyRequest } from 'fastify';
import { ApiError, type Reject } from '../lib/api-error';
import { messages } from '../lib/messages';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * Money-moving POSTs honour `Idempotency-Key`: the first answer (success or business
 * rejection) is stored per member, route and key, and a retry gets it back without running
 * again. The same key with a different body is refused. Runs synchronously, so two
 * simultaneous retries cannot both execute. A key is remembered for a day and at most the
 * latest IDEMPOTENCY_MAX per namespace (decision 155).
 */
export function idempotent<T extends { status: number; body: unknown }>(
  request: FastifyRequest,
  reject: Reject<400 | 409>,
  scope: string,
  memberUuid: string,
  payload: unknown,
  run: () => T,
): T {
  const header = request.headers[HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return run();
  if (!KEY_PATTERN.test(key)) reject(400, messages.badIdempotencyKey, 'BAD_IDEMPOTENCY_KEY');
  const storeKey = `${memberUuid}|${scope}|${key}`;
  const fingerprint = JSON.stringify(payload);
  const stored = request.namespaceState.recallAnswer(storeKey);
  if (stored) {
    if (stored.fingerprint !== fingerprint) reject(409, messages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    if (stored.status !== 200) {
      const body = stored.body as { message: string; code: string };
      throw new ApiError(stored.status as ApiError['statusCode'], body.message, body.code);
    }
    return { status: stored.status, body: stored.body } as T;
  }
  try {
    const result = run();
    request.namespaceState.rememberAnswer(storeKey, { fingerprint, status: result.status, body: result.body });
    return result;
  } catch (error) {
    if (error instanceof ApiError)
      request.namespaceState.rememberAnswer(storeKey, {
        fingerprint,
        status: error.statusCode,
        body: { message: error.message, code: error.code },
      });
    throw error;
  }
}
