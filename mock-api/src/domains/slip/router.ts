import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { slipContract } from '@site/contract';
import { currentMember } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { rejectFor } from '../../lib/api-error';
import { okResponse, tsRestOptions } from '../shared';
import { confirmSlip, requestSlipDeposit, toSlipData, toSlipRequest, verifySlip } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(slipContract, {
  verify: async ({ request, body }) =>
    okResponse(
      toSlipData(verifySlip(request.namespaceState, currentMember(request), body, rejectFor(slipContract.verify))),
      messages.slip.verified,
    ),
  confirm: async ({ request, body }) =>
    okResponse(
      toSlipRequest(confirmSlip(request.namespaceState, currentMember(request), body.transRef, rejectFor(slipContract.confirm))),
      messages.slip.confirmed,
    ),
  requestDeposit: async ({ request, body }) => {
    const member = currentMember(request);
    return idempotent(request, rejectFor(slipContract.requestDeposit), 'slip-deposit', member.uuid, body, () =>
      okResponse(
        toSlipRequest(requestSlipDeposit(request.namespaceState, member, body.transRef, rejectFor(slipContract.requestDeposit))),
        messages.slip.deposited,
      ),
    );
  },
  myRequests: async ({ request }) => {
    const member = currentMember(request);
    return okResponse(
      request.namespaceState.data.slips
        .filter((s) => s.memberUuid === member.uuid)
        .map(toSlipRequest)
        .reverse(),
    );
  },
});

export async function slipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
