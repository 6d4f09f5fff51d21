import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { AddressInput, addressContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { iso } from '../../lib/bangkok-time';
import { deterministicUuid } from '../../lib/rng';
import { currentMember } from '../../plugins/auth';
import { ok, tsRestOptions } from '../shared';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(addressContract, {
  mine: async ({ request }) => ok(currentMember(request).address),
  update: async ({ request, body }) => {
    const member = currentMember(request);
    const world = request.world;
    // fields given replace the saved ones; a first address must be complete
    const merged = AddressInput.safeParse({ ...(member.address ?? {}), ...body });
    if (!merged.success) {
      throw new ApiError(422, merged.error.issues[0]?.message ?? messages.address.incomplete, 'ADDRESS_INCOMPLETE');
    }
    const uuid = member.address?.uuid ?? deterministicUuid(`${world.data.seed}:${member.uuid}:address`);
    member.address = { ...merged.data, uuid, updatedAt: iso(world.now()) };
    return ok(member.address, messages.address.saved);
  },
});

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
