import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { SessionClaims } from './auth';
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
 * Whose call it was, for the journal: the member of the session the request was served under
 * (or the login it made), else the member its bearer token names in this namespace, expired or
 * not: an injected fault answers before the session is read, and a tester still wants to see
 * whose withdrawal it refused.
 */
function journalMember(request: FastifyRequest): string | null {
  if (request.memberUuid !== null) return request.namespaceState.findMember(request.memberUuid)?.username ?? null;
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s+\S+$/i.test(header)) return null;
  try {
    const claims = request.server.jwt.verify<SessionClaims>(header.replace(/^Bearer\s+/i, ''), { ignoreExpiration: true });
    return claims.ns === request.namespaceState.data.namespace ? (request.namespaceState.findMember(claims.sub)?.username ?? null) : null;
  } catch {
    return null;
  }
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
      const faults = request.namespaceState.data.faults;
      const fault = matching(faults, request.method, path);
      if (!fault) return;
      if (fault.remaining !== null) fault.remaining -= 1;
      request.namespaceState.setFaults(faults.filter((f) => f.remaining === null || f.remaining > 0));
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
      if (path.startsWith('/__mock/') || !request.namespaceState) return;
      const member = journalMember(request);
      request.namespaceState.recordRequest(
        {
          at: request.namespaceState.now(),
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
  { name: 'mock-faults', dependencies: ['mock-namespaces'] },
);
