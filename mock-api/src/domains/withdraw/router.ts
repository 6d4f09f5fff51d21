import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { toSatang, withdrawContract } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { iso } from '../../lib/bangkok-time';
import { currentMember, ownByUuid } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import type { World } from '../../state/world';
import type { MemberRecord } from '../../state/types';
import { baht, ok, tsRestOptions } from '../shared';
import { limitsNow, maskUsername, retryWithdrawal, settleWithdrawals, toWireLimits, toWireWithdrawal, withdraw } from './service';
import { messages } from '../../lib/messages';

const s = initServer();

function result(world: World, member: MemberRecord, amount: number) {
  const record = withdraw(world, member, amount);
  const message = record.status === 'failed' ? messages.withdraw.failed : messages.withdraw.requested;
  return ok(
    { withdrawal: toWireWithdrawal(record), credit: baht(world.balance(member.uuid)), limits: toWireLimits(limitsNow(world, member)) },
    message,
  );
}

const router = s.router(withdrawContract, {
  history: async ({ request, params }) => {
    const member = ownByUuid(request, params.uuid);
    settleWithdrawals(request.world);
    const mine = request.world.data.withdrawals.filter((w) => w.memberUuid === member.uuid);
    return ok(mine.map(toWireWithdrawal).reverse());
  },
  recent: async ({ request }) => {
    const world = request.world;
    settleWithdrawals(world);
    const lines = world.data.withdrawals
      .filter((w) => w.status === 'approved')
      .slice(-10)
      .reverse()
      .map((w) => ({
        username: maskUsername(world.findMember(w.memberUuid)?.username ?? 'member'),
        amount: baht(w.amount),
        bankName: w.bankName,
        createdAt: iso(w.at),
      }));
    return ok(lines);
  },
  retry: async ({ request, body }) => {
    const member = currentMember(request);
    return ok(toWireWithdrawal(retryWithdrawal(request.world, member, body.id)), messages.withdraw.retryRequested);
  },
  create: async ({ request, params, body }) => {
    const member = ownByUuid(request, params.uuid);
    return idempotent(request, 'withdraw', member.uuid, body, () => result(request.world, member, toSatang(body.amount)));
  },
  requests: async ({ request, params }) => {
    const member = ownByUuid(request, params.uuid);
    const world = request.world;
    settleWithdrawals(world);
    const open = world.data.withdrawals.filter((w) => w.memberUuid === member.uuid && (w.status === 'pending' || w.status === 'failed'));
    return ok({ requests: open.map(toWireWithdrawal).reverse(), limits: toWireLimits(limitsNow(world, member)) });
  },
  transferToBank: async ({ request, body }) => {
    const member = ownByUuid(request, body.uuid);
    return idempotent(request, 'transfer-to-bank', member.uuid, body, () => {
      if (body.bankId !== member.bank.bankId || body.bankName.toUpperCase() !== member.bank.bankName) {
        throw new ApiError(422, messages.withdraw.foreignAccount, 'BANK_MISMATCH');
      }
      const credit = request.world.balance(member.uuid);
      if (credit <= 0) throw new ApiError(422, messages.withdraw.noCredit, 'NO_CREDIT');
      return result(request.world, member, credit);
    });
  },
});

export async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
