import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { authContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { signSession } from '../../plugins/auth';
import { tsRestOptions } from '../shared';
import { toUserProfile } from '../user/service';
import { authenticate } from './service';

const s = initServer();

const router = s.router(authContract, {
  login: async ({ request, body }) => {
    const member = await authenticate(request.namespaceState, body.username, body.password, rejectFor(authContract.login));
    const session = signSession(request, member);
    return { status: 200, body: { message: messages.loggedIn, ...session, data: toUserProfile(request.namespaceState, member) } };
  },
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
