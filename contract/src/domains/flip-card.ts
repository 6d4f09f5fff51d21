import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Money } from '../common/money';
import { IsoDateTime } from '../common/dates';
import { validationMessages as m } from '../common/messages';
import { RewardRequest } from './rewards';
import { policy } from '../common/policy';

const c = initContract();

export const FLIP_CARD_COUNT = 9;

const PickBody = z.object({
  cardIndex: z
    .number({ required_error: m.cardIndex, invalid_type_error: m.cardIndex })
    .int(m.cardIndex)
    .min(0, m.cardIndex)
    .max(FLIP_CARD_COUNT - 1, m.cardIndex),
});

export const FlipCardGame = z.enum(['flip-card', 'flip-card-reward']);

export const FlipCardFace = looseObject({ index: z.number().int(), label: z.string(), amount: Money });

export const FlipCardLog = looseObject({
  id: z.string(),
  game: FlipCardGame,
  cardIndex: z.number().int(),
  label: z.string(),
  amount: Money,
  createdAt: IsoDateTime,
});

export const flipCardContract = c.router({
  randomReward: {
    method: 'POST',
    path: '/api/auth/game/flip-card/random-reward',
    metadata: policy.member,
    summary: 'Pick a card: the server deals, reveals every card and credits the picked one',
    body: PickBody,
    responses: {
      200: dataEnvelope(
        looseObject({ picked: FlipCardFace, cards: z.array(FlipCardFace), credit: Money, playsLeft: z.number().int(), log: FlipCardLog }),
      ),
      409: ErrorBody,
      ...memberErrors,
    },
  },
  logs: {
    method: 'GET',
    path: '/api/auth/game/flip-card/logs',
    metadata: policy.member,
    summary: "The member's flip-card plays (both games), newest first, with plays left today",
    responses: {
      200: dataEnvelope(looseObject({ logs: z.array(FlipCardLog), playsLeft: z.number().int(), rewardPlaysLeft: z.number().int() })),
      ...memberErrors,
    },
  },
  rewardRandom: {
    method: 'POST',
    path: '/api/auth/game/flip-card-reward/random',
    metadata: policy.member,
    summary: 'Pick a card for a prize from the reward catalogue; the prize becomes a reward request',
    body: PickBody,
    responses: {
      200: dataEnvelope(
        looseObject({ picked: FlipCardFace, cards: z.array(FlipCardFace), request: RewardRequest.nullable(), playsLeft: z.number().int() }),
      ),
      409: ErrorBody,
      ...memberErrors,
    },
  },
  myRewardRequests: {
    method: 'GET',
    path: '/api/auth/game/reward/request/my',
    metadata: policy.member,
    summary: 'Prizes the member won in mini-games, as reward requests',
    responses: { 200: dataEnvelope(z.array(RewardRequest)), ...memberErrors },
  },
});
