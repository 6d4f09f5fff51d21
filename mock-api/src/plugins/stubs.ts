import fp from 'fastify-plugin';
import type { Stub } from '@site/contract/mock-control';
import { drawLatency } from '../control/stubs/service';
import { faultMatcher } from './faults';

/**
 * Stubs (docs/design/mock.md#stubs): QA's answer for one member API route, for everyone or one member, in
 * place of the mock's own. Runs before the handler, after the session is read (a stub for one
 * member needs to know whose request it is) and after a fault (which takes a request first).
 * A member's own stub wins over one for everyone.
 */
export const stubsPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.url.startsWith('/__mock/')) return;
      const state = request.namespaceState;
      const stubs = state.data.stubs;
      if (stubs.length === 0) return;
      const line = `${request.method} ${request.url.split('?')[0] ?? request.url}`;
      const member = request.memberUuid === null ? null : (state.findMember(request.memberUuid)?.username.toLowerCase() ?? null);
      const applies = (stub: Stub) => (stub.remaining === null || stub.remaining > 0) && faultMatcher(stub.route).test(line);
      const stub =
        stubs.find((s) => s.member !== undefined && s.member.toLowerCase() === member && applies(s)) ??
        stubs.find((s) => s.member === undefined && applies(s));
      if (stub === undefined || (stub.probability !== undefined && Math.random() >= stub.probability)) return;
      if (stub.remaining !== null)
        state.setStubs(
          stubs.flatMap((s) => (s !== stub ? [s] : s.remaining !== null && s.remaining > 1 ? [{ ...s, remaining: s.remaining - 1 }] : [])),
        );
      request.journalStub = { id: stub.id, route: stub.route, offContract: stub.offContract };
      const latency = stub.latency;
      if (latency) await new Promise((resolve) => setTimeout(resolve, drawLatency(latency)));
      return reply.status(stub.status).send(stub.body ?? null);
    });
  },
  { name: 'mock-stubs', dependencies: ['mock-faults'] },
);
