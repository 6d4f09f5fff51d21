import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { addressContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { currentMember } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { messages } from '../../lib/messages';
import { updateAddress } from './service';

const s = initServer();

const router = s.router(addressContract, {
  mine: async ({ request }) => okResponse(currentMember(request).address),
  update: async ({ request, body }) =>
    okResponse(
      updateAddress(request.namespaceState, currentMember(request), body, rejectFor(addressContract.update)),
      messages.address.saved,
    ),
});

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
