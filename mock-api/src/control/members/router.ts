import { initServer } from '@ts-rest/fastify';
import { membersControl } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { signSession } from '../../plugins/auth';
import { toUserProfile } from '../../domains/user/service';
import { memberByUsername, toQaMember } from '../shared';
import { createQaMember, listMembers, memberDay, setMemberLevel } from './service';

const s = initServer();

export const membersRouter = s.router(membersControl, {
  members: async ({ request, query }) => ({
    status: 200,
    body: listMembers(request.namespaceState, query).map((member) => toQaMember(request.namespaceState, member)),
  }),
  createMember: async ({ request, body }) => ({
    status: 200,
    body: toQaMember(request.namespaceState, createQaMember(request.namespaceState, body)),
  }),
  memberSession: async ({ request, params }) => {
    const member = memberByUsername(request.namespaceState, params.username);
    if (member.status !== 'active') throw new ApiError(409, messages.suspended, 'SUSPENDED');
    const session = signSession(request, member);
    return { status: 200, body: { message: messages.loggedIn, ...session, data: toUserProfile(request.namespaceState, member) } };
  },
  setLevel: async ({ request, params, body }) => {
    const member = memberByUsername(request.namespaceState, params.username);
    setMemberLevel(request.namespaceState, member, body.level);
    return { status: 200, body: toQaMember(request.namespaceState, member) };
  },
  memberDay: async ({ request, params }) => ({
    status: 200,
    body: memberDay(request.namespaceState, memberByUsername(request.namespaceState, params.username)),
  }),
});
