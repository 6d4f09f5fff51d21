import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { policy } from '../common/policy';

const c = initContract();

/** One check-in: `json.day` is the Bangkok day of month it was made on (spec 4). */
export const CheckInLog = looseObject({
  id: z.string(),
  json: looseObject({ day: z.number().int().min(1).max(31), date: z.string() }),
  value: Money,
  createdAt: IsoDateTime,
});
export type CheckInLog = z.infer<typeof CheckInLog>;

export const CheckInState = looseObject({
  /** This month's check-ins, oldest first. */
  logs: z.array(CheckInLog),
  gameValue: looseObject({ value: Money }),
  gameValueTomorrow: looseObject({ value: Money }),
});
export type CheckInState = z.infer<typeof CheckInState>;

export const CheckInResult = looseObject({
  gameLog: CheckInLog,
  gameValue: looseObject({ value: Money }),
  gameValueTomorrow: looseObject({ value: Money }),
  credit: Money,
});
export type CheckInResult = z.infer<typeof CheckInResult>;

export const checkInContract = c.router({
  state: {
    method: 'GET',
    path: '/api/auth/game/check-in',
    metadata: policy.member,
    summary: "This month's check-ins, today's value and tomorrow's",
    responses: { 200: dataEnvelope(CheckInState), ...memberErrors },
  },
  checkIn: {
    method: 'POST',
    path: '/api/auth/game/check-in',
    metadata: policy.member,
    summary: "Check in for today (once per Bangkok day); credits today's value",
    body: z.object({}).passthrough(),
    responses: { 200: dataEnvelope(CheckInResult), 409: ErrorBody, ...memberErrors },
  },
});
