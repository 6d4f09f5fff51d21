import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { affiliateContract, toSatang } from '@site/contract';
import { ApiError } from '../../lib/api-error';
import { bangkokDay, iso } from '../../lib/bangkok-time';
import { ownByUsername, ownByUuid } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { AFFILIATE_PERCENT, approvedDeposits } from '../../state/wallet';
import type { World } from '../../state/world';
import type { MemberRecord } from '../../state/types';
import { baht, ok, tsRestOptions } from '../shared';
import { messages } from '../../lib/messages';

const s = initServer();

/** Earned per type from the af/wl log, minus what was already moved into credit. */
function bonusOf(world: World, member: MemberRecord) {
  const earned = { af: 0, wl: 0 };
  for (const log of world.data.affiliateLogs) if (log.memberUuid === member.uuid) earned[log.type] += log.amount;
  const withdrawn = world.data.affiliateWithdrawn[member.uuid] ?? { af: 0, wl: 0 };
  const balanceAf = earned.af - withdrawn.af;
  const balanceWl = earned.wl - withdrawn.wl;
  return {
    code: member.afCode,
    balance: baht(balanceAf + balanceWl),
    balanceAf: baht(balanceAf),
    balanceWl: baht(balanceWl),
    total_bonus: baht(earned.af + earned.wl),
    withdrawn: baht(withdrawn.af + withdrawn.wl),
    afPercent: AFFILIATE_PERCENT.af,
    wlPercent: AFFILIATE_PERCENT.wl,
    raw: { balanceAf, balanceWl },
  };
}

function wireBonus(bonus: ReturnType<typeof bonusOf>) {
  const { raw: _raw, ...wire } = bonus;
  return wire;
}

function downlineOf(world: World, member: MemberRecord): MemberRecord[] {
  return Object.values(world.data.members).filter((m) => m.inviter === member.afCode);
}

const router = s.router(affiliateContract, {
  bonus: async ({ request, params }) => ok(wireBonus(bonusOf(request.world, ownByUsername(request, params.username)))),
  downline: async ({ request, params }) => {
    const world = request.world;
    const members = downlineOf(world, ownByUsername(request, params.username));
    const users = Object.fromEntries(
      members.map((m) => [
        m.username,
        {
          username: m.username,
          name: m.name,
          registeredAt: iso(m.createdAt),
          depositTotal: baht(approvedDeposits(world, m.uuid).reduce((sum, d) => sum + d.amount, 0)),
        },
      ]),
    );
    return ok({ total: members.length, users });
  },
  code: async ({ request, params }) => ok({ code: ownByUuid(request, params.uuid).afCode }),
  withdraw: async ({ request, params, body }) => {
    const member = ownByUsername(request, params.username);
    const world = request.world;
    return idempotent(request, 'affiliate-withdraw', member.uuid, body, () => {
      const amount = toSatang(body.amount);
      const available = body.type === 'af' ? bonusOf(world, member).raw.balanceAf : bonusOf(world, member).raw.balanceWl;
      if (amount > available) {
        throw new ApiError(422, messages.affiliate.notEnough(body.type, baht(available).toLocaleString('th-TH')), 'AFFILIATE_NOT_ENOUGH');
      }
      const withdrawn = world.data.affiliateWithdrawn[member.uuid] ?? { af: 0, wl: 0 };
      withdrawn[body.type] += amount;
      world.data.affiliateWithdrawn[member.uuid] = withdrawn;
      world.post({
        memberUuid: member.uuid,
        kind: 'affiliate',
        amount,
        description: messages.ledger.affiliateWithdrawal(body.type),
        ref: null,
      });
      return ok({ credit: baht(world.balance(member.uuid)), bonus: wireBonus(bonusOf(world, member)) }, messages.affiliate.withdrawn);
    });
  },
  downlineBonus: async ({ request, params, body }) => {
    const world = request.world;
    const member = ownByUsername(request, params.username);
    const rows = new Map<string, { af: number; wl: number }>();
    for (const m of downlineOf(world, member)) rows.set(m.username, { af: 0, wl: 0 });
    for (const log of world.data.affiliateLogs) {
      const day = bangkokDay(log.at);
      if (log.memberUuid !== member.uuid || !log.downline || day < body.start || day > body.end) continue;
      const row = rows.get(log.downline) ?? { af: 0, wl: 0 };
      row[log.type] += log.amount;
      rows.set(log.downline, row);
    }
    const items = [...rows.entries()].map(([username, r]) => ({ username, af: baht(r.af), wl: baht(r.wl), total: baht(r.af + r.wl) }));
    const totalAf = [...rows.values()].reduce((sum, r) => sum + r.af, 0);
    const totalWl = [...rows.values()].reduce((sum, r) => sum + r.wl, 0);
    return ok({ start: body.start, end: body.end, total: baht(totalAf + totalWl), totalAf: baht(totalAf), totalWl: baht(totalWl), items });
  },
  logs: async ({ request, params, body }) => {
    const member = ownByUsername(request, params.username);
    const logs = request.world.data.affiliateLogs.filter((log) => {
      const day = bangkokDay(log.at);
      return log.memberUuid === member.uuid && log.type === body.type && day >= body.start && day <= body.end;
    });
    return ok(
      logs
        .map((log) => ({
          id: log.id,
          type: log.type,
          amount: baht(log.amount),
          downline: log.downline,
          description: log.description,
          createdAt: iso(log.at),
        }))
        .reverse(),
    );
  },
});

export async function affiliateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
