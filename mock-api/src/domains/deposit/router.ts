import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { depositContract } from '@site/contract';
import { brandRule } from '@site/contract/rules';
import { iso } from '../../lib/bangkok-time';
import { ownByUuid } from '../../plugins/auth';
import { baht, ok, tsRestOptions } from '../shared';
import { maskUsername } from '../withdraw/service';
import { siteAccounts } from '../../content/site-accounts';

const s = initServer();

const router = s.router(depositContract, {
  member: async ({ request, params }) => {
    const member = ownByUuid(request, params.uuid);
    const world = request.world;
    const history = world.data.deposits
      .filter((d) => d.memberUuid === member.uuid)
      .map((d) => ({
        id: d.id,
        amount: baht(d.amount),
        status: d.status,
        channel: d.channel,
        bankName: d.bankName,
        createdAt: iso(d.at),
        note: d.note,
      }))
      .reverse();
    return ok({
      accounts: siteAccounts(world.data.brand),
      promptPayId: brandRule(world.data.brand).promptPayId,
      fromAccount: { bankName: member.bank.bankName, bankId: member.bank.bankId, accountName: member.bank.accountName },
      history,
    });
  },
  recent: async ({ request }) => {
    const world = request.world;
    const lines = world.data.deposits
      .filter((d) => d.status === 'approved')
      .slice(-10)
      .reverse()
      .map((d) => ({
        username: maskUsername(world.findMember(d.memberUuid)?.username ?? 'member'),
        amount: baht(d.amount),
        bankName: d.bankName,
        createdAt: iso(d.at),
      }));
    return ok(lines);
  },
});

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
