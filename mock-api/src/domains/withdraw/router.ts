import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { toSatang, withdrawContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { currentMember, ownByUuid } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { okResponse, tsRestOptions } from '../shared';
import {
  openWithdrawals,
  recentWithdrawals,
  requestWithdrawal,
  retryWithdrawal,
  toWireWithdrawal,
  transferAllToBank,
  withdrawalHistory,
} from './service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(withdrawContract, {
  history: async ({ request, params }) => okResponse(withdrawalHistory(request.namespaceState, ownByUuid(request, params.uuid))),
  recent: async ({ request }) => okResponse(recentWithdrawals(request.namespaceState)),
  retry: async ({ request, body }) =>
    okResponse(
      toWireWithdrawal(retryWithdrawal(request.namespaceState, currentMember(request), body.id, rejectFor(withdrawContract.retry))),
      messages.withdraw.retryRequested,
    ),
  create: async ({ request, params, body }) => {
    const member = ownByUuid(request, params.uuid);
    return idempotent(request, rejectFor(withdrawContract.create), 'withdraw', member.uuid, body, () =>
      requestWithdrawal(request.namespaceState, member, toSatang(body.amount), rejectFor(withdrawContract.create)),
    );
  },
  requests: async ({ request, params }) => okResponse(openWithdrawals(request.namespaceState, ownByUuid(request, params.uuid))),
  transferToBank: async ({ request, body }) => {
    const member = ownByUuid(request, body.uuid);
    return idempotent(request, rejectFor(withdrawContract.transferToBank), 'transfer-to-bank', member.uuid, body, () =>
      transferAllToBank(request.namespaceState, member, body.bankName, body.bankId, rejectFor(withdrawContract.transferToBank)),
    );
  },
});

export async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
