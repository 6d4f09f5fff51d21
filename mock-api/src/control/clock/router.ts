import { initServer } from '@ts-rest/fastify';
import { clockControl } from '@site/contract/mock-control';
import { toMockState } from '../shared';
import { changeClock } from './service';

const s = initServer();

export const clockRouter = s.router(clockControl, {
  clock: async ({ request, body }) => {
    changeClock(request.namespaceState, body);
    return { status: 200, body: toMockState(request.namespaceState) };
  },
});
