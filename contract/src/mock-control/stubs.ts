import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Ack } from '../common/envelope';
import { controlValidationMessages } from '../common/messages';
import { controlErrors as errors, controlRouterOptions } from './common';

const c = initContract();

/** The longest a stub's latency draws (the fault's timeout hold). */
export const STUB_LATENCY_MAX_MS = 120_000;
const Ms = z.number().int().min(0).max(STUB_LATENCY_MAX_MS);

/**
 * A stub's latency as a distribution, drawn anew for each answer: uniform between two bounds,
 * or log-normal through a median and a 95th percentile (long-tailed, as real latency is).
 */
export const StubLatency = z.union([
  z.object({ minMs: Ms, maxMs: Ms }).refine((l) => l.minMs <= l.maxMs, controlValidationMessages.latencyOrder),
  z.object({ medianMs: Ms, p95Ms: Ms }).refine((l) => l.medianMs <= l.p95Ms, controlValidationMessages.latencyOrder),
]);
export type StubLatency = z.infer<typeof StubLatency>;

/** A stub's body as JSON is at most this many characters: one stub cannot fill a namespace. */
export const STUB_BODY_MAX = 200_000;

/** What QA sets one member API route to answer (docs/design/mock.md#stubs). */
export const StubInput = z.object({
  /** One route of the contract, as `GET /__mock/routes` names it (`fault`): "GET /api/auth/user/detail/*". */
  route: z.string().min(1).max(200),
  status: z.number().int().min(200).max(599),
  /** The answer's body; must match the contract's schema for that route and status unless `offContract`. */
  body: z.unknown(),
  /** True on purpose: the body (or the status) is not what the contract allows, to see how the site copes. */
  offContract: z.boolean().default(false),
  latency: StubLatency.optional(),
  /** Only this member's requests (username, any case); omitted: everyone's. */
  member: z.string().min(1).max(64).optional(),
  /** How many matching requests it answers; omitted: until cleared. */
  count: z.number().int().min(1).max(10_000).optional(),
  /** The share of matching requests it answers (the rest reach the mock as usual); omitted: every one. */
  probability: z.number().gt(0).max(1).optional(),
});
export type StubInput = z.input<typeof StubInput>;

export const Stub = StubInput.extend({
  id: z.string(),
  /** With `count`: the matching requests it has left. */
  remaining: z.number().int().nullable(),
});
export type Stub = z.infer<typeof Stub>;

/** Stubs active in one namespace at once; one more is refused with 409 (docs/design/mock.md#bounds). */
export const MAX_STUBS = 50;

/** Stubs on member API routes: added, listed, cleared one by one or all. */
export const stubsControl = c.router(
  {
    addStub: {
      method: 'POST',
      path: '/__mock/stubs',
      summary: `Set what one member API route answers (at most ${MAX_STUBS} at once: 409); a body off the contract is refused (400) unless offContract`,
      body: StubInput,
      responses: { 200: Stub, ...errors },
    },
    stubs: { method: 'GET', path: '/__mock/stubs', summary: 'Active stubs, oldest first', responses: { 200: z.array(Stub) } },
    deleteStub: {
      method: 'DELETE',
      path: '/__mock/stubs/:id',
      summary: 'Clear one stub',
      pathParams: z.object({ id: z.string().max(64) }),
      body: c.noBody(),
      responses: { 200: Ack, ...errors },
    },
    clearStubs: { method: 'DELETE', path: '/__mock/stubs', summary: 'Clear all stubs', body: c.noBody(), responses: { 200: Ack } },
  },
  controlRouterOptions,
);
