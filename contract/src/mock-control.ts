import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody } from './common/errors';
import { record, Ack } from './common/envelope';
import { IsoDateTime } from './common/dates';
import { Money } from './common/money';
import { LevelNumber } from './domains/user';

const c = initContract();

/**
 * The mock's own control API (`/__mock/*`), not part of the real backend. Scripts and QA drive
 * the mock through it with types. Every call acts on the namespace named by the
 * `x-mock-namespace` header (or cookie); without one, on the default namespace.
 */
export const NAMESPACE_HEADER = 'x-mock-namespace';

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

export const MockState = record({
  namespace: z.string(),
  seed: z.number().int(),
  brand: z.string(),
  now: IsoDateTime,
  websiteStatus: z.string(),
  members: z.number().int(),
});

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
  at: IsoDateTime,
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
});

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
      summary: 'Set the clock to an instant, or move it by days/milliseconds',
      body: z.object({
        at: IsoDateTime.optional(),
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
    members: {
      method: 'GET',
      path: '/__mock/members',
      summary: 'Seeded members with their passwords, for logging in',
      responses: { 200: z.array(DemoMember) },
    },
    createMember: {
      method: 'POST',
      path: '/__mock/members',
      summary: 'Create a member with a chosen level and credit',
      body: z.object({
        username: z.string().optional(),
        password: z.string().optional(),
        level: LevelNumber.optional(),
        credit: Money.optional(),
        /** The inviter's affiliate code: the member joins that inviter's downline (404 if unknown). */
        afCode: z.string().optional(),
      }),
      responses: { 200: DemoMember, ...errors },
    },
    setLevel: {
      method: 'POST',
      path: '/__mock/members/:username/level',
      summary: "Assign a member's level (vip tiers are reachable only this way)",
      pathParams: z.object({ username: z.string() }),
      body: z.object({ level: LevelNumber }),
      responses: { 200: DemoMember, ...errors },
    },
    ledger: {
      method: 'POST',
      path: '/__mock/members/:username/ledger',
      summary: 'Credit (deposit, as a matched bank statement) or debit (adjustment) a member',
      pathParams: z.object({ username: z.string() }),
      body: z.object({ amount: Money, kind: z.enum(['deposit', 'adjustment']).default('deposit'), note: z.string().max(200).optional() }),
      responses: { 200: DemoMember, ...errors },
    },
    addFault: {
      method: 'POST',
      path: '/__mock/faults',
      summary: 'Inject a fault on a route pattern',
      body: Fault,
      responses: { 200: z.array(Fault), ...errors },
    },
    faults: { method: 'GET', path: '/__mock/faults', summary: 'Active faults', responses: { 200: z.array(Fault) } },
    clearFaults: { method: 'DELETE', path: '/__mock/faults', summary: 'Clear all faults', body: c.noBody(), responses: { 200: Ack } },
    journal: {
      method: 'GET',
      path: '/__mock/journal',
      summary: 'Requests the namespace received, newest last',
      query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
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
      responses: { 200: record({ state: MockState, member: DemoMember.nullable() }), ...errors },
    },
  },
  { strictStatusCodes: true },
);
export type MockControlContract = typeof mockControlContract;
