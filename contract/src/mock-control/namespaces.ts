import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Ack, looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { controlErrors as errors, controlRouterOptions, NamespaceName } from './common';

const c = initContract();

export const MockState = looseObject({
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

/**
 * The mock's namespaces: how many, the cap (MOCK_MAX_NAMESPACES), evictions (docs/design/mock.md#namespaces), and each
 * namespace's state, most recently used first (listing is not a use).
 */
export const MockNamespaces = looseObject({
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

/** The namespace itself: its state, a rebuild from its seed, the list of namespaces, forgetting one. */
export const namespacesControl = c.router(
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
    namespaces: {
      method: 'GET',
      path: '/__mock/namespaces',
      summary: 'Every namespace the mock holds (most recently used first) with its state, the cap and how many were evicted',
      responses: { 200: MockNamespaces },
    },
    createNamespace: {
      method: 'POST',
      path: '/__mock/namespaces',
      summary:
        'Create a namespace from the seed (409 when it exists); other control calls never create one (404 UNKNOWN_NAMESPACE) except seed, reset and restores',
      body: z.object({ namespace: NamespaceName }),
      responses: { 200: MockState, ...errors },
    },
    deleteNamespace: {
      method: 'DELETE',
      path: '/__mock/namespaces/:namespace',
      summary: 'Forget a namespace; its next use starts from the seed (the default namespace cannot be deleted, reset it)',
      pathParams: z.object({ namespace: NamespaceName }),
      body: c.noBody(),
      responses: { 200: Ack, ...errors },
    },
  },
  controlRouterOptions,
);
