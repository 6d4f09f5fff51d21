import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { depositContract } from '@site/contract';
import { ownByUuid } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { depositPage, recentDeposits } from './service';

const s = initServer();

const router = s.router(depositContract, {
  member: async ({ request, params }) => okResponse(depositPage(request.namespaceState, ownByUuid(request, params.uuid))),
  recent: async ({ request }) => okResponse(recentDeposits(request.namespaceState)),
});

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
