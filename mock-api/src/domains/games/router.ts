import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { gamesContract } from '@site/contract';
import { ownByUsername } from '../../plugins/auth';
import { baht, ok, tsRestOptions } from '../shared';

const s = initServer();

const router = s.router(
  { credit: gamesContract.credit },
  {
    credit: async ({ request, params, body }) => {
      const member = ownByUsername(request, params.username);
      return ok({
        username: member.username,
        balanceType: body.balanceType,
        credit: baht(request.world.balance(member.uuid)),
        point: member.points,
        inGame: 0,
      });
    },
  },
);

export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
