import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { CONTROL_TOKEN_HEADER, MAX_FAULTS, mockControlContract, type MockState } from '@site/contract/mock-control';
import { fromSatang, toSatang } from '@site/contract';
import { MAINTENANCE_STATUS, type LevelId } from '@site/contract/rules';
import { ApiError } from '../lib/api-error';
import { sameToken } from '../lib/control-token';
import { DAY_MS } from '@site/contract/bangkok-time';
import { iso } from '../lib/iso-instant';
import { recordDeposit } from '../state/wallet';
import { clockInRange, type World } from '../state/world';
import type { MemberRecord } from '../state/types';
import { tsRestOptions } from '../domains/shared';
import { applyScenario, createMember, SCENARIOS } from './scenarios';
import { messages } from '../lib/messages';
import { signSession } from '../plugins/auth';
import { DEFAULT_NAMESPACE } from '../plugins/worlds';
import { toUserProfile } from '../domains/user/service';
import { API_ROUTES } from './api-routes';
import { memberDay, memberMoney, mintSlip, moveWithdrawal, settleSlip } from './money';
import { restoreWorld, SnapshotShelf } from './snapshots';
import { addAnnouncement, changeSite, removeAnnouncement, siteState } from './site';
import { ScenarioRuns } from './scenario-runs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named snapshots of the control API, for every namespace (decision 104). */
    snapshotShelf: SnapshotShelf;
    /** Scenario runs started from the console (decision 106). */
    scenarioRuns: ScenarioRuns;
  }
}

const s = initServer();

function state(world: World): MockState {
  return {
    namespace: world.data.namespace,
    seed: world.data.seed,
    brand: world.data.brand,
    now: iso(world.now()),
    websiteStatus: world.data.websiteStatus,
    members: Object.keys(world.data.members).length,
    clockFrozen: world.data.clock.frozenAt !== null,
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
    credit: fromSatang(world.balance(member.uuid)),
    bank: { bankName: member.bank.bankName, bankId: member.bank.bankId },
  };
}

function matchesSearch(member: MemberRecord, q: string | undefined): boolean {
  if (q === undefined || q.trim() === '') return true;
  const needle = q.trim().toLowerCase();
  return [member.username, member.phone, member.name].some((field) => field.toLowerCase().includes(needle));
}

function memberByUsername(world: World, username: string): MemberRecord {
  const member = world.findByUsername(username);
  if (!member) throw new ApiError(404, messages.control.memberNotFound(username), 'MEMBER_NOT_FOUND');
  return member;
}

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
    if (body.at === undefined && body.advanceDays === undefined && body.advanceMs === undefined && body.freeze === undefined) {
      throw new ApiError(400, messages.control.clockEmpty, 'CLOCK_EMPTY');
    }
    // setting an instant freezes the clock there, so scenarios replay exactly
    const clock = body.at !== undefined ? { frozenAt: Date.parse(body.at), offsetMs: 0 } : { ...current.data.clock };
    clock.offsetMs += (body.advanceDays ?? 0) * DAY_MS + (body.advanceMs ?? 0);
    if (!clockInRange(clock)) {
      throw new ApiError(400, messages.control.clockOutOfRange, 'CLOCK_OUT_OF_RANGE');
    }
    // freezing or thawing keeps the instant the clock shows now; only whether it moves changes
    const wallNow = Date.now();
    const instant = (clock.frozenAt ?? wallNow) + clock.offsetMs;
    if (body.freeze === true) Object.assign(clock, { frozenAt: instant, offsetMs: 0 });
    if (body.freeze === false) Object.assign(clock, { frozenAt: null, offsetMs: instant - wallNow });
    current.setClock(clock);
    return { status: 200, body: state(current) };
  },
  maintenance: async ({ request, body }) => {
    const current = world(request);
    current.setWebsiteStatus(body.on ? MAINTENANCE_STATUS : 'OK');
    return { status: 200, body: state(current) };
  },
  brand: async ({ request, body }) => {
    const current = world(request);
    const brands = request.server.mockConfig.brands;
    if (!brands.has(body.brand)) throw new ApiError(400, messages.control.unknownBrand(body.brand, brands.ids()), 'UNKNOWN_BRAND');
    current.setBrand(body.brand);
    return { status: 200, body: state(current) };
  },
  site: async ({ request }) => ({ status: 200, body: siteState(world(request)) }),
  setSite: async ({ request, body }) => ({ status: 200, body: changeSite(world(request), body) }),
  addAnnouncement: async ({ request, body }) => ({ status: 200, body: addAnnouncement(world(request), body) }),
  removeAnnouncement: async ({ request, params }) => ({ status: 200, body: removeAnnouncement(world(request), params.id) }),
  members: async ({ request, query }) => {
    const current = world(request);
    const listed = Object.values(current.data.members).filter(
      (m) => (query.include === 'all' || m.demoPassword !== null) && matchesSearch(m, query.q),
    );
    // keyset paging in the order members joined (decision 148): a page starts after the cursor's member
    const start = query.after === undefined ? 0 : listed.findIndex((m) => m.username === query.after) + 1;
    if (query.after !== undefined && start === 0) throw new ApiError(400, messages.control.badCursor, 'BAD_CURSOR');
    return { status: 200, body: listed.slice(start, start + query.limit).map((m) => demoMember(current, m)) };
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
      bank: body.bank,
    });
    return { status: 200, body: demoMember(current, member) };
  },
  memberSession: async ({ request, params }) => {
    const current = world(request);
    const member = memberByUsername(current, params.username);
    if (member.status !== 'active') throw new ApiError(409, messages.suspended, 'SUSPENDED');
    const session = signSession(request, member);
    return { status: 200, body: { message: messages.loggedIn, ...session, data: toUserProfile(current, member) } };
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
  money: async ({ request, params }) => {
    const current = world(request);
    const member = memberByUsername(current, params.username);
    return { status: 200, body: memberMoney(current, member, demoMember(current, member)) };
  },
  memberDay: async ({ request, params }) => {
    const current = world(request);
    const member = memberByUsername(current, params.username);
    return { status: 200, body: memberDay(current, member) };
  },
  mintSlip: async ({ request, params, body }) => {
    const current = world(request);
    return { status: 200, body: mintSlip(current, memberByUsername(current, params.username), body.amount, body.transferredAt) };
  },
  moveWithdrawal: async ({ request, params, body }) => ({
    status: 200,
    body: moveWithdrawal(world(request), params.id, body.action, body.note),
  }),
  settleSlip: async ({ request, params, body }) => ({
    status: 200,
    body: settleSlip(world(request), params.id, body.action, body.message),
  }),
  addFault: async ({ request, body }) => {
    const current = world(request);
    if (body.status === undefined && body.latencyMs === undefined && !body.drop) {
      throw new ApiError(400, messages.control.faultEmpty, 'FAULT_EMPTY');
    }
    // every member request is matched against each fault: a bounded list keeps that cheap (decision 155)
    if (current.data.faults.length >= MAX_FAULTS) throw new ApiError(409, messages.control.faultsFull(MAX_FAULTS), 'FAULTS_FULL');
    current.setFaults([...current.data.faults, { ...body, remaining: body.count ?? null }]);
    // the fault added, not the list (decision 148)
    return { status: 200, body };
  },
  faults: async ({ request }) => ({ status: 200, body: activeFaults(world(request)) }),
  clearFaults: async ({ request }) => {
    world(request).setFaults([]);
    return { status: 200, body: { message: messages.control.faultsCleared } };
  },
  journal: async ({ request, query }) => {
    const member = query.member?.trim().toLowerCase();
    const method = query.method?.trim().toUpperCase();
    const path = query.path?.trim().toLowerCase();
    const entries = world(request)
      .data.journal.filter(
        (e) =>
          (!member || e.member?.toLowerCase() === member) &&
          (!method || e.method === method) &&
          (!path || e.url.toLowerCase().includes(path)) &&
          (query.status === undefined || `${String(e.status)[0]}xx` === query.status),
      )
      .slice(-query.limit);
    return { status: 200, body: entries.map((e) => ({ ...e, at: iso(e.at) })) };
  },
  snapshot: async ({ request }) => ({ status: 200, body: structuredClone(world(request).data) as unknown as Record<string, unknown> }),
  restore: async ({ request, body }) => {
    const current = world(request);
    restoreWorld(current, body);
    return { status: 200, body: state(current) };
  },
  savedSnapshots: async ({ request }) => ({ status: 200, body: request.server.snapshotShelf.list() }),
  saveSnapshot: async ({ request, params, body }) => ({
    status: 200,
    body: request.server.snapshotShelf.save(params.name, world(request), body.overwriteOtherNamespace),
  }),
  restoreSnapshot: async ({ request, params }) => {
    const current = world(request);
    request.server.snapshotShelf.restore(params.name, current);
    return { status: 200, body: state(current) };
  },
  deleteSnapshot: async ({ request, params, query }) => {
    request.server.snapshotShelf.delete(params.name, world(request), query.otherNamespace === 'allow');
    return { status: 200, body: { message: messages.control.snapshotDeleted(params.name) } };
  },
  namespaces: async ({ request }) => {
    const { namespaces, ...counts } = request.server.worlds.describe();
    return {
      status: 200,
      body: { ...counts, namespaces: namespaces.map(({ world: held, ...use }) => ({ ...state(held), ...use })) },
    };
  },
  deleteNamespace: async ({ request, params }) => {
    if (params.namespace === DEFAULT_NAMESPACE) throw new ApiError(400, messages.control.defaultNamespaceKept, 'DEFAULT_NAMESPACE');
    if (!request.server.worlds.delete(params.namespace)) {
      throw new ApiError(404, messages.control.namespaceNotFound(params.namespace), 'NAMESPACE_NOT_FOUND');
    }
    return { status: 200, body: { message: messages.control.namespaceDeleted(params.namespace) } };
  },
  routes: async () => ({ status: 200, body: [...API_ROUTES] }),
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
    const member = applyScenario(current, scenario.name);
    return { status: 200, body: { state: state(current), member: member ? demoMember(current, member) : null } };
  },
  scenarioLibrary: async ({ request }) => ({ status: 200, body: await request.server.scenarioRuns.listLibrary() }),
  startRun: async ({ request, body }) => ({ status: 200, body: await request.server.scenarioRuns.start(body) }),
  runs: async ({ request }) => ({ status: 200, body: request.server.scenarioRuns.summaries() }),
  run: async ({ request, params }) => ({ status: 200, body: request.server.scenarioRuns.get(params.id) }),
});

function activeFaults(current: World) {
  return current.data.faults.map(({ remaining, ...fault }) => (remaining === null ? fault : { ...fault, count: remaining }));
}

/** The control API; with a control token (decision 093) only for requests that carry it. */
export async function controlRoutes(app: FastifyInstance): Promise<void> {
  app.decorate('snapshotShelf', new SnapshotShelf(app.mockConfig.store));
  const token = app.mockConfig.controlToken;
  if (token !== undefined) {
    app.addHook('onRequest', async (request) => {
      if (!sameToken(request.headers[CONTROL_TOKEN_HEADER], token)) {
        throw new ApiError(401, messages.control.tokenRequired, 'CONTROL_TOKEN');
      }
    });
  }
  app.decorate('scenarioRuns', new ScenarioRuns({ runner: app.mockConfig.scenarioRunner }));
  app.addHook('onClose', () => app.scenarioRuns.close());
  await app.register(s.plugin(router), tsRestOptions);
  // a step's screenshot (a PNG, so not a contract route); the run names it by its path in the run
  app.get<{ Params: { id: string; '*': string } }>('/__mock/scenario-runs/:id/screenshots/*', async (request, reply) => {
    const file = app.scenarioRuns.screenshotFile(request.params.id, request.params['*']);
    if (file === null) throw new ApiError(404, messages.control.screenshotNotFound, 'SCREENSHOT_NOT_FOUND');
    return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(createReadStream(file));
  });
}
