import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { Uuid } from '../common/ids';
import { policy } from '../common/policy';

const c = initContract();

export const RewardCategory = looseObject({ id: z.string(), name: z.string(), image: z.string() });

/** A prize members claim with reward points. */
export const Reward = looseObject({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  points: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  /** Physical prizes need a delivery address. */
  needsAddress: z.boolean(),
});
export type Reward = z.infer<typeof Reward>;

export const RewardRequestStatus = z.enum(['pending', 'approved', 'shipped', 'rejected']);
export const RewardSource = z.enum(['points', 'flip-card-reward']);
export const RewardRequest = looseObject({
  id: z.string(),
  rewardId: z.string(),
  rewardName: z.string(),
  points: z.number().int(),
  quantity: z.number().int(),
  status: RewardRequestStatus,
  source: RewardSource,
  createdAt: IsoDateTime,
});
export type RewardRequest = z.infer<typeof RewardRequest>;

export const rewardsContract = c.router({
  list: {
    method: 'POST',
    path: '/api/auth/reward',
    metadata: policy.member,
    summary: 'Reward categories and the rewards of one category (all when categoryId is omitted)',
    body: z.object({ categoryId: z.string().min(1).max(50).optional() }),
    responses: {
      200: dataEnvelope(looseObject({ categories: z.array(RewardCategory), rewards: z.array(Reward), point: z.number() })),
      ...memberErrors,
    },
  },
  request: {
    method: 'POST',
    path: '/api/auth/reward/request',
    metadata: policy.ownedBy('uuid', { in: 'body', name: 'userUuid' }),
    summary: 'Claim a reward with points; physical rewards need a saved address',
    body: z.object({ rewardId: z.string().min(1).max(50), quantity: z.number().int().min(1).max(10).default(1), userUuid: Uuid }),
    responses: {
      200: dataEnvelope(looseObject({ request: RewardRequest, point: z.number() })),
      404: ErrorBody,
      409: ErrorBody,
      422: ErrorBody,
      ...memberErrors,
    },
  },
  history: {
    method: 'POST',
    path: '/api/auth/reward/request/history',
    metadata: policy.ownedBy('uuid', { in: 'body', name: 'userUuid' }),
    summary: "The member's reward requests, newest first",
    body: z.object({ userUuid: Uuid }),
    responses: { 200: dataEnvelope(z.array(RewardRequest)), ...memberErrors },
  },
});
