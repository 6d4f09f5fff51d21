import { initServer } from '@ts-rest/fastify';
import { stubsControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { addStub, deleteStub } from './service';

const s = initServer();

export const stubsRouter = s.router(stubsControl, {
  // the stub added, not the list (docs/design/mock.md#bounds)
  addStub: async ({ request, body }) => ({ status: 200, body: addStub(request.namespaceState, body) }),
  stubs: async ({ request }) => ({ status: 200, body: [...request.namespaceState.data.stubs] }),
  deleteStub: async ({ request, params }) => {
    deleteStub(request.namespaceState, params.id);
    return { status: 200, body: { message: messages.control.stubCleared(params.id) } };
  },
  clearStubs: async ({ request }) => {
    request.namespaceState.setStubs([]);
    return { status: 200, body: { message: messages.control.stubsCleared } };
  },
});
