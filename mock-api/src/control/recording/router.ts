import { initServer } from '@ts-rest/fastify';
import { recordingControl } from '@site/contract/mock-control';
import { toMockState, toQaMember } from '../shared';
import { loadRecording } from './service';

const s = initServer();

export const recordingRouter = s.router(recordingControl, {
  loadRecording: async ({ request, body }) => {
    const state = request.namespaceState;
    const { members, ...counts } = loadRecording(request.server.namespaces, state, body.exchanges, body.member);
    return {
      status: 200,
      body: { state: toMockState(state), members: members.map((member) => toQaMember(state, member)), ...counts },
    };
  },
});
