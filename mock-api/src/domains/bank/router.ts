import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { bankContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { okResponse, tsRestOptions } from '../shared';
import { lookUpAccountName } from './service';

const s = initServer();

const router = s.router(bankContract, {
  accountName: async ({ request, body }) =>
    okResponse(lookUpAccountName(request.namespaceState, body.bankName, body.bankId, rejectFor(bankContract.accountName))),
});

export async function bankRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
