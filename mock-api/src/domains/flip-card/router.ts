import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { FLIP_CARD_COUNT, flipCardContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { bangkokDay, iso } from '../../lib/bangkok-time';
import { drawWeighted } from '../../lib/rng';
import { FLIP_CARD_FACES, FLIP_CARD_PLAYS_PER_DAY, FLIP_CARD_REWARD_PLAYS_PER_DAY, FLIP_REWARD_FACES } from '../../content/prizes';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import type { World } from '../../state/world';
import type { DrawLog, MemberRecord } from '../../state/types';
import { baht, ok, tsRestOptions } from '../shared';
import { claimReward, toWireRequest } from '../rewards/service';
import { messages } from '../../lib/messages';

const s = initServer();
type FlipGame = 'flip-card' | 'flip-card-reward';

function playsLeft(world: World, member: MemberRecord, game: FlipGame): number {
  const today = bangkokDay(world.now());
  const used = world.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === game && d.day === today).length;
  return Math.max(0, (game === 'flip-card' ? FLIP_CARD_PLAYS_PER_DAY : FLIP_CARD_REWARD_PLAYS_PER_DAY) - used);
}

/** Every card is drawn from the weights on the server; the member only chooses which to open. */
function deal<T extends { weight: number }>(world: World, faces: readonly T[]): T[] {
  const weights = faces.map((f) => f.weight);
  return Array.from({ length: FLIP_CARD_COUNT }, () => {
    const face = faces[drawWeighted(world.data.rng, weights)];
    if (!face) throw new RangeError('no card faces');
    return face;
  });
}

function logOf(world: World, member: MemberRecord, game: FlipGame, index: number, label: string, amount: number): DrawLog {
  const at = world.now();
  const draw: DrawLog = { id: world.nextId('FC'), memberUuid: member.uuid, game, index, label, amount, day: bangkokDay(at), at };
  world.data.draws.push(draw);
  return draw;
}

function toWireLog(draw: DrawLog) {
  return {
    id: draw.id,
    game: draw.game === 'wheel' ? 'flip-card' : draw.game,
    cardIndex: draw.index,
    label: draw.label,
    amount: baht(draw.amount),
    createdAt: iso(draw.at),
  } as const;
}

const noPlays = (limit: number) => new ApiError(409, messages.flipCard.noPlaysLeft(limit), 'FLIP_NO_PLAYS');

const router = s.router(flipCardContract, {
  randomReward: async ({ request, body }) => {
    const member = currentMember(request);
    const world = request.world;
    return idempotent(request, 'flip-card', member.uuid, body, () => {
      if (playsLeft(world, member, 'flip-card') === 0) throw noPlays(FLIP_CARD_PLAYS_PER_DAY);
      const cards = deal(world, FLIP_CARD_FACES);
      const picked = cards[body.cardIndex];
      if (!picked) throw new RangeError('card index outside the deal');
      const draw = logOf(world, member, 'flip-card', body.cardIndex, picked.label, picked.amount);
      if (picked.amount > 0)
        world.post({
          memberUuid: member.uuid,
          kind: 'bonus',
          amount: picked.amount,
          description: messages.ledger.flipCardPrize(picked.label),
          ref: draw.id,
        });
      const face = (card: (typeof cards)[number], index: number) => ({ index, label: card.label, amount: baht(card.amount) });
      return ok(
        {
          picked: face(picked, body.cardIndex),
          cards: cards.map(face),
          credit: baht(world.balance(member.uuid)),
          playsLeft: playsLeft(world, member, 'flip-card'),
          log: toWireLog(draw),
        },
        picked.amount > 0 ? messages.prizeWon(picked.label) : messages.flipCard.emptyCard,
      );
    });
  },
  logs: async ({ request }) => {
    const member = currentMember(request);
    const world = request.world;
    const logs = world.data.draws
      .filter((d) => d.memberUuid === member.uuid && d.game !== 'wheel')
      .map(toWireLog)
      .reverse();
    return ok({ logs, playsLeft: playsLeft(world, member, 'flip-card'), rewardPlaysLeft: playsLeft(world, member, 'flip-card-reward') });
  },
  rewardRandom: async ({ request, body }) => {
    const member = currentMember(request);
    const world = request.world;
    return idempotent(request, 'flip-card-reward', member.uuid, body, () => {
      if (playsLeft(world, member, 'flip-card-reward') === 0) throw noPlays(FLIP_CARD_REWARD_PLAYS_PER_DAY);
      const cards = deal(world, FLIP_REWARD_FACES);
      const picked = cards[body.cardIndex];
      if (!picked) throw new RangeError('card index outside the deal');
      logOf(world, member, 'flip-card-reward', body.cardIndex, picked.label, 0);
      let requestRecord = null;
      if (picked.rewardId) {
        try {
          requestRecord = claimReward(world, member, picked.rewardId, 1, 'flip-card-reward');
        } catch (error) {
          // an exhausted prize is a miss, as on a real site; any other failure is a bug
          if (!(error instanceof ApiError && error.code === 'REWARD_OUT_OF_STOCK')) throw error;
        }
      }
      const face = (card: (typeof cards)[number], index: number) => ({ index, label: card.label, amount: 0 });
      return ok(
        {
          picked: face(picked, body.cardIndex),
          cards: cards.map(face),
          request: requestRecord ? toWireRequest(requestRecord) : null,
          playsLeft: playsLeft(world, member, 'flip-card-reward'),
        },
        requestRecord ? messages.prizeWon(picked.label) : messages.flipCard.noPrize,
      );
    });
  },
  myRewardRequests: async ({ request }) => {
    const member = currentMember(request);
    return ok(
      request.world.data.rewardRequests
        .filter((r) => r.memberUuid === member.uuid && r.source === 'flip-card-reward')
        .map(toWireRequest)
        .reverse(),
    );
  },
});

export async function flipCardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
