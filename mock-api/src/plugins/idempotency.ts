import type { FastifyRequest } from 'fastify';
import { ApiError, type Reject } from '../lib/api-error';
import { messages } from '../lib/messages';
import { IDEMPOTENCY_KEYS_PER_MEMBER } from '../state/namespace-state';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * Money-moving POSTs honour `Idempotency-Key`: the first answer (success or business
 * rejection) is stored per member, route and key, and a retry gets it back without running
 * again. The same key with a different body is refused. Runs synchronously, so two
 * simultaneous retries cannot both execute. A key is remembered for a day (docs/design/mock.md#bounds); a
 * member keeps at most IDEMPOTENCY_KEYS_PER_MEMBER, and past that a new key is refused with 429
 * and Retry-After (when its oldest expires) rather than forgetting a live one.
 */
export function idempotent<T extends { status: number; body: unknown }>(
  request: FastifyRequest,
  reject: Reject<400 | 409 | 429>,
  scope: string,
  memberUuid: string,
  payload: unknown,
  run: () => T,
): T {
  const header = request.headers[HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return run();
  if (!KEY_PATTERN.test(key)) reject(400, messages.badIdempotencyKey, 'BAD_IDEMPOTENCY_KEY');
  const state = request.namespaceState;
  const scopedKey = `${scope}|${key}`;
  const fingerprint = JSON.stringify(payload);
  const stored = state.recallAnswer(memberUuid, scopedKey);
  if (stored) {
    if (stored.fingerprint !== fingerprint) reject(409, messages.idempotencyMismatch, 'IDEMPOTENCY_MISMATCH');
    if (stored.status !== 200) {
      const body = stored.body as { message: string; code: string };
      throw new ApiError(stored.status as ApiError['statusCode'], body.message, body.code);
    }
    return { status: stored.status, body: stored.body } as T;
  }
  const waitMs = state.waitForAnswerRoom(memberUuid);
  if (waitMs > 0)
    reject(429, messages.idempotencyKeysFull(IDEMPOTENCY_KEYS_PER_MEMBER), 'IDEMPOTENCY_KEYS_FULL', {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  try {
    const result = run();
    state.rememberAnswer(memberUuid, scopedKey, { fingerprint, status: result.status, body: result.body });
    return result;
  } catch (error) {
    if (error instanceof ApiError)
      state.rememberAnswer(memberUuid, scopedKey, {
        fingerprint,
        status: error.statusCode,
        body: { message: error.message, code: error.code },
      });
    throw error;
  }
}
