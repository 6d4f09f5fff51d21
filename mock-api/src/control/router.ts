import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { CONTROL_TOKEN_HEADER, mockControlContract } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { sameToken } from '../lib/control-token';
import { messages } from '../lib/messages';
import { tsRestOptions } from '../domains/shared';
import { clockRouter } from './clock/router';
import { faultsRouter } from './faults/router';
import { journalRouter } from './journal/router';
import { membersRouter } from './members/router';
import { moneyRouter } from './money/router';
import { namespacesRouter } from './namespaces/router';
import { presetsRouter } from './presets/router';
import { recordingRouter } from './recording/router';
import { ScenarioRuns } from './scenario-runs/service';
import { scenarioRunsRouter } from './scenario-runs/router';
import { siteRouter } from './site/router';
import { SnapshotShelf } from './snapshots/service';
import { snapshotsRouter } from './snapshots/router';
import { stubsRouter } from './stubs/router';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named snapshots of the control API, for every namespace (docs/design/mock.md#control-api). */
    snapshotShelf: SnapshotShelf;
    /** Scenario runs started from the console (docs/design/qa.md#scenario-runs). */
    scenarioRuns: ScenarioRuns;
  }
}

const s = initServer();

/** One router per area of the control contract (routers map, each area's service.ts does the work), merged as the contract is. */
const router = s.router(mockControlContract, {
  ...namespacesRouter,
  ...clockRouter,
  ...siteRouter,
  ...membersRouter,
  ...moneyRouter,
  ...faultsRouter,
  ...stubsRouter,
  ...journalRouter,
  ...snapshotsRouter,
  ...recordingRouter,
  ...presetsRouter,
  ...scenarioRunsRouter,
});

/** The control API; with a control token (docs/design/mock.md#shared-mock) only for requests that carry it. */
export async function controlRoutes(app: FastifyInstance): Promise<void> {
  app.decorate('snapshotShelf', new SnapshotShelf(app.mockConfig.store));
  const token = app.mockConfig.controlToken;
  if (token !== undefined) {
    app.addHook('onRequest', async (request) => {
      if (!sameToken(request.headers[CONTROL_TOKEN_HEADER], token)) {
        throw new ApiError(401, messages.control.tokenRequired, 'CONTROL_TOKEN');
      }
    });
  }
  app.decorate('scenarioRuns', new ScenarioRuns({ runner: app.mockConfig.scenarioRunner }));
  app.addHook('onClose', () => app.scenarioRuns.close());
  await app.register(s.plugin(router), tsRestOptions);
  // a step's screenshot (a PNG, so not a contract route); the run names it by its path in the run
  app.get<{ Params: { id: string; '*': string } }>('/__mock/scenario-runs/:id/screenshots/*', async (request, reply) => {
    const file = app.scenarioRuns.screenshotFile(request.params.id, request.params['*']);
    if (file === null) throw new ApiError(404, messages.control.screenshotNotFound, 'SCREENSHOT_NOT_FOUND');
    return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(createReadStream(file));
  });
}
