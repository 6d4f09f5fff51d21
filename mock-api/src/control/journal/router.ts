import { initServer } from '@ts-rest/fastify';
import { journalControl } from '@site/contract/mock-control';
import { journalEntries } from './service';

const s = initServer();

export const journalRouter = s.router(journalControl, {
  journal: async ({ request, query }) => ({ status: 200, body: journalEntries(request.namespaceState, query) }),
});
