import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Ack, looseObject } from '../common/envelope';
import { controlValidationMessages } from '../common/messages';
import { controlErrors as errors, controlRouterOptions } from './common';

const c = initContract();

/** A route of the member API, as the faults page offers it. */
export const MemberApiRoute = looseObject({
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

/** Faults active in one namespace at once; one more is refused with 409 (docs/design/mock.md#bounds). */
export const MAX_FAULTS = 50;

/** Faults on member API routes, and the routes a fault can name. */
export const faultsControl = c.router(
  {
    addFault: {
      method: 'POST',
      path: '/__mock/faults',
      summary: `Inject a fault on a route pattern (at most ${MAX_FAULTS} at once: 409); answers the fault`,
      body: Fault.refine(
        (fault) => fault.status !== undefined || fault.latencyMs !== undefined || fault.drop === true,
        controlValidationMessages.faultEmpty,
      ),
      responses: { 200: Fault, ...errors },
    },
    faults: { method: 'GET', path: '/__mock/faults', summary: 'Active faults', responses: { 200: z.array(Fault) } },
    clearFaults: { method: 'DELETE', path: '/__mock/faults', summary: 'Clear all faults', body: c.noBody(), responses: { 200: Ack } },
    routes: {
      method: 'GET',
      path: '/__mock/routes',
      summary: "The member API's routes from the contract, with the fault pattern of each",
      responses: { 200: z.array(MemberApiRoute) },
    },
  },
  controlRouterOptions,
);
