import { describe, expect, it } from 'vitest';
import { bankContract, withdrawContract } from '@site/contract';
import { ApiError, rejectFor, rejectionIsABug, type Reject } from './api-error';

/**
 * Compile-time half: `tsc -p mock-api` fails if any of these lines becomes legal, i.e. if a
 * service could answer a status its route does not declare. Never called.
 */
export function undeclaredStatusesDoNotCompile(): void {
  // @ts-expect-error the account-holder lookup declares 400 and 404, not 409
  const lookup: Reject<409> = rejectFor(bankContract.accountName);
  // @ts-expect-error a service typed for 404 cannot reject with 422
  const narrow = (reject: Reject<404>) => reject(422, 'x', 'X');
  // a route that declares the status is accepted
  const declared: Reject<404 | 409> = rejectFor(withdrawContract.retry);
  void [lookup, narrow, declared];
}

describe('typed rejections', () => {
  it('end the request with the status and code given', () => {
    const reject = rejectFor(withdrawContract.retry);
    expect(() => reject(409, 'ถอนซ้ำไม่ได้', 'WITHDRAWAL_NOT_RETRYABLE')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'WITHDRAWAL_NOT_RETRYABLE', message: 'ถอนซ้ำไม่ได้' }),
    );
    expect(() => reject(404, 'ไม่พบ', 'WITHDRAWAL_NOT_FOUND')).toThrow(ApiError);
  });

  it('turn a rejection the caller ruled out into a bug (500), never into an answer', () => {
    expect(() => rejectionIsABug(409, 'settled', 'ROUND_SETTLED')).toThrow(/unexpected rejection 409 ROUND_SETTLED/);
    expect(() => rejectionIsABug(409, 'settled', 'ROUND_SETTLED')).not.toThrow(ApiError);
  });
});
