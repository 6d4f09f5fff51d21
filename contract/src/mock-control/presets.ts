import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { controlErrors as errors, controlRouterOptions } from './common';
import { QaMember } from './members';
import { MockState } from './namespaces';

const c = initContract();

export const SCENARIO_NAMES = ['new-member', 'diamond-near-daily-limit', 'checked-in-today', 'maintenance'] as const;

/** Named presets that prepare a namespace (and maybe a member) in one call. */
export const presetsControl = c.router(
  {
    scenarios: {
      method: 'GET',
      path: '/__mock/scenarios',
      summary: 'Named presets',
      responses: { 200: z.array(looseObject({ name: z.string(), description: z.string() })) },
    },
    applyScenario: {
      method: 'POST',
      path: '/__mock/scenarios/:name',
      summary: 'Apply a named preset; returns the member it prepared, if any',
      pathParams: z.object({ name: z.string() }),
      body: z.object({}).passthrough(),
      responses: { 200: looseObject({ state: MockState, member: QaMember.nullable() }), ...errors },
    },
  },
  controlRouterOptions,
);
