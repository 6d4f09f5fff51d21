import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { wheelContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { bangkokDay, iso } from '../../lib/bangkok-time';
import { drawWeighted } from '../../lib/rng';
import { chancePercent, WHEEL_SEGMENTS, WHEEL_SPINS_PER_DAY } from '../../content/prizes';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import type { World } from '../../state/world';
import type { DrawLog, MemberRecord } from '../../state/types';
import { baht, ok, tsRestOptions } from '../shared';
import { messages } from '../../lib/messages';

const s = initServer();
const weights = WHEEL_SEGMENTS.map((segment) => segment.weight);

function spinsLeft(world: World, member: MemberRecord): number {
  const today = bangkokDay(world.now());
  const used = world.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === 'wheel' && d.day === today).length;
  return Math.max(0, WHEEL_SPINS_PER_DAY - used);
}

function toLog(draw: DrawLog) {
  return { id: draw.id, segmentIndex: draw.index, label: draw.label, amount: baht(draw.amount), createdAt: iso(draw.at) };
}

/** The segment is drawn here, from the namespace RNG and the weights the chances are shown from. */
function spin(world: World, member: MemberRecord) {
  if (spinsLeft(world, member) === 0) throw new ApiError(409, messages.wheel.noSpinsLeft(WHEEL_SPINS_PER_DAY), 'WHEEL_NO_SPINS');
  const index = drawWeighted(world.data.rng, weights);
  const segment = WHEEL_SEGMENTS[index] ?? WHEEL_SEGMENTS[0];
  if (!segment) throw new RangeError('wheel has no segments');
  const at = world.now();
  const draw: DrawLog = {
    id: world.nextId('WH'),
    memberUuid: member.uuid,
    game: 'wheel',
    index,
    label: segment.label,
    amount: segment.amount,
    day: bangkokDay(at),
    at,
  };
  world.data.draws.push(draw);
  if (segment.amount > 0)
    world.post({
      memberUuid: member.uuid,
      kind: 'bonus',
      amount: segment.amount,
      description: messages.ledger.wheelPrize(segment.label),
      ref: draw.id,
    });
  return ok(
    {
      segmentIndex: index,
      reward: baht(segment.amount),
      credit: baht(world.balance(member.uuid)),
      spinsLeft: spinsLeft(world, member),
      log: toLog(draw),
    },
    segment.amount > 0 ? messages.prizeWon(segment.label) : messages.wheel.noPrize,
  );
}

const router = s.router(wheelContract, {
  wheel: async ({ request }) => {
    const member = currentMember(request);
    return ok({
      segments: WHEEL_SEGMENTS.map((segment, index) => ({
        index,
        label: segment.label,
        amount: baht(segment.amount),
        color: segment.color,
        chancePercent: chancePercent(segment.weight, weights),
      })),
      spinsPerDay: WHEEL_SPINS_PER_DAY,
      spinsLeft: spinsLeft(request.world, member),
    });
  },
  spin: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, 'wheel', member.uuid, body, () => spin(request.world, member));
  },
  log: async ({ request, body }) => {
    const member = currentMember(request);
    const draws = request.world.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === 'wheel');
    return ok(draws.slice(-body.limit).reverse().map(toLog));
  },
});

export async function wheelRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
