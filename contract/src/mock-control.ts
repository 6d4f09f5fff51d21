import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody } from './common/errors';
import { record, Ack } from './common/envelope';
import { IsoDateTime } from './common/dates';
import { Money, PositiveAmount, SignedAmount, StartingCredit } from './common/money';
import { LevelNumber } from './domains/user';
import { Session } from './domains/auth';
import { Transaction, UserLevel } from './domains/user';
import { Withdrawal, WithdrawLimits } from './domains/withdraw';
import { Deposit } from './domains/deposit';
import { SlipRequest } from './domains/slip';
import { UserSetting } from './domains/settings';
import { Announcement } from './domains/announcements';
import { BANK_CODES } from './rules/banks';
import { RunReport, ScenarioInfo, ScenarioResult, ScenarioStatus } from './scenario-report';

const c = initContract();

/**
 * The mock's own control API (`/__mock/*`), not part of the real backend. Scripts and QA drive
 * the mock through it with types. Every call acts on the namespace named by the
 * `x-mock-namespace` header (or cookie); without one, on the default namespace.
 */
export const NAMESPACE_HEADER = 'x-mock-namespace';

/**
 * A mock listening beyond loopback serves its control API only with MOCK_CONTROL_TOKEN set, and
 * only to requests that carry that token in this header (decision 093).
 */
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

/**
 * Every control call that changes something (any method but GET and HEAD) carries this header:
 * a cross-site form cannot send it, and a cross-site script cannot without a preflight the
 * mock never grants (decision 150).
 */
export const CONTROL_REQUEST_HEADER = 'x-mock-control';
export const CONTROL_REQUEST_HEADERS: Readonly<Record<string, string>> = { [CONTROL_REQUEST_HEADER]: '1' };

/**
 * The headers of a control-API client in Node (scenario runner, tests, benchmarks): the control
 * request header, and the control token from MOCK_CONTROL_TOKEN when `env` has it (callers pass
 * `process.env`: the contract itself stays browser-safe).
 */
export function controlHeaders(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const token = env.MOCK_CONTROL_TOKEN;
  return token ? { ...CONTROL_REQUEST_HEADERS, [CONTROL_TOKEN_HEADER]: token } : { ...CONTROL_REQUEST_HEADERS };
}

/**
 * The mock's clock stays within these instants (2000-01-01 to 2100-01-01 UTC): dates outside
 * them cannot be formatted as Bangkok days, and a clock past JavaScript's last date breaks
 * every later request of the namespace.
 */
export const MOCK_CLOCK_RANGE = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) } as const;
/** The largest single move of the clock: the whole range. */
const MOCK_CLOCK_SPAN_DAYS = 36_525;

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const DemoMember = record({
  uuid: z.string(),
  username: z.string(),
  phone: z.string(),
  password: z.string(),
  name: z.string(),
  level: LevelNumber,
  credit: Money,
});
export type DemoMember = z.infer<typeof DemoMember>;

/** A member as the control API answers: the demo fields plus the registered bank account. */
export const QaMember = DemoMember.extend({ bank: z.object({ bankName: z.string(), bankId: z.string() }) });
export type QaMember = z.infer<typeof QaMember>;

export const MockState = record({
  namespace: z.string(),
  seed: z.number().int(),
  brand: z.string(),
  now: IsoDateTime,
  websiteStatus: z.string(),
  members: z.number().int(),
  /** True while the clock stands still (after `at` or `freeze: true`); false while it runs with the wall clock. */
  clockFrozen: z.boolean(),
});
export type MockState = z.infer<typeof MockState>;

/** A namespace name as the `x-mock-namespace` header accepts it: the one pattern mock, console and runner check. */
export const NAMESPACE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const NamespaceName = z.string().regex(NAMESPACE_NAME_PATTERN);

/** A route of the member API, as the faults page offers it. */
export const MemberApiRoute = record({
  /** Dotted key in the contract, e.g. `withdraw.create`. */
  name: z.string(),
  method: z.string(),
  /** Path pattern as the contract writes it, e.g. `/api/auth/withdraw/:uuid`. */
  path: z.string(),
  summary: z.string(),
  /** The fault pattern that matches this route (`:param` segments become `*`). */
  fault: z.string(),
});
export type MemberApiRoute = z.infer<typeof MemberApiRoute>;

export const Fault = z.object({
  /** Matched against "METHOD /path" of incoming requests; `*` is a wildcard, e.g. "POST /api/auth/withdraw/*". */
  route: z.string().min(1).max(200),
  status: z.number().int().min(400).max(599).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** Destroy the connection without answering. */
  drop: z.boolean().optional(),
  /** How many matching requests it applies to; omitted: until cleared. */
  count: z.number().int().min(1).max(10_000).optional(),
  message: z.string().max(500).optional(),
});
export type Fault = z.infer<typeof Fault>;

export const JournalEntry = record({
  /** 1, 2, 3… in the order the namespace answered. */
  seq: z.number().int(),
  /** The namespace's clock when the answer went out. */
  at: IsoDateTime,
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  /** Username of the member the request acted as (its session, or the login it made); null when anonymous. */
  member: z.string().nullable(),
  /** True when the URL was longer than JOURNAL_URL_MAX and is kept cut (a byte budget per namespace, decision 155). */
  truncated: z.boolean(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** The journal keeps a URL up to this many characters, then cuts it and marks the entry `truncated` (decision 155). */
export const JOURNAL_URL_MAX = 512;
/** Announcements QA may publish in one namespace at once; one more is refused with 409 (decision 155). */
export const MAX_QA_ANNOUNCEMENTS = 50;
/** Faults active in one namespace at once; one more is refused with 409 (decision 155). */
export const MAX_FAULTS = 50;

/** Status classes the journal can be filtered by. */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

/**
 * The mock's namespaces: how many, the cap (MOCK_MAX_WORLDS), evictions (decision 092), and each
 * namespace's state, most recently used first (listing is not a use).
 */
export const MockNamespaces = record({
  count: z.number().int(),
  max: z.number().int(),
  /** Idle namespaces dropped, least recently used first, to stay within `max` since the mock started. */
  evicted: z.number().int(),
  namespaces: z.array(
    MockState.extend({
      /** Wall-clock time, not the namespace's clock. */
      lastUsedAt: IsoDateTime,
      /** Requests the namespace is answering now; a namespace with any is never evicted. */
      inFlight: z.number().int(),
    }),
  ),
});
export type MockNamespaces = z.infer<typeof MockNamespaces>;

/**
 * A member's money as the console's ledger page shows it: the append-only ledger (newest first,
 * each line with the balance after it, the member's own statement), the balance the member API
 * reports, and the withdrawals, deposits and slips with their states (newest first).
 */
export const MemberMoney = record({
  member: QaMember,
  ledger: z.array(Transaction),
  /** The credit the member API reports (the mock's cached balance), to check the ledger against. */
  balance: Money,
  withdrawals: z.array(Withdrawal),
  deposits: z.array(Deposit),
  slips: z.array(SlipRequest),
});
export type MemberMoney = z.infer<typeof MemberMoney>;

/**
 * What QA does with a withdrawal, as the bank or staff would: `approve` (pending: transferred),
 * `fail` (pending: the bank did not answer, the member may retry), `reject` (pending or failed:
 * refused, the amount goes back to credit with a ledger line).
 */
export const WithdrawalAction = z.enum(['approve', 'fail', 'reject']);
/**
 * Transfers the mock's bank simulator keeps per namespace (decision 144): minting one more is a
 * 409; a slip is accepted only for a transfer the bank made, so this also bounds slip deposits.
 */
export const MAX_BANK_TRANSFERS = 200;

/** The key of the PNG text chunk that carries a minted slip's QR payload (the mock's "scanner" reads it). */
export const SLIP_IMAGE_TEXT_KEY = 'slip-qr';

/**
 * A transfer the mock's bank simulator made from a member's registered account to the site
 * (decision 144): the only slips the mock accepts. The slip is its QR payload (paste it on the
 * slip screen) or its picture (a PNG data URL carrying the same payload: upload it).
 */
export const BankTransfer = record({
  transRef: z.string(),
  amount: Money,
  transferredAt: IsoDateTime,
  sender: z.object({ bankName: z.string(), bankId: z.string() }),
  qrPayload: z.string(),
  image: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/** What QA does with a slip not yet settled (verified or confirmed): `approve` credits the deposit, `reject` refuses it. */
export const SlipAction = z.enum(['approve', 'reject']);
/** What a scenario run from the console runs: one scenario, every scenario with a tag, or all (exactly one). */
export const RunSelection = z
  .object({
    scenario: z.string().min(1).max(100).optional(),
    tag: z.string().min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((s) => [s.scenario, s.tag, s.all].filter((v) => v !== undefined).length === 1, {
    message: 'name one of scenario, tag or all',
  });
export type RunSelection = z.infer<typeof RunSelection>;

/** A scenario of a run in progress: queued, running (steps so far), or done. */
export const ScenarioProgress = ScenarioResult.extend({ status: z.enum([...ScenarioStatus.options, 'queued', 'running']) });
export type ScenarioProgress = z.infer<typeof ScenarioProgress>;

export const RUN_STATUSES = ['running', 'passed', 'failed', 'error'] as const;

/** A run the mock started (decision 106): its scenarios as they go, then the whole report. */
export const ScenarioRun = z.object({
  id: z.string(),
  selection: RunSelection,
  /** passed/failed once the report is in; error when the runner ended without one. */
  status: z.enum(RUN_STATUSES),
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  scenarios: z.array(ScenarioProgress),
  report: RunReport.nullable(),
  /** Why the run ended without a report (the runner's last words). */
  error: z.string().nullable(),
});
export type ScenarioRun = z.infer<typeof ScenarioRun>;

/** A run in the list of recent runs. */
export const ScenarioRunSummary = z.object({
  id: z.string(),
  selection: RunSelection,
  status: z.enum(RUN_STATUSES),
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  scenarios: z.number().int(),
  failed: z.number().int(),
});
export type ScenarioRunSummary = z.infer<typeof ScenarioRunSummary>;

/** Where the mock serves a screenshot of a run's step (not a contract route: the answer is a PNG). */
export function runScreenshotPath(runId: string, file: string): string {
  return `/__mock/scenario-runs/${encodeURIComponent(runId)}/screenshots/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** A name a snapshot is kept under on the mock: letters, digits, - and _, like a namespace. */
export const SnapshotName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** How many named snapshots the mock keeps (memory, shared by every namespace); a full shelf refuses a new name with 409. */
export const MAX_SAVED_SNAPSHOTS = 20;
/** How many of them one namespace may have saved (decision 147): one namespace cannot fill the shelf for the others. */
export const MAX_SNAPSHOTS_PER_NAMESPACE = 5;
/** Members one namespace holds, seeded, created by QA and registered (decision 147); one more is 409. */
export const MAX_MEMBERS_PER_NAMESPACE = 2_000;
/**
 * Ledger lines one namespace holds (decision 147): once full, requests that may move money are
 * refused with 409 before they run, until the namespace is reset.
 */
export const MAX_LEDGER_ENTRIES = 20_000;
/** A page of the control API's member list (decision 148): 100 unless asked, at most 500. */
export const MEMBERS_PAGE = { default: 100, max: 500 } as const;

/** A snapshot kept on the mock under a name, restorable into any namespace (lost when the mock restarts). */
export const SavedSnapshot = record({
  name: z.string(),
  /** When it was saved (wall clock). */
  savedAt: IsoDateTime,
  /** The namespace it was taken from, and that namespace's clock then. */
  namespace: z.string(),
  clock: IsoDateTime,
  brand: z.string(),
  members: z.number().int(),
  /** Size of the snapshot as JSON. */
  bytes: z.number().int(),
});
export type SavedSnapshot = z.infer<typeof SavedSnapshot>;

/** A special host as the settings list it (decision 083): a host name, or `*.` and a domain for its subdomains. */
export const SpecialHost = z
  .string()
  .max(253)
  .regex(/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/);

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
/** A promotion QA publishes: the settings' shape, with the ranges a real one keeps. */
export const PromotionInput = UserSetting.extend({
  bonusRate: z.number().min(0).max(100),
  bonusTimeStart: ClockTime,
  bonusTimeEnd: ClockTime,
  endNumberBonus: z.number().int().min(0).max(9999),
  bonusRate2: z.number().min(0).max(100),
  bonusTimeStart2: ClockTime,
  bonusTimeEnd2: ClockTime,
  endNumberBonus2: z.number().int().min(0).max(9999),
  bonusMax: z.number().min(0).max(1_000_000),
});

/** An announcement as QA sees it: the member's fields, who may see it, and whether QA added it. */
export const SiteAnnouncement = Announcement.extend({ membersOnly: z.boolean(), addedByQa: z.boolean() });
export type SiteAnnouncement = z.infer<typeof SiteAnnouncement>;

/**
 * What the member site reads of the site in this namespace: status, brand, special hosts,
 * the published promotion and the announcements. `…OfBrand` says the value is the brand's own
 * (no QA override).
 */
export const SiteState = record({
  websiteStatus: z.string(),
  brand: z.string(),
  brands: z.array(record({ id: z.string(), name: z.string() })),
  specialHosts: z.array(z.string()),
  specialHostsOfBrand: z.boolean(),
  /** The promotion /api/setting publishes; null: none. */
  promotion: UserSetting.nullable(),
  promotionOfBrand: z.boolean(),
  /** Pinned first, then newest, as members get them (members-only ones included). */
  announcements: z.array(SiteAnnouncement),
});
export type SiteState = z.infer<typeof SiteState>;

/**
 * What the mock's clock decides for a member today (Bangkok day): check-in, withdraw limits,
 * wheel spins and the level review's deposits. The clock page reads it before and after a move.
 */
export const MemberDay = record({
  username: z.string(),
  /** The Bangkok day (YYYY-MM-DD) the mock's clock is in. */
  day: z.string(),
  checkIn: record({
    checkedInToday: z.boolean(),
    /** The streak today's check-in has (or would have); a missed day starts again at 1. */
    streak: z.number().int(),
    value: Money,
  }),
  withdraw: WithdrawLimits,
  wheelSpinsLeft: z.number().int(),
  /** The member's level and the deposits it is reviewed on (this month's and cumulative). */
  level: UserLevel,
});
export type MemberDay = z.infer<typeof MemberDay>;

export const SCENARIO_NAMES = ['new-member', 'diamond-near-daily-limit', 'checked-in-today', 'maintenance'] as const;

export const mockControlContract = c.router(
  {
    state: {
      method: 'GET',
      path: '/__mock/state',
      summary: 'Seed, brand, clock and status of the namespace',
      responses: { 200: MockState },
    },
    reset: {
      method: 'POST',
      path: '/__mock/reset',
      summary: 'Rebuild the namespace from its seed',
      body: z.object({}).passthrough(),
      responses: { 200: MockState },
    },
    seed: {
      method: 'POST',
      path: '/__mock/seed',
      summary: 'Rebuild the namespace from a new seed',
      body: z.object({
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31 - 1),
      }),
      responses: { 200: MockState, ...errors },
    },
    clock: {
      method: 'POST',
      path: '/__mock/clock',
      summary: 'Set the clock to an instant (it stops there), move it by days/milliseconds, freeze it or let it run',
      body: z.object({
        at: IsoDateTime.optional(),
        /** true: stop the clock at its current instant; false: let it run on from there with the wall clock. */
        freeze: z.boolean().optional(),
        advanceDays: z.number().int().min(-MOCK_CLOCK_SPAN_DAYS).max(MOCK_CLOCK_SPAN_DAYS).optional(),
        advanceMs: z
          .number()
          .int()
          .min(-MOCK_CLOCK_SPAN_DAYS * 86_400_000)
          .max(MOCK_CLOCK_SPAN_DAYS * 86_400_000)
          .optional(),
      }),
      responses: { 200: MockState, ...errors },
    },
    maintenance: {
      method: 'POST',
      path: '/__mock/maintenance',
      summary: 'Switch maintenance (websiteStatus MA) on or off',
      body: z.object({ on: z.boolean() }),
      responses: { 200: MockState, ...errors },
    },
    brand: {
      method: 'POST',
      path: '/__mock/brand',
      summary: 'Switch the brand (configuration, cashback percents, bottom bar)',
      body: z.object({ brand: z.string().min(1) }),
      responses: { 200: MockState, ...errors },
    },
    site: {
      method: 'GET',
      path: '/__mock/site',
      summary: 'Website status, brand, special hosts, published promotion and announcements of the namespace',
      responses: { 200: SiteState },
    },
    setSite: {
      method: 'POST',
      path: '/__mock/site',
      summary: "Override the special hosts or the published promotion ('brand': back to the brand's own; promotion 'none': publish none)",
      body: z.object({
        specialHosts: z.union([z.array(SpecialHost).max(20), z.literal('brand')]).optional(),
        promotion: z.union([PromotionInput, z.literal('none'), z.literal('brand')]).optional(),
      }),
      responses: { 200: SiteState, ...errors },
    },
    addAnnouncement: {
      method: 'POST',
      path: '/__mock/announcements',
      summary: `Publish an announcement now (on the mock clock), for everyone or members only (at most ${MAX_QA_ANNOUNCEMENTS} at once: 409); answers the announcement`,
      body: z.object({
        title: z.string().trim().min(1).max(120),
        body: z.string().trim().min(1).max(1000),
        pinned: z.boolean().default(false),
        membersOnly: z.boolean().default(false),
      }),
      responses: { 200: SiteAnnouncement, ...errors },
    },
    removeAnnouncement: {
      method: 'DELETE',
      path: '/__mock/announcements/:id',
      summary: 'Take an announcement down (seeded or added by QA)',
      pathParams: z.object({ id: z.string() }),
      body: c.noBody(),
      responses: { 200: SiteState, ...errors },
    },
    members: {
      method: 'GET',
      path: '/__mock/members',
      summary:
        'Members with their passwords (seeded and QA-created; with include=all also those registered through the API, password empty), a page at a time: limit, and after = the last username of the previous page',
      query: z.object({
        include: z.enum(['demo', 'all']).default('demo'),
        /** Part of the username, phone or name, any case. */
        q: z.string().max(64).optional(),
        /** Members per page, in the order they joined (decision 148); a full page means there may be more. */
        limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE.max).default(MEMBERS_PAGE.default),
        /** The cursor: the username of the last member of the previous page; the page starts after it. */
        after: z.string().max(64).optional(),
      }),
      responses: { 200: z.array(QaMember) },
    },
    createMember: {
      method: 'POST',
      path: '/__mock/members',
      summary: 'Create a member with a chosen level and credit',
      body: z.object({
        username: z.string().optional(),
        password: z.string().optional(),
        level: LevelNumber.optional(),
        credit: StartingCredit.optional(),
        /** The inviter's affiliate code: the member joins that inviter's downline (404 if unknown). */
        afCode: z.string().optional(),
        /** The registered bank account; omitted: a random one of a random Thai bank. */
        bank: z.object({ bankName: z.enum(BANK_CODES), bankId: z.string().regex(/^\d{1,20}$/) }).optional(),
      }),
      responses: { 200: QaMember, ...errors },
    },
    memberSession: {
      method: 'POST',
      path: '/__mock/members/:username/session',
      summary: 'Log a member in without the password: the same token and profile the login route returns',
      pathParams: z.object({ username: z.string() }),
      body: z.object({}).passthrough(),
      responses: { 200: Session, ...errors },
    },
    setLevel: {
      method: 'POST',
      path: '/__mock/members/:username/level',
      summary: "Assign a member's level (vip tiers are reachable only this way)",
      pathParams: z.object({ username: z.string() }),
      body: z.object({ level: LevelNumber }),
      responses: { 200: QaMember, ...errors },
    },
    ledger: {
      method: 'POST',
      path: '/__mock/members/:username/ledger',
      summary: 'Credit (deposit, as a matched bank statement) or debit (adjustment) a member',
      pathParams: z.object({ username: z.string() }),
      body: z.object({
        amount: SignedAmount,
        kind: z.enum(['deposit', 'adjustment']).default('deposit'),
        note: z.string().max(200).optional(),
      }),
      responses: { 200: QaMember, ...errors },
    },
    money: {
      method: 'GET',
      path: '/__mock/members/:username/money',
      summary: "A member's ledger with running balance, the reported balance, withdrawals, deposits and slips",
      pathParams: z.object({ username: z.string() }),
      responses: { 200: MemberMoney, ...errors },
    },
    memberDay: {
      method: 'GET',
      path: '/__mock/members/:username/day',
      summary: "What today (the mock's Bangkok day) holds for a member: check-in, withdraw limits, wheel spins, level review",
      pathParams: z.object({ username: z.string() }),
      responses: { 200: MemberDay, ...errors },
    },
    mintSlip: {
      method: 'POST',
      path: '/__mock/members/:username/slips',
      summary: `The mock's bank transfers money from the member's registered account: the slip (QR payload and picture) the member may deposit once (at most ${MAX_BANK_TRANSFERS} per namespace: 409)`,
      pathParams: z.object({ username: z.string() }),
      body: z.object({
        amount: PositiveAmount,
        /** When the transfer was made (default: now on the mock clock); slips older than a day are refused. */
        transferredAt: IsoDateTime.optional(),
      }),
      responses: { 200: BankTransfer, ...errors },
    },
    moveWithdrawal: {
      method: 'POST',
      path: '/__mock/withdrawals/:id',
      summary: 'Approve, fail or reject a withdrawal (409 when its state does not allow it)',
      pathParams: z.object({ id: z.string() }),
      body: z.object({ action: WithdrawalAction, note: z.string().max(200).optional() }),
      responses: { 200: Withdrawal, ...errors },
    },
    settleSlip: {
      method: 'POST',
      path: '/__mock/slips/:id',
      summary: 'Approve (credit the deposit) or reject a slip that is verified or confirmed (409 otherwise)',
      pathParams: z.object({ id: z.string() }),
      body: z.object({ action: SlipAction, message: z.string().max(200).optional() }),
      responses: { 200: SlipRequest, ...errors },
    },
    addFault: {
      method: 'POST',
      path: '/__mock/faults',
      summary: `Inject a fault on a route pattern (at most ${MAX_FAULTS} at once: 409); answers the fault`,
      body: Fault,
      responses: { 200: Fault, ...errors },
    },
    faults: { method: 'GET', path: '/__mock/faults', summary: 'Active faults', responses: { 200: z.array(Fault) } },
    clearFaults: { method: 'DELETE', path: '/__mock/faults', summary: 'Clear all faults', body: c.noBody(), responses: { 200: Ack } },
    journal: {
      method: 'GET',
      path: '/__mock/journal',
      summary: 'Requests the namespace received (the member API, not the control API), newest last; filters combine',
      query: z.object({
        limit: z.coerce.number().int().min(1).max(1000).default(100),
        /** The member's username, any case. */
        member: z.string().max(64).optional(),
        method: z.string().max(10).optional(),
        /** Part of the URL, any case. */
        path: z.string().max(200).optional(),
        status: z.enum(STATUS_CLASSES).optional(),
      }),
      responses: { 200: z.array(JournalEntry) },
    },
    snapshot: {
      method: 'GET',
      path: '/__mock/snapshot',
      summary: 'The whole namespace state as JSON',
      responses: { 200: z.record(z.unknown()) },
    },
    restore: {
      method: 'POST',
      path: '/__mock/restore',
      summary: 'Replace the namespace state with a snapshot',
      body: z.record(z.unknown()),
      responses: { 200: MockState, ...errors },
    },
    savedSnapshots: {
      method: 'GET',
      path: '/__mock/snapshots',
      summary: 'Snapshots kept on the mock under a name, newest first',
      responses: { 200: z.array(SavedSnapshot) },
    },
    saveSnapshot: {
      method: 'PUT',
      path: '/__mock/snapshots/:name',
      summary: `Keep the namespace's state under a name (replaces this namespace's snapshot of that name, another namespace's only with overwriteOtherNamespace; at most ${MAX_SAVED_SNAPSHOTS})`,
      pathParams: z.object({ name: SnapshotName }),
      // a name kept from another namespace is replaced only when the caller says so (a Thai 409 otherwise)
      body: z.object({ overwriteOtherNamespace: z.boolean().optional() }),
      responses: { 200: SavedSnapshot, ...errors },
    },
    restoreSnapshot: {
      method: 'POST',
      path: '/__mock/snapshots/:name/restore',
      summary: "Replace the namespace's state with a named snapshot (the namespace keeps its name)",
      pathParams: z.object({ name: SnapshotName }),
      body: z.object({}).passthrough(),
      responses: { 200: MockState, ...errors },
    },
    deleteSnapshot: {
      method: 'DELETE',
      path: '/__mock/snapshots/:name',
      summary: 'Forget a named snapshot (one kept from another namespace only with otherNamespace=allow)',
      pathParams: z.object({ name: SnapshotName }),
      query: z.object({ otherNamespace: z.literal('allow').optional() }),
      body: c.noBody(),
      responses: { 200: Ack, ...errors },
    },
    namespaces: {
      method: 'GET',
      path: '/__mock/namespaces',
      summary: 'Every namespace the mock holds (most recently used first) with its state, the cap and how many were evicted',
      responses: { 200: MockNamespaces },
    },
    deleteNamespace: {
      method: 'DELETE',
      path: '/__mock/namespaces/:namespace',
      summary: 'Forget a namespace; its next use starts from the seed (the default namespace cannot be deleted, reset it)',
      pathParams: z.object({ namespace: NamespaceName }),
      body: c.noBody(),
      responses: { 200: Ack, ...errors },
    },
    routes: {
      method: 'GET',
      path: '/__mock/routes',
      summary: "The member API's routes from the contract, with the fault pattern of each",
      responses: { 200: z.array(MemberApiRoute) },
    },
    scenarios: {
      method: 'GET',
      path: '/__mock/scenarios',
      summary: 'Named presets',
      responses: { 200: z.array(record({ name: z.string(), description: z.string() })) },
    },
    applyScenario: {
      method: 'POST',
      path: '/__mock/scenarios/:name',
      summary: 'Apply a named preset; returns the member it prepared, if any',
      pathParams: z.object({ name: z.string() }),
      body: z.object({}).passthrough(),
      responses: { 200: record({ state: MockState, member: QaMember.nullable() }), ...errors },
    },
    scenarioLibrary: {
      method: 'GET',
      path: '/__mock/scenario-runs/library',
      summary: 'The QA scenario library (`npm run scenario -- --list`): name, description, kind, tags',
      responses: { 200: z.array(ScenarioInfo), 503: ErrorBody },
    },
    startRun: {
      method: 'POST',
      path: '/__mock/scenario-runs',
      summary: 'Run QA scenarios (one, a tag, or all) in a runner process with its own gateway; follow it with GET',
      body: RunSelection,
      responses: { 200: ScenarioRun, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
    },
    runs: {
      method: 'GET',
      path: '/__mock/scenario-runs',
      summary: 'Recent scenario runs, newest first',
      responses: { 200: z.array(ScenarioRunSummary) },
    },
    run: {
      method: 'GET',
      path: '/__mock/scenario-runs/:id',
      summary: 'A scenario run: its scenarios and steps so far, and the report once it is over',
      pathParams: z.object({ id: z.string() }),
      responses: { 200: ScenarioRun, 404: ErrorBody },
    },
  },
  // any call can be malformed (bad JSON, bad namespace header): every route declares 400; a mock
  // with a control token refuses any call without it: 401 (decision 093)
  { strictStatusCodes: true, commonResponses: { 400: ErrorBody, 401: ErrorBody } },
);
export type MockControlContract = typeof mockControlContract;
