import { initServer } from '@ts-rest/fastify';
import { scenarioRunsControl } from '@site/contract/mock-control';

const s = initServer();

export const scenarioRunsRouter = s.router(scenarioRunsControl, {
  scenarioLibrary: async ({ request }) => ({ status: 200, body: await request.server.scenarioRuns.listLibrary() }),
  startRun: async ({ request, body }) => ({ status: 200, body: await request.server.scenarioRuns.start(body) }),
  runs: async ({ request }) => ({ status: 200, body: request.server.scenarioRuns.summaries() }),
  run: async ({ request, params }) => ({ status: 200, body: request.server.scenarioRuns.get(params.id) }),
});
