import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { checkInContract } from '@site/contract';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { rejectFor } from '../../lib/api-error';
import { okResponse, tsRestOptions } from '../shared';
import { checkIn, checkInState } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(checkInContract, {
  state: async ({ request }) => okResponse(checkInState(request.namespaceState, currentMember(request))),
  checkIn: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, rejectFor(checkInContract.checkIn), 'check-in', member.uuid, body, () =>
      okResponse(checkIn(request.namespaceState, member, rejectFor(checkInContract.checkIn)), messages.checkIn.done),
    );
  },
});

export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
