import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { flipCardContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { okResponse, tsRestOptions } from '../shared';
import { flipCardLogs, flipCardRewardRequests, playFlipCard, playRewardCard } from './service';

const s = initServer();

const router = s.router(flipCardContract, {
  randomReward: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, rejectFor(flipCardContract.randomReward), 'flip-card', member.uuid, body, () =>
      playFlipCard(request.namespaceState, member, body.cardIndex, rejectFor(flipCardContract.randomReward)),
    );
  },
  logs: async ({ request }) => okResponse(flipCardLogs(request.namespaceState, currentMember(request))),
  rewardRandom: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, rejectFor(flipCardContract.rewardRandom), 'flip-card-reward', member.uuid, body, () =>
      playRewardCard(request.namespaceState, member, body.cardIndex, rejectFor(flipCardContract.rewardRandom)),
    );
  },
  myRewardRequests: async ({ request }) => okResponse(flipCardRewardRequests(request.namespaceState, currentMember(request))),
});

export async function flipCardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
