import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { registrationContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { signSession } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { toUserProfile } from '../user/service';
import { maskUsername } from '../withdraw/service';
import { bankLengthProblem, bankTaken, findInviter, register } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(registrationContract, {
  register: async ({ request, body }) => {
    const member = register(request.namespaceState, body, rejectFor(registrationContract.register));
    return {
      status: 200,
      body: {
        message: messages.registration.registered,
        ...signSession(request, member),
        data: toUserProfile(request.namespaceState, member),
      },
    };
  },
  checkPhone: async ({ request, params }) => {
    const taken = request.namespaceState.findByPhone(params.value) !== undefined;
    return okResponse({ available: !taken, message: taken ? messages.registration.phoneTaken : messages.registration.phoneFree });
  },
  checkBankId: async ({ request, params, body }) => {
    const problem = bankLengthProblem(body.bankName, params.bankId);
    if (problem) return okResponse({ available: false, message: problem });
    const taken = bankTaken(request.namespaceState, body.bankName, params.bankId);
    return okResponse({ available: !taken, message: taken ? messages.registration.bankTaken : messages.registration.bankFree });
  },
  inviter: async ({ request, params }) => {
    const inviter = findInviter(request.namespaceState, params.afCode);
    if (!inviter) return rejectFor(registrationContract.inviter)(404, messages.registration.inviterUnknown, 'INVITER_UNKNOWN');
    return okResponse({
      afCode: inviter.afCode,
      name: inviter.name.split(' ')[0] ?? inviter.name,
      username: maskUsername(inviter.username),
    });
  },
  checkUsername: async ({ request, params }) => {
    const taken = request.namespaceState.findByUsername(params.value) !== undefined;
    return okResponse({ available: !taken, message: taken ? messages.registration.usernameTaken : messages.registration.usernameFree });
  },
});

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
