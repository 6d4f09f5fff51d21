import { initServer } from '@ts-rest/fastify';
import { namespacesControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { toMockState } from '../shared';
import { createNamespace, describeNamespaces, forgetNamespace, rebuildNamespace } from './service';

const s = initServer();

export const namespacesRouter = s.router(namespacesControl, {
  state: async ({ request }) => ({ status: 200, body: toMockState(request.namespaceState) }),
  reset: async ({ request }) => ({ status: 200, body: toMockState(rebuildNamespace(request.server.namespaces, request.namespaceState)) }),
  seed: async ({ request, body }) => ({
    status: 200,
    body: toMockState(rebuildNamespace(request.server.namespaces, request.namespaceState, body.seed)),
  }),
  namespaces: async ({ request }) => ({ status: 200, body: describeNamespaces(request.server.namespaces) }),
  createNamespace: async ({ request, body }) => ({
    status: 200,
    body: toMockState(createNamespace(request.server.namespaces, body.namespace)),
  }),
  deleteNamespace: async ({ request, params }) => {
    forgetNamespace(request.server.namespaces, params.namespace);
    return { status: 200, body: { message: messages.control.namespaceDeleted(params.namespace) } };
  },
});
