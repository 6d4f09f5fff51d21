import { initServer } from '@ts-rest/fastify';
import { presetsControl } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { toMockState, toQaMember } from '../shared';
import { applyScenario, SCENARIOS } from './service';

const s = initServer();

export const presetsRouter = s.router(presetsControl, {
  scenarios: async () => ({ status: 200, body: SCENARIOS.map(({ name, description }) => ({ name, description })) }),
  applyScenario: async ({ request, params }) => {
    const scenario = SCENARIOS.find((preset) => preset.name === params.name);
    if (!scenario) {
      throw new ApiError(
        404,
        messages.control.unknownScenario(
          params.name,
          SCENARIOS.map(({ name }) => name),
        ),
        'UNKNOWN_SCENARIO',
      );
    }
    const member = applyScenario(request.namespaceState, scenario.name);
    return {
      status: 200,
      body: { state: toMockState(request.namespaceState), member: member ? toQaMember(request.namespaceState, member) : null },
    };
  },
});
