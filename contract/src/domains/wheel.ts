import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { policy } from '../common/policy';

const c = initContract();

export const WheelSegment = looseObject({
  index: z.number().int().nonnegative(),
  label: z.string(),
  amount: Money,
  color: z.string(),
  /** Chance of this segment in percent, from the server's weights: what is shown is what is drawn. */
  chancePercent: z.number().min(0).max(100),
});

export const Wheel = looseObject({
  segments: z.array(WheelSegment),
  spinsPerDay: z.number().int(),
  spinsLeft: z.number().int(),
});
export type Wheel = z.infer<typeof Wheel>;

export const WheelLog = looseObject({
  id: z.string(),
  segmentIndex: z.number().int(),
  label: z.string(),
  amount: Money,
  createdAt: IsoDateTime,
});

export const wheelContract = c.router({
  wheel: {
    method: 'GET',
    path: '/api/auth/wheel',
    metadata: policy.member,
    summary: "Wheel segments with their chances, and the member's spins left today",
    responses: { 200: dataEnvelope(Wheel), ...memberErrors },
  },
  spin: {
    method: 'POST',
    path: '/api/auth/wheel/reward',
    metadata: policy.member,
    summary: 'Spin: the server draws the segment, credits the reward and logs it',
    body: z.object({}).passthrough(),
    responses: {
      200: dataEnvelope(
        looseObject({ segmentIndex: z.number().int(), reward: Money, credit: Money, spinsLeft: z.number().int(), log: WheelLog }),
      ),
      409: ErrorBody,
      ...memberErrors,
    },
  },
  log: {
    method: 'POST',
    path: '/api/auth/wheel/log',
    metadata: policy.member,
    summary: "The member's spins, newest first",
    body: z.object({ limit: z.number().int().min(1).max(100).default(20) }),
    responses: { 200: dataEnvelope(z.array(WheelLog)), ...memberErrors },
  },
});
