import { initServer } from '@ts-rest/fastify';
import { faultsControl } from '@site/contract/mock-control';
import { messages } from '../../lib/messages';
import { MEMBER_API_ROUTES } from './member-api-routes';
import { activeFaults, addFault } from './service';

const s = initServer();

export const faultsRouter = s.router(faultsControl, {
  addFault: async ({ request, body }) => {
    addFault(request.namespaceState, body);
    // the fault added, not the list (docs/design/mock.md#bounds)
    return { status: 200, body };
  },
  faults: async ({ request }) => ({ status: 200, body: activeFaults(request.namespaceState) }),
  clearFaults: async ({ request }) => {
    request.namespaceState.setFaults([]);
    return { status: 200, body: { message: messages.control.faultsCleared } };
  },
  routes: async () => ({ status: 200, body: [...MEMBER_API_ROUTES] }),
});
