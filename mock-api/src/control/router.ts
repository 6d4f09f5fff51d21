import type { FastifyInstance, FastifyRequest } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { z } from 'zod';
import { MOCK_CLOCK_RANGE, mockControlContract } from '@site/contract/mock-control';
import { toSatang } from '@site/contract';
import { BRANDS, MAINTENANCE_STATUS, type LevelId } from '@site/contract/rules';
import { ApiError } from '../lib/api-error';
import { DAY_MS, iso } from '../lib/bangkok-time';
import { recordDeposit } from '../state/wallet';
import type { World } from '../state/world';
import type { MemberRecord, WorldData } from '../state/types';
import { tsRestOptions } from '../domains/shared';
import { applyScenario, createMember, SCENARIOS, type ScenarioName } from './scenarios';
import { messages } from '../lib/messages';

const s = initServer();

function state(world: World) {
  return {
    namespace: world.data.namespace,
    seed: world.data.seed,
    brand: world.data.brand,
    now: iso(world.now()),
    websiteStatus: world.data.websiteStatus,
    members: Object.keys(world.data.members).length,
  };
}

function demoMember(world: World, member: MemberRecord) {
  return {
    uuid: member.uuid,
    username: member.username,
    phone: member.phone,
    password: member.demoPassword ?? '',
    name: member.name,
    level: member.level,
    credit: world.balance(member.uuid) / 100,
  };
}

function memberByUsername(world: World, username: string): MemberRecord {
  const member = world.findByUsername(username);
  if (!member) throw new ApiError(404, messages.control.memberNotFound(username), 'MEMBER_NOT_FOUND');
  return member;
}

/** Enough of a snapshot's shape to know it came from `snapshot`; the rest is trusted QA data. */
const SnapshotShape = z
  .object({
    version: z.literal(1),
    seed: z.number().int(),
    brand: z.string().refine((id) => BRANDS.some((b) => b.id === id)),
    websiteStatus: z.string(),
    clock: z.object({ frozenAt: z.number().nullable(), offsetMs: z.number() }),
    rng: z.object({ state: z.number().int() }),
    sequence: z.number().int().nonnegative(),
    members: z.record(z.object({ uuid: z.string(), username: z.string(), phone: z.string(), afCode: z.string() }).passthrough()),
    postings: z.array(z.object({ memberUuid: z.string(), amount: z.number().int() }).passthrough()),
    deposits: z.array(z.unknown()),
    withdrawals: z.array(z.unknown()),
    slips: z.array(z.unknown()),
    checkIns: z.array(z.unknown()),
    draws: z.array(z.unknown()),
    rewardRequests: z.array(z.unknown()),
    rewardStock: z.record(z.number()),
    affiliateLogs: z.array(z.unknown()),
    affiliateWithdrawn: z.record(z.unknown()),
    sessions: z.array(z.unknown()),
    rounds: z.array(z.unknown()),
    idempotency: z.record(z.unknown()),
    faults: z.array(z.unknown()),
    journal: z.array(z.unknown()),
  })
  .passthrough();

function world(request: FastifyRequest): World {
  return request.world;
}

const router = s.router(mockControlContract, {
  state: async ({ request }) => ({ status: 200, body: state(world(request)) }),
  reset: async ({ request }) => {
    const current = world(request);
    const rebuilt = request.server.worlds.rebuild(current.data.namespace, current.data.seed, current.data.brand);
    return { status: 200, body: state(rebuilt) };
  },
  seed: async ({ request, body }) => {
    const current = world(request);
    return { status: 200, body: state(request.server.worlds.rebuild(current.data.namespace, body.seed, current.data.brand)) };
  },
  clock: async ({ request, body }) => {
    const current = world(request);
    if (body.at === undefined && body.advanceDays === undefined && body.advanceMs === undefined) {
      throw new ApiError(400, messages.control.clockEmpty, 'CLOCK_EMPTY');
    }
    // setting an instant freezes the clock there, so scenarios replay exactly
    const clock = body.at !== undefined ? { frozenAt: Date.parse(body.at), offsetMs: 0 } : { ...current.data.clock };
    clock.offsetMs += (body.advanceDays ?? 0) * DAY_MS + (body.advanceMs ?? 0);
    const instant = (clock.frozenAt ?? Date.now()) + clock.offsetMs;
    if (instant < MOCK_CLOCK_RANGE.min || instant >= MOCK_CLOCK_RANGE.max) {
      throw new ApiError(400, messages.control.clockOutOfRange, 'CLOCK_OUT_OF_RANGE');
    }
    current.data.clock = clock;
    return { status: 200, body: state(current) };
  },
  maintenance: async ({ request, body }) => {
    const current = world(request);
    current.data.websiteStatus = body.on ? MAINTENANCE_STATUS : 'OK';
    return { status: 200, body: state(current) };
  },
  brand: async ({ request, body }) => {
    const current = world(request);
    if (!BRANDS.some((b) => b.id === body.brand)) {
      throw new ApiError(
        400,
        messages.control.unknownBrand(
          body.brand,
          BRANDS.map((b) => b.id),
        ),
        'UNKNOWN_BRAND',
      );
    }
    current.data.brand = body.brand;
    return { status: 200, body: state(current) };
  },
  members: async ({ request }) => {
    const current = world(request);
    const seeded = Object.values(current.data.members).filter((m) => m.demoPassword !== null);
    return { status: 200, body: seeded.map((m) => demoMember(current, m)) };
  },
  createMember: async ({ request, body }) => {
    const current = world(request);
    if (body.username !== undefined && !/^[A-Za-z0-9]{4,16}$/.test(body.username)) {
      throw new ApiError(400, messages.control.badUsername, 'BAD_USERNAME');
    }
    if (body.password !== undefined && (body.password.length < 6 || body.password.length > 32)) {
      throw new ApiError(400, messages.control.badPassword, 'BAD_PASSWORD');
    }
    if (body.username && current.findByUsername(body.username))
      throw new ApiError(409, messages.registration.usernameTaken, 'USERNAME_TAKEN');
    if (body.credit !== undefined && body.credit < 0) throw new ApiError(400, messages.control.negativeCredit, 'NEGATIVE_CREDIT');
    const member = createMember(current, {
      username: body.username,
      password: body.password,
      level: body.level as LevelId | undefined,
      credit: body.credit === undefined ? undefined : toSatang(body.credit),
      afCode: body.afCode,
    });
    return { status: 200, body: demoMember(current, member) };
  },
  setLevel: async ({ request, params, body }) => {
    const current = world(request);
    const member = memberByUsername(current, params.username);
    member.level = body.level as LevelId;
    return { status: 200, body: demoMember(current, member) };
  },
  ledger: async ({ request, params, body }) => {
    const current = world(request);
    const member = memberByUsername(current, params.username);
    const amount = toSatang(body.amount);
    if (body.kind === 'deposit') {
      if (amount <= 0) throw new ApiError(400, messages.control.depositNotPositive, 'DEPOSIT_NOT_POSITIVE');
      recordDeposit(current, member, amount, 'bank', {
        note: body.note ?? messages.control.bankStatementNote,
        description: messages.ledger.depositFromStatement,
      });
    } else {
      if (amount === 0) throw new ApiError(400, messages.control.adjustmentZero, 'ADJUSTMENT_ZERO');
      if (current.balance(member.uuid) + amount < 0) throw new ApiError(409, messages.control.adjustmentOverdraw, 'ADJUSTMENT_OVERDRAW');
      current.post({
        memberUuid: member.uuid,
        kind: 'adjustment',
        amount,
        description: body.note ?? messages.ledger.adjustmentByStaff,
        ref: null,
      });
    }
    return { status: 200, body: demoMember(current, member) };
  },
  addFault: async ({ request, body }) => {
    const current = world(request);
    if (body.status === undefined && body.latencyMs === undefined && !body.drop) {
      throw new ApiError(400, messages.control.faultEmpty, 'FAULT_EMPTY');
    }
    current.data.faults.push({ ...body, remaining: body.count ?? null });
    return { status: 200, body: activeFaults(current) };
  },
  faults: async ({ request }) => ({ status: 200, body: activeFaults(world(request)) }),
  clearFaults: async ({ request }) => {
    world(request).data.faults = [];
    return { status: 200, body: { message: messages.control.faultsCleared } };
  },
  journal: async ({ request, query }) => {
    const entries = world(request).data.journal.slice(-query.limit);
    return { status: 200, body: entries.map((e) => ({ ...e, at: iso(e.at) })) };
  },
  snapshot: async ({ request }) => ({ status: 200, body: structuredClone(world(request).data) as unknown as Record<string, unknown> }),
  restore: async ({ request, body }) => {
    const current = world(request);
    const parsed = SnapshotShape.safeParse(body);
    if (!parsed.success) throw new ApiError(400, messages.control.badSnapshot, 'BAD_SNAPSHOT');
    const data = structuredClone(parsed.data) as unknown as WorldData;
    current.replace({ ...data, namespace: current.data.namespace });
    return { status: 200, body: state(current) };
  },
  scenarios: async () => ({ status: 200, body: SCENARIOS.map((sc) => ({ name: sc.name, description: sc.description })) }),
  applyScenario: async ({ request, params }) => {
    const current = world(request);
    const scenario = SCENARIOS.find((sc) => sc.name === params.name);
    if (!scenario)
      throw new ApiError(
        404,
        messages.control.unknownScenario(
          params.name,
          SCENARIOS.map((sc) => sc.name),
        ),
        'UNKNOWN_SCENARIO',
      );
    const member = applyScenario(current, scenario.name as ScenarioName);
    return { status: 200, body: { state: state(current), member: member ? demoMember(current, member) : null } };
  },
});

function activeFaults(current: World) {
  return current.data.faults.map(({ remaining, ...fault }) => (remaining === null ? fault : { ...fault, count: remaining }));
}

export async function controlRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
