import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { Password, Username } from '../common/ids';
import { Money, StartingCredit } from '../common/money';
import { LevelNumber, UserLevel } from '../domains/user';
import { Session } from '../domains/auth';
import { WithdrawLimits } from '../domains/withdraw';
import { BANK_CODES } from '../rules/banks';
import { controlErrors as errors, controlRouterOptions } from './common';

const c = initContract();

export const DemoMember = looseObject({
  uuid: z.string(),
  username: z.string(),
  phone: z.string(),
  password: z.string(),
  name: z.string(),
  level: LevelNumber,
  credit: Money,
});
export type DemoMember = z.infer<typeof DemoMember>;

/** A member as the control API answers: the demo fields plus the registered bank account. */
export const QaMember = DemoMember.extend({ bank: z.object({ bankName: z.string(), bankId: z.string() }) });
export type QaMember = z.infer<typeof QaMember>;

/** Members one namespace holds, seeded, created by QA and registered (docs/design/mock.md#bounds); one more is 409. */
export const MAX_MEMBERS_PER_NAMESPACE = 2_000;
/** A page of the control API's member list (docs/design/mock.md#bounds): 100 unless asked, at most 500. */
export const MEMBERS_PAGE = { default: 100, max: 500 } as const;

/**
 * What the mock's clock decides for a member today (Bangkok day): check-in, withdraw limits,
 * wheel spins and the level review's deposits. The clock page reads it before and after a move.
 */
export const MemberDay = looseObject({
  username: z.string(),
  /** The Bangkok day (YYYY-MM-DD) the mock's clock is in. */
  day: z.string(),
  checkIn: looseObject({
    checkedInToday: z.boolean(),
    /** The streak today's check-in has (or would have); a missed day starts again at 1. */
    streak: z.number().int(),
    value: Money,
  }),
  withdraw: WithdrawLimits,
  wheelSpinsLeft: z.number().int(),
  /** The member's level and the deposits it is reviewed on (this month's and cumulative). */
  level: UserLevel,
});
export type MemberDay = z.infer<typeof MemberDay>;

/** Members QA lists, creates, logs in without a password, levels up, and reads the day of. */
export const membersControl = c.router(
  {
    members: {
      method: 'GET',
      path: '/__mock/members',
      summary:
        'Members with their passwords (seeded and QA-created; with include=all also those registered through the API, password empty), a page at a time: limit, and after = the last username of the previous page',
      query: z.object({
        include: z.enum(['demo', 'all']).default('demo'),
        /** Part of the username, phone or name, any case. */
        q: z.string().max(64).optional(),
        /** Members per page, in the order they joined (docs/design/mock.md#bounds); a full page means there may be more. */
        limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE.max).default(MEMBERS_PAGE.default),
        /** The cursor: the username of the last member of the previous page; the page starts after it. */
        after: z.string().max(64).optional(),
      }),
      responses: { 200: z.array(QaMember) },
    },
    createMember: {
      method: 'POST',
      path: '/__mock/members',
      summary: 'Create a member with a chosen level and credit',
      body: z.object({
        /** Checked as registration checks it: a member QA makes can log in like any other. */
        username: Username.optional(),
        password: Password.optional(),
        level: LevelNumber.optional(),
        credit: StartingCredit.optional(),
        /** The inviter's affiliate code: the member joins that inviter's downline (404 if unknown). */
        afCode: z.string().optional(),
        /** The registered bank account; omitted: a random one of a random Thai bank. */
        bank: z.object({ bankName: z.enum(BANK_CODES), bankId: z.string().regex(/^\d{1,20}$/) }).optional(),
      }),
      responses: { 200: QaMember, ...errors },
    },
    memberSession: {
      method: 'POST',
      path: '/__mock/members/:username/session',
      summary: 'Log a member in without the password: the same token and profile the login route returns',
      pathParams: z.object({ username: z.string() }),
      body: z.object({}).passthrough(),
      responses: { 200: Session, ...errors },
    },
    setLevel: {
      method: 'POST',
      path: '/__mock/members/:username/level',
      summary: "Assign a member's level (vip tiers are reachable only this way)",
      pathParams: z.object({ username: z.string() }),
      body: z.object({ level: LevelNumber }),
      responses: { 200: QaMember, ...errors },
    },
    memberDay: {
      method: 'GET',
      path: '/__mock/members/:username/day',
      summary: "What today (the mock's Bangkok day) holds for a member: check-in, withdraw limits, wheel spins, level review",
      pathParams: z.object({ username: z.string() }),
      responses: { 200: MemberDay, ...errors },
    },
  },
  controlRouterOptions,
);
