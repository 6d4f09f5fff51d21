import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money, PositiveAmount } from '../common/money';
import { DateOnly, DateRange, IsoDateTime } from '../common/dates';
import { PathUsername, PathUuid } from '../common/ids';
import { AFFILIATE_LOG_TYPES } from '../rules/limits';
import { validationMessages as m } from '../common/messages';
import { policy } from '../common/policy';

const c = initContract();

/** af: commission on downline deposits; wl: commission on downline net losses (docs/design/contract.md#payloads). */
export const AffiliateLogType = z.enum(AFFILIATE_LOG_TYPES);

export const AffiliateBonus = looseObject({
  code: z.string(),
  /** Withdrawable balance, in total and per type. */
  balance: Money,
  balanceAf: Money,
  balanceWl: Money,
  total_bonus: Money,
  withdrawn: Money,
  afPercent: z.number(),
  wlPercent: z.number(),
});
export type AffiliateBonus = z.infer<typeof AffiliateBonus>;

export const DownlineUser = looseObject({
  username: z.string(),
  name: z.string(),
  registeredAt: IsoDateTime,
  depositTotal: Money,
});

export const Downline = looseObject({
  total: z.number().int(),
  /** Keyed by username (spec 3). */
  users: z.record(z.string(), DownlineUser),
});
export type Downline = z.infer<typeof Downline>;

export const AffiliateLog = looseObject({
  id: z.string(),
  type: AffiliateLogType,
  amount: Money,
  downline: z.string().nullable(),
  description: z.string(),
  createdAt: IsoDateTime,
});
export type AffiliateLog = z.infer<typeof AffiliateLog>;

export const DownlineBonus = looseObject({
  start: DateOnly,
  end: DateOnly,
  total: Money,
  totalAf: Money,
  totalWl: Money,
  items: z.array(looseObject({ username: z.string(), af: Money, wl: Money, total: Money })),
});

export const affiliateContract = c.router({
  bonus: {
    method: 'GET',
    path: '/api/auth/affiliate/bonus/:username',
    metadata: policy.ownedBy('username'),
    summary: 'Affiliate balance (withdrawable, per type) and bonus earned in total',
    pathParams: PathUsername,
    responses: { 200: dataEnvelope(AffiliateBonus), ...memberErrors },
  },
  downline: {
    method: 'GET',
    path: '/api/auth/affiliate/downline/:username',
    metadata: policy.ownedBy('username'),
    summary: "Members registered with the member's invite code, keyed by username",
    pathParams: PathUsername,
    responses: { 200: dataEnvelope(Downline), ...memberErrors },
  },
  code: {
    method: 'GET',
    path: '/api/auth/affiliate/code/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: "The member's invite code",
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(looseObject({ code: z.string() })), ...memberErrors },
  },
  withdraw: {
    method: 'POST',
    path: '/api/auth/affiliate/withdraw/:username',
    metadata: policy.ownedBy('username'),
    summary: 'Move affiliate bonus of one type (af or wl) into credit (Idempotency-Key honoured)',
    pathParams: PathUsername,
    body: z.object({ amount: PositiveAmount, type: AffiliateLogType }),
    responses: {
      200: dataEnvelope(looseObject({ credit: Money, bonus: AffiliateBonus })),
      422: ErrorBody,
      409: ErrorBody,
      ...memberErrors,
    },
  },
  downlineBonus: {
    method: 'POST',
    path: '/api/auth/affiliate/downline/bonus/:username',
    metadata: policy.ownedBy('username'),
    summary: 'Bonus earned from each downline member over a date range (Bangkok days, inclusive)',
    pathParams: PathUsername,
    body: DateRange,
    responses: { 200: dataEnvelope(DownlineBonus), ...memberErrors },
  },
  logs: {
    method: 'POST',
    path: '/api/auth/log/affiliate/:username',
    metadata: policy.ownedBy('username'),
    summary: 'Affiliate log lines of one type (af or wl) over a date range',
    pathParams: PathUsername,
    body: z
      .object({ type: AffiliateLogType, start: DateOnly, end: DateOnly })
      .refine((r) => r.start <= r.end, { message: m.dateRange, path: ['end'] }),
    responses: { 200: dataEnvelope(z.array(AffiliateLog)), ...memberErrors },
  },
});
