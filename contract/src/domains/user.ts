import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime, DateOnly, DateRange } from '../common/dates';
import { PathUuid, Password, Uuid } from '../common/ids';
import { validationMessages as m } from '../common/messages';
import { Address } from './address';
import { policy } from '../common/policy';

const c = initContract();

export const LevelNumber = z.number().int().min(1).max(6);

/** Everything spec 3 names of the current user and its profile. */
export const UserProfile = looseObject({
  uuid: Uuid,
  name: z.string(),
  phone: z.string(),
  level: LevelNumber,
  status: z.string(),
  afCode: z.string().optional(),
  createdAt: IsoDateTime.optional(),
  user_pass: looseObject({ username: z.string() }),
  user_bank: looseObject({
    uuid: z.string(),
    /** Bank code, e.g. KBANK (see rules/banks). */
    bankName: z.string(),
    /** Account number. */
    bankId: z.string(),
    accountName: z.string().optional(),
  }),
  user_credit: looseObject({
    credit: Money,
    point: z.number(),
    level: LevelNumber,
  }),
  user_address: Address.nullable().optional(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** The member record (account facts, no wallet). */
export const UserAccount = looseObject({
  uuid: Uuid,
  name: z.string(),
  phone: z.string(),
  username: z.string(),
  status: z.string(),
  level: LevelNumber,
  afCode: z.string(),
  inviter: z.string().nullable(),
  team: z.string().nullable(),
  marketing: z.string().nullable(),
  createdAt: IsoDateTime,
});

export const LevelTier = looseObject({
  id: LevelNumber,
  name: z.string(),
  status: z.enum(['active', 'disabled']),
  criteria: z.enum(['cumulative', 'month']),
  minDeposit: Money,
  nextLevelAmount: Money,
  lostPercent: z.number(),
  withdrawPerDay: Money.nullable(),
  withdrawPerTime: Money.nullable(),
  withdrawCountPerDay: z.number().int(),
  color: z.string(),
  image: z.string(),
});
export type LevelTier = z.infer<typeof LevelTier>;

export const UserLevel = looseObject({
  level: LevelNumber,
  current: LevelTier,
  next: LevelTier.nullable(),
  cumulativeDeposit: Money,
  monthDeposit: Money,
  /** Deposits still needed for the next reachable tier; null when none is reachable by deposits. */
  toNextLevel: Money.nullable(),
  progressPercent: z.number().min(0).max(100),
  tiers: z.array(LevelTier),
});
export type UserLevel = z.infer<typeof UserLevel>;

export const ChangePasswordBody = z
  .object({ oldPassword: Password, newPassword: Password, confirmPassword: Password })
  .refine((b) => b.newPassword === b.confirmPassword, { message: m.passwordMismatch, path: ['confirmPassword'] })
  .refine((b) => b.newPassword !== b.oldPassword, { message: m.passwordSameAsOld, path: ['newPassword'] });

/** A signed bearer token (JWT, HS256) and when it expires, as login and a password change hand it out. */
export const SessionToken = looseObject({ token: z.string(), expiresAt: z.string() });
export type SessionToken = z.infer<typeof SessionToken>;

/**
 * A changed password ends every session signed before it (docs/design/mock.md#sessions). The answer carries a
 * new token for the device that made the change, so that member stays logged in.
 */
export const PasswordChanged = looseObject({ message: z.string(), ...SessionToken.shape });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

export const WinLossQuery = DateRange;
export const WinLossDay = looseObject({
  date: DateOnly,
  gameType: z.string(),
  turnover: Money,
  winLoss: Money,
});
export const WinLoss = looseObject({
  start: DateOnly,
  end: DateOnly,
  days: z.array(WinLossDay),
  totalTurnover: Money,
  totalWinLoss: Money,
  lostPercent: z.number(),
  /** Cashback the level pays on the period's net loss (0 when the member won). */
  cashback: Money,
});
export type WinLoss = z.infer<typeof WinLoss>;

export const TransactionKind = z.enum(['deposit', 'withdraw', 'bonus', 'cashback', 'game', 'affiliate', 'adjustment']);
export const Transaction = looseObject({
  id: z.string(),
  kind: TransactionKind,
  /** Signed: positive adds to credit, negative takes from it. */
  amount: Money,
  balanceAfter: Money,
  status: z.string(),
  description: z.string(),
  createdAt: IsoDateTime,
});
export type Transaction = z.infer<typeof Transaction>;

export const userContract = c.router({
  detail: {
    method: 'GET',
    path: '/api/auth/user/detail/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Member profile: name, phone, username, bank, credit, level, address',
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(UserProfile), 404: ErrorBody, ...memberErrors },
  },
  account: {
    method: 'GET',
    path: '/api/auth/user/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Member account record: registration facts, affiliate code, inviter, marketing source',
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(UserAccount), 404: ErrorBody, ...memberErrors },
  },
  level: {
    method: 'GET',
    path: '/api/auth/user/level/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Member level, progress to the next tier, and the whole tier table (ranking)',
    pathParams: PathUuid,
    responses: { 200: dataEnvelope(UserLevel), 404: ErrorBody, ...memberErrors },
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/user/change-password/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary:
      'Change password: the old one must match, the new one its confirmation; earlier tokens stop working, the answer carries a new one',
    pathParams: PathUuid,
    body: ChangePasswordBody,
    responses: { 200: PasswordChanged, 422: ErrorBody, ...memberErrors },
  },
  winLoss: {
    method: 'GET',
    path: '/api/auth/user/winlost/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Win/loss by day and game type over a date range, with the cashback the level pays (addition to spec 7)',
    pathParams: PathUuid,
    query: WinLossQuery,
    responses: { 200: dataEnvelope(WinLoss), ...memberErrors },
  },
  transactions: {
    method: 'GET',
    path: '/api/auth/user/transactions/:uuid',
    metadata: policy.ownedBy('uuid'),
    summary: 'Deposits, withdrawals, bonuses and game results in one list, newest first (addition to spec 7)',
    pathParams: PathUuid,
    query: z.object({
      kind: TransactionKind.optional(),
      start: DateOnly.optional(),
      end: DateOnly.optional(),
    }),
    responses: { 200: dataEnvelope(z.array(Transaction)), ...memberErrors },
  },
});
