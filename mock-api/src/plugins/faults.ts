import fp from 'fastify-plugin';
import type { ActiveFault } from '../state/types';
import { messages } from '../lib/messages';
import { journalRequest } from '../control/journal/record';

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

const isControlPath = (url: string) => url.startsWith('/__mock/');

/**
 * Injected faults (latency, status, dropped connection) and the request journal, per
 * namespace. The control API itself is never faulted, so a fault can always be cleared. A
 * request a fault holds is in the journal at once; one it drops, when it is dropped.
 */
export const faultsPlugin = fp(
  async (app) => {
    app.decorateRequest('journalEntry', null);
    app.decorateRequest('journalFault', null);
    app.decorateRequest('journalStub', null);
    app.decorateRequest('journalResponseBody', undefined);
    app.addHook('onRequest', async (request, reply) => {
      if (isControlPath(request.url)) return;
      const path = request.url.split('?')[0] ?? request.url;
      const faults = request.namespaceState.data.faults;
      const fault = matching(faults, request.method, path);
      if (!fault) return;
      if (fault.remaining !== null) fault.remaining -= 1;
      request.namespaceState.setFaults(faults.filter((f) => f.remaining === null || f.remaining > 0));
      const { remaining: _remaining, ...described } = fault;
      request.journalFault = described;
      if (fault.latencyMs) {
        journalRequest(request, reply, 'held');
        await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
      }
      if (fault.drop) {
        journalRequest(request, reply, 'dropped');
        reply.hijack();
        request.raw.socket?.destroy();
        return reply;
      }
      if (fault.status) {
        return reply.status(fault.status).send({ message: fault.message ?? messages.internal, code: 'INJECTED_FAULT' });
      }
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!isControlPath(request.url)) request.journalResponseBody = payload;
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (isControlPath(request.url) || !request.namespaceState) return;
      journalRequest(request, reply, 'answered');
    });
  },
  { name: 'mock-faults', dependencies: ['mock-namespaces'] },
);
