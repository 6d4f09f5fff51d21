import { initServer } from '@ts-rest/fastify';
import { toSatang } from '@site/contract';
import { moneyControl } from '@site/contract/mock-control';
import { memberByUsername, toQaMember } from '../shared';
import { memberMoney, mintSlip, moveWithdrawal, postLedgerLine, settleSlip } from './service';

const s = initServer();

export const moneyRouter = s.router(moneyControl, {
  ledger: async ({ request, params, body }) => {
    const member = memberByUsername(request.namespaceState, params.username);
    postLedgerLine(request.namespaceState, member, toSatang(body.amount), body.kind, body.note);
    return { status: 200, body: toQaMember(request.namespaceState, member) };
  },
  money: async ({ request, params }) => {
    const member = memberByUsername(request.namespaceState, params.username);
    return { status: 200, body: memberMoney(request.namespaceState, member, toQaMember(request.namespaceState, member)) };
  },
  mintSlip: async ({ request, params, body }) => ({
    status: 200,
    body: mintSlip(request.namespaceState, memberByUsername(request.namespaceState, params.username), body.amount, body.transferredAt),
  }),
  moveWithdrawal: async ({ request, params, body }) => ({
    status: 200,
    body: moveWithdrawal(request.namespaceState, params.id, body.action, body.note),
  }),
  settleSlip: async ({ request, params, body }) => ({
    status: 200,
    body: settleSlip(request.namespaceState, params.id, body.action, body.message),
  }),
});
