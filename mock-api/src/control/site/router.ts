import { initServer } from '@ts-rest/fastify';
import { siteControl } from '@site/contract/mock-control';
import { toMockState } from '../shared';
import { addAnnouncement, changeSite, removeAnnouncement, setBrand, setMaintenance, siteState } from './service';

const s = initServer();

export const siteRouter = s.router(siteControl, {
  maintenance: async ({ request, body }) => {
    setMaintenance(request.world, body.on);
    return { status: 200, body: toMockState(request.world) };
  },
  brand: async ({ request, body }) => {
    setBrand(request.world, request.server.mockConfig.brands, body.brand);
    return { status: 200, body: toMockState(request.world) };
  },
  site: async ({ request }) => ({ status: 200, body: siteState(request.world) }),
  setSite: async ({ request, body }) => ({ status: 200, body: changeSite(request.world, body) }),
  addAnnouncement: async ({ request, body }) => ({ status: 200, body: addAnnouncement(request.world, body) }),
  removeAnnouncement: async ({ request, params }) => ({ status: 200, body: removeAnnouncement(request.world, params.id) }),
});
