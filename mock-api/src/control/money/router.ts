import { initServer } from '@ts-rest/fastify';
import { toSatang } from '@site/contract';
import { moneyControl } from '@site/contract/mock-control';
import { memberByUsername, toQaMember } from '../shared';
import { memberMoney, mintSlip, moveWithdrawal, postLedgerLine, settleSlip } from './service';

const s = initServer();

export const moneyRouter = s.router(moneyControl, {
  ledger: async ({ request, params, body }) => {
    const member = memberByUsername(request.world, params.username);
    postLedgerLine(request.world, member, toSatang(body.amount), body.kind, body.note);
    return { status: 200, body: toQaMember(request.world, member) };
  },
  money: async ({ request, params }) => {
    const member = memberByUsername(request.world, params.username);
    return { status: 200, body: memberMoney(request.world, member, toQaMember(request.world, member)) };
  },
  mintSlip: async ({ request, params, body }) => ({
    status: 200,
    body: mintSlip(request.world, memberByUsername(request.world, params.username), body.amount, body.transferredAt),
  }),
  moveWithdrawal: async ({ request, params, body }) => ({
    status: 200,
    body: moveWithdrawal(request.world, params.id, body.action, body.note),
  }),
  settleSlip: async ({ request, params, body }) => ({ status: 200, body: settleSlip(request.world, params.id, body.action, body.message) }),
});
