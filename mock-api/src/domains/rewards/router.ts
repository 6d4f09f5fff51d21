import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { rewardsContract } from '@site/contract';
import { REWARD_CATEGORIES, REWARDS } from '../../content/prizes';
import { currentMember, ownByUuid } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { rejectFor } from '../../lib/api-error';
import { okResponse, tsRestOptions } from '../shared';
import { claimReward, toWireRequest, toWireReward } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(rewardsContract, {
  list: async ({ request, body }) => {
    const member = currentMember(request);
    const rewards = REWARDS.filter((r) => body.categoryId === undefined || r.categoryId === body.categoryId);
    return okResponse({
      categories: [...REWARD_CATEGORIES],
      rewards: rewards.map((r) => toWireReward(request.namespaceState, r)),
      point: member.points,
    });
  },
  request: async ({ request, body }) => {
    const member = ownByUuid(request, body.userUuid);
    return idempotent(request, rejectFor(rewardsContract.request), 'reward', member.uuid, body, () => {
      const record = claimReward(
        request.namespaceState,
        member,
        body.rewardId,
        body.quantity,
        'points',
        rejectFor(rewardsContract.request),
      );
      return okResponse({ request: toWireRequest(record), point: member.points }, messages.rewards.claimed);
    });
  },
  history: async ({ request, body }) => {
    const member = ownByUuid(request, body.userUuid);
    return okResponse(
      request.namespaceState.data.rewardRequests
        .filter((r) => r.memberUuid === member.uuid)
        .map(toWireRequest)
        .reverse(),
    );
  },
});

export async function rewardsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
