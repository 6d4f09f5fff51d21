import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { authContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { verifyPassword } from '../../lib/password';
import { signSession } from '../../plugins/auth';
import { tsRestOptions } from '../shared';
import { toUserProfile } from '../user/service';

const s = initServer();

const router = s.router(authContract, {
  login: async ({ request, body }) => {
    const world = request.world;
    const member = world.findByLogin(body.username);
    // the hash is checked even for unknown names, so timing does not reveal which names exist
    const valid = await verifyPassword(body.password, member?.passwordHash ?? 'scrypt$00$00');
    if (!member || !valid) throw new ApiError(401, messages.loginFailed, 'LOGIN_FAILED');
    if (member.status !== 'active') throw new ApiError(403, messages.suspended, 'SUSPENDED');
    const session = signSession(request, member);
    return { status: 200, body: { message: messages.loggedIn, ...session, data: toUserProfile(world, member) } };
  },
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
