import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { announcementsContract } from '@site/contract';
import { currentMember } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { announcements } from './service';

const s = initServer();

const router = s.router(announcementsContract, {
  member: async ({ request }) => {
    currentMember(request);
    return okResponse(announcements(request.namespaceState, true));
  },
  public: async ({ request }) => okResponse(announcements(request.namespaceState, false)),
});

export async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
