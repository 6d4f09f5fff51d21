import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { bankContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { ok, tsRestOptions } from '../shared';
import { accountHolder, bankLengthProblem } from '../registration/service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(bankContract, {
  accountName: async ({ request, body }) => {
    const problem = bankLengthProblem(body.bankName, body.bankId);
    if (problem) throw new ApiError(400, problem, 'BANK_ID_LENGTH');
    const holder = accountHolder(request.world, body.bankName, body.bankId);
    if (!holder) throw new ApiError(404, messages.registration.accountUnknown, 'ACCOUNT_UNKNOWN');
    return ok({ bankName: body.bankName, bankId: body.bankId, accountName: holder });
  },
});

export async function bankRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
