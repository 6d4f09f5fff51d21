import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IsoDateTime } from '../common/dates';
import { controlValidationMessages } from '../common/messages';
import { controlErrors as errors, controlRouterOptions } from './common';
import { MockState } from './namespaces';

const c = initContract();

/**
 * The mock's clock stays within these instants (2000-01-01 to 2100-01-01 UTC): dates outside
 * them cannot be formatted as Bangkok days, and a clock past JavaScript's last date breaks
 * every later request of the namespace.
 */
export const MOCK_CLOCK_RANGE = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) } as const;
/** The largest single move of the clock: the whole range. */
const MOCK_CLOCK_SPAN_DAYS = 36_525;

/** The namespace's clock: set, moved, frozen or running. */
export const clockControl = c.router(
  {
    clock: {
      method: 'POST',
      path: '/__mock/clock',
      summary: 'Set the clock to an instant (it stops there), move it by days/milliseconds, freeze it or let it run',
      body: z
        .object({
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
        })
        .refine(
          (change) =>
            change.at !== undefined || change.advanceDays !== undefined || change.advanceMs !== undefined || change.freeze !== undefined,
          controlValidationMessages.clockEmpty,
        ),
      responses: { 200: MockState, ...errors },
    },
  },
  controlRouterOptions,
);
