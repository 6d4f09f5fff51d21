import { initServer } from '@ts-rest/fastify';
import { siteControl } from '@site/contract/mock-control';
import { toMockState } from '../shared';
import { addAnnouncement, changeSite, removeAnnouncement, searchCatalogue, setBrand, setMaintenance, siteState } from './service';

const s = initServer();

export const siteRouter = s.router(siteControl, {
  maintenance: async ({ request, body }) => {
    setMaintenance(request.namespaceState, body.on);
    return { status: 200, body: toMockState(request.namespaceState) };
  },
  brand: async ({ request, body }) => {
    setBrand(request.namespaceState, request.server.mockConfig.brands, body.brand);
    return { status: 200, body: toMockState(request.namespaceState) };
  },
  site: async ({ request }) => ({ status: 200, body: siteState(request.namespaceState) }),
  setSite: async ({ request, body }) => ({ status: 200, body: changeSite(request.namespaceState, body) }),
  games: async ({ request, query }) => ({ status: 200, body: searchCatalogue(request.namespaceState, query.q) }),
  addAnnouncement: async ({ request, body }) => ({ status: 200, body: addAnnouncement(request.namespaceState, body) }),
  removeAnnouncement: async ({ request, params }) => ({ status: 200, body: removeAnnouncement(request.namespaceState, params.id) }),
});
