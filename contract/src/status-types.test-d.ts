import { describe, expectTypeOf, it } from 'vitest';
import type { ClientInferResponses } from '@ts-rest/core';
import type { contract } from './index';

/**
 * Spreading an `as const` error map turns its keys into strings ("401"), and ts-rest then
 * cannot narrow a response on `status === 401`. The shared error maps must keep numeric keys.
 */
describe('response status types', () => {
  it('keep the shared error statuses numeric, so clients can narrow on them', () => {
    type Statuses = ClientInferResponses<typeof contract.withdraw.create>['status'];
    expectTypeOf<401>().toExtend<Statuses>();
    expectTypeOf<422>().toExtend<Statuses>();
    expectTypeOf<503>().toExtend<Statuses>();
  });
});
