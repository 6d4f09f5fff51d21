import { initServer } from '@ts-rest/fastify';
import { snapshotsControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { toMockState } from '../shared';
import { restoreNamespace, snapshotOf } from './service';

const s = initServer();

export const snapshotsRouter = s.router(snapshotsControl, {
  snapshot: async ({ request }) => ({
    status: 200,
    body: snapshotOf(request.namespaceState) as unknown as Record<string, unknown>,
  }),
  restore: async ({ request, body }) => {
    restoreNamespace(request.namespaceState, body);
    return { status: 200, body: toMockState(request.namespaceState) };
  },
  savedSnapshots: async ({ request }) => ({ status: 200, body: request.server.snapshotShelf.list() }),
  saveSnapshot: async ({ request, params, body }) => ({
    status: 200,
    body: request.server.snapshotShelf.save(params.name, request.namespaceState, body.overwriteOtherNamespace),
  }),
  restoreSnapshot: async ({ request, params }) => {
    request.server.snapshotShelf.restore(params.name, request.namespaceState);
    return { status: 200, body: toMockState(request.namespaceState) };
  },
  deleteSnapshot: async ({ request, params, query }) => {
    request.server.snapshotShelf.delete(params.name, request.namespaceState, query.otherNamespace === 'allow');
    return { status: 200, body: { message: messages.control.snapshotDeleted(params.name) } };
  },
});
