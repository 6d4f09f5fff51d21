import { initServer } from '@ts-rest/fastify';
import { snapshotsControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { toMockState } from '../shared';
import { restoreWorld } from './service';

const s = initServer();

export const snapshotsRouter = s.router(snapshotsControl, {
  snapshot: async ({ request }) => ({ status: 200, body: structuredClone(request.world.data) as unknown as Record<string, unknown> }),
  restore: async ({ request, body }) => {
    restoreWorld(request.world, body);
    return { status: 200, body: toMockState(request.world) };
  },
  savedSnapshots: async ({ request }) => ({ status: 200, body: request.server.snapshotShelf.list() }),
  saveSnapshot: async ({ request, params, body }) => ({
    status: 200,
    body: request.server.snapshotShelf.save(params.name, request.world, body.overwriteOtherNamespace),
  }),
  restoreSnapshot: async ({ request, params }) => {
    request.server.snapshotShelf.restore(params.name, request.world);
    return { status: 200, body: toMockState(request.world) };
  },
  deleteSnapshot: async ({ request, params, query }) => {
    request.server.snapshotShelf.delete(params.name, request.world, query.otherNamespace === 'allow');
    return { status: 200, body: { message: messages.control.snapshotDeleted(params.name) } };
  },
});
