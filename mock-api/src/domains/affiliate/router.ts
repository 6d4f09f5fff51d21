import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { affiliateContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { ownByUsername, ownByUuid } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { okResponse, tsRestOptions } from '../shared';
import { affiliateBonus, affiliateLogs, downline, downlineBonus, withdrawAffiliateBonus } from './service';

const s = initServer();

const router = s.router(affiliateContract, {
  bonus: async ({ request, params }) => okResponse(affiliateBonus(request.namespaceState, ownByUsername(request, params.username))),
  downline: async ({ request, params }) => okResponse(downline(request.namespaceState, ownByUsername(request, params.username))),
  code: async ({ request, params }) => okResponse({ code: ownByUuid(request, params.uuid).afCode }),
  withdraw: async ({ request, params, body }) => {
    const member = ownByUsername(request, params.username);
    return idempotent(request, rejectFor(affiliateContract.withdraw), 'affiliate-withdraw', member.uuid, body, () =>
      withdrawAffiliateBonus(request.namespaceState, member, body.type, body.amount, rejectFor(affiliateContract.withdraw)),
    );
  },
  downlineBonus: async ({ request, params, body }) =>
    okResponse(downlineBonus(request.namespaceState, ownByUsername(request, params.username), body.start, body.end)),
  logs: async ({ request, params, body }) =>
    okResponse(affiliateLogs(request.namespaceState, ownByUsername(request, params.username), body.type, body.start, body.end)),
});

export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
