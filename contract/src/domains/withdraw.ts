import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money, PositiveAmount } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { PathUuid, Uuid, BankAccountNumber } from '../common/ids';
import { PublicMovement } from './deposit';
import { policy } from '../common/policy';

const c = initContract();

export const WithdrawStatus = z.enum(['pending', 'approved', 'rejected', 'failed']);

export const Withdrawal = looseObject({
  id: z.string(),
  amount: Money,
  status: WithdrawStatus,
  bankName: z.string(),
  bankId: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  note: z.string().nullable(),
  /** A failed transfer may be retried; the amount stays held meanwhile. */
  retryable: z.boolean(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** The member's limits now, from the level rules and today's (Bangkok) withdrawals. */
export const WithdrawLimits = looseObject({
  level: z.number().int(),
  perWithdrawal: Money.nullable(),
  perDay: Money.nullable(),
  usedToday: Money,
  leftToday: Money.nullable(),
  countPerDay: z.number().int(),
  countToday: z.number().int(),
  countLeft: z.number().int(),
  /** Largest amount a withdrawal may have right now (limits and credit together). */
  maxNow: Money,
});
export type WithdrawLimits = z.infer<typeof WithdrawLimits>;

export const WithdrawResult = looseObject({
  withdrawal: Withdrawal,
  credit: Money,
  limits: WithdrawLimits,
});

export const withdrawContract = c.router({
  history: {
    method: 'GET',
    path: '/api/auth/withdraw/withdraw-history/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: "The member's withdrawals, newest first",
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(z.array(Withdrawal)), ...memberErrors },
  },
  recent: {
    method: 'GET',
    path: '/api/withdraw/history',
    metadata: policy.publicShared,
    summary: 'Public ticker of recent withdrawals (usernames masked)',
    responses: { 200: dataEnvelope(z.array(PublicMovement)), ...commonErrors },
  },
  retry: {
    method: 'POST',
    path: '/api/auth/withdraw/retry',
    metadata: policy.member,
    summary: 'Retry a failed withdrawal transfer',
    body: z.object({ id: z.string().min(1).max(100) }),
    responses: { 200: dataEnvelope(Withdrawal), 404: ErrorBody, 409: ErrorBody, ...memberErrors },
  },
  create: {
    method: 'POST',
    path: '/api/auth/withdraw/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: "Withdraw to the registered bank account, within the level's limits (Idempotency-Key honoured)",
    pathParams: PathUuid,
    body: z.object({ amount: PositiveAmount }),
    responses: { 200: dataEnvelope(WithdrawResult), 422: ErrorBody, 409: ErrorBody, ...memberErrors },
  },
  requests: {
    method: 'GET',
    path: '/api/auth/withdraw/withdraw-request/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: "Pending and failed withdrawal requests, with the member's limits now",
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(looseObject({ requests: z.array(Withdrawal), limits: WithdrawLimits })), ...memberErrors },
  },
  transferToBank: {
    method: 'POST',
    path: '/api/auth/user/transfer/to/bank',
    metadata: policy.ownedBy('uuid', { in: 'body', name: 'uuid' }),
    summary: 'Withdraw the whole credit to the registered account (bankId and bankName must match it)',
    body: z.object({ uuid: Uuid, bankId: BankAccountNumber, bankName: z.string().min(1).max(20) }),
    responses: { 200: dataEnvelope(WithdrawResult), 422: ErrorBody, 409: ErrorBody, ...memberErrors },
  },
});
