import fp from 'fastify-plugin';
import type { ActiveFault } from '../state/types';
import { messages } from '../lib/messages';

const MAX_JOURNAL = 1000;

/** "POST /api/auth/withdraw/*" -> a regexp over "METHOD /path"; `*` matches anything. */
export function faultMatcher(route: string): RegExp {
  const escaped = route
    .trim()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`, 'i');
}

function matching(faults: readonly ActiveFault[], method: string, path: string): ActiveFault | undefined {
  const line = `${method} ${path}`;
  return faults.find((fault) => (fault.remaining === null || fault.remaining > 0) && faultMatcher(fault.route).test(line));
}

/**
 * Injected faults (latency, status, dropped connection) and the request journal, per
 * namespace. The control API itself is never faulted, so a fault can always be cleared.
 */
export const faultsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (path.startsWith('/__mock/')) return;
      const faults = request.world.data.faults;
      const fault = matching(faults, request.method, path);
      if (!fault) return;
      if (fault.remaining !== null) fault.remaining -= 1;
      request.world.setFaults(faults.filter((f) => f.remaining === null || f.remaining > 0));
      if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
      if (fault.drop) {
        reply.hijack();
        request.raw.socket?.destroy();
        return reply;
      }
      if (fault.status) {
        return reply.status(fault.status).send({ message: fault.message ?? messages.internal, code: 'INJECTED_FAULT' });
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (path.startsWith('/__mock/') || !request.world) return;
      const member = request.memberUuid === null ? null : (request.world.findMember(request.memberUuid)?.username ?? null);
      request.world.recordRequest(
        {
          at: request.world.now(),
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          member,
        },
        MAX_JOURNAL,
      );
    });
  },
  { name: 'mock-faults', dependencies: ['mock-worlds'] },
);
