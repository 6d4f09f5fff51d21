import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { flattenContract } from '@site/contract';
import { MAX_STUBS, STUB_BODY_MAX, STUB_LATENCY_MAX_MS, type StubInput, type Stub, type StubLatency } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { NamespaceState } from '../../state/namespace-state';
import { routePattern } from '../faults/member-api-routes';

type NewStub = z.output<typeof StubInput>;

/** Each member API route by the pattern `/__mock/routes` names it with ("GET /api/auth/user/detail/*"). */
const ROUTES_BY_PATTERN = new Map(flattenContract().map(({ method, path, route }) => [routePattern(method, path), route]));

/**
 * Refuses a stub whose answer the contract does not allow for its route (status or body),
 * unless QA marked it off-contract on purpose: the site is tested against answers the real API
 * may give, and an odd one is a choice, not a typo.
 */
function checkAgainstContract(stub: NewStub): void {
  const route = ROUTES_BY_PATTERN.get(stub.route.trim());
  if (route === undefined) throw new ApiError(400, messages.control.stubUnknownRoute(stub.route), 'STUB_UNKNOWN_ROUTE');
  if (JSON.stringify(stub.body ?? null).length > STUB_BODY_MAX)
    throw new ApiError(400, messages.control.stubBodyTooLarge(STUB_BODY_MAX), 'STUB_BODY_TOO_LARGE');
  if (stub.offContract) return;
  const schema = (route.responses as Record<number, unknown>)[stub.status];
  if (!(schema instanceof z.ZodType))
    throw new ApiError(400, messages.control.stubStatusOffContract(stub.route, stub.status), 'STUB_OFF_CONTRACT');
  const parsed = schema.safeParse(stub.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `body.${issue.path.join('.')}` : 'body';
    throw new ApiError(
      400,
      messages.control.stubBodyOffContract(stub.route, stub.status, where, issue?.message ?? ''),
      'STUB_OFF_CONTRACT',
    );
  }
}

/** Adds a stub (checked against the contract); every member request is matched against each one, so the list is bounded. */
export function addStub(state: NamespaceState, input: NewStub): Stub {
  checkAgainstContract(input);
  if (state.data.stubs.length >= MAX_STUBS) throw new ApiError(409, messages.control.stubsFull(MAX_STUBS), 'STUBS_FULL');
  const stub: Stub = { ...input, route: input.route.trim(), id: randomUUID().slice(0, 8), remaining: input.count ?? null };
  state.setStubs([...state.data.stubs, stub]);
  return stub;
}

export function deleteStub(state: NamespaceState, id: string): void {
  if (!state.data.stubs.some((stub) => stub.id === id)) throw new ApiError(404, messages.control.stubNotFound(id), 'STUB_NOT_FOUND');
  state.setStubs(state.data.stubs.filter((stub) => stub.id !== id));
}

/** One draw of a stub's latency: uniform between its bounds, or log-normal through its median and 95th percentile. */
export function drawLatency(latency: StubLatency, random: () => number = Math.random): number {
  if ('minMs' in latency) return Math.round(latency.minMs + random() * (latency.maxMs - latency.minMs));
  if (latency.medianMs === 0) return 0;
  // ln X ~ N(mu, sigma): the median is e^mu, the 95th percentile e^(mu + 1.645 sigma)
  const mu = Math.log(latency.medianMs);
  const sigma = (Math.log(Math.max(latency.p95Ms, latency.medianMs)) - mu) / 1.6449;
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.min(STUB_LATENCY_MAX_MS, Math.round(Math.exp(mu + sigma * normal)));
}
