import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { wheelContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { okResponse, tsRestOptions } from '../shared';
import { spin, spinLog, wheelOf } from './service';

const s = initServer();

const router = s.router(wheelContract, {
  wheel: async ({ request }) => okResponse(wheelOf(request.namespaceState, currentMember(request))),
  spin: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, rejectFor(wheelContract.spin), 'wheel', member.uuid, body, () =>
      spin(request.namespaceState, member, rejectFor(wheelContract.spin)),
    );
  },
  log: async ({ request, body }) => okResponse(spinLog(request.namespaceState, currentMember(request), body.limit)),
});

export async function wheelRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
