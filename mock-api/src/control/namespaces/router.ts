import { initServer } from '@ts-rest/fastify';
import { namespacesControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { toMockState } from '../shared';
import { describeNamespaces, forgetNamespace, rebuildNamespace } from './service';

const s = initServer();

export const namespacesRouter = s.router(namespacesControl, {
  state: async ({ request }) => ({ status: 200, body: toMockState(request.world) }),
  reset: async ({ request }) => ({ status: 200, body: toMockState(rebuildNamespace(request.server.worlds, request.world)) }),
  seed: async ({ request, body }) => ({
    status: 200,
    body: toMockState(rebuildNamespace(request.server.worlds, request.world, body.seed)),
  }),
  namespaces: async ({ request }) => ({ status: 200, body: describeNamespaces(request.server.worlds) }),
  deleteNamespace: async ({ request, params }) => {
    forgetNamespace(request.server.worlds, params.namespace);
    return { status: 200, body: { message: messages.control.namespaceDeleted(params.namespace) } };
  },
});
