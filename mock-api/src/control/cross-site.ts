import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { CONTROL_REQUEST_HEADER } from '@site/contract/mock-control';
import { hostName } from '@site/service-kit/request-target';
import { isLoopback } from '../config';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function allowed(name: string, allowedHosts: readonly string[]): boolean {
  return isLoopback(name) || allowedHosts.includes(name);
}

export type ControlRefusal = { message: string; code: 'FOREIGN_HOST' | 'FOREIGN_ORIGIN' | 'CONTROL_HEADER_MISSING' };

/**
 * Why a control-API request must be refused, or null (docs/design/mock.md#shared-mock): a Host that is neither
 * loopback nor configured (a DNS-rebinding page), an Origin of another host (a page of another
 * site), or a change without the control request header (a cross-site form). The mock checks
 * every `/__mock/*` request; the gateway checks the Host and Origin its in-process mock cannot see.
 */
export function controlRequestRefusal(
  method: string,
  headers: IncomingHttpHeaders,
  allowedHosts: readonly string[],
): ControlRefusal | null {
  const host = headers.host ?? '';
  if (!allowed(hostName(host), allowedHosts)) return { message: messages.control.foreignHost(host), code: 'FOREIGN_HOST' };
  const origin = headers.origin;
  if (origin !== undefined) {
    let originHost: string | null;
    try {
      originHost = hostName(new URL(origin).host);
    } catch {
      // `null` (sandboxed frames, file: pages) and anything unparsable
      originHost = null;
    }
    if (originHost === null || !allowed(originHost, allowedHosts))
      return { message: messages.control.foreignOrigin(origin), code: 'FOREIGN_ORIGIN' };
  }
  if (!SAFE_METHODS.has(method) && headers[CONTROL_REQUEST_HEADER] !== '1') {
    return { message: messages.control.controlHeaderMissing, code: 'CONTROL_HEADER_MISSING' };
  }
  return null;
}

/** Every `/__mock/*` request (control API and console) passes `controlRequestRefusal` first. */
export const crossSiteGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const allowedHosts = app.mockConfig.allowedHosts;
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/__mock')) return;
      const refusal = controlRequestRefusal(request.method, request.headers, allowedHosts);
      if (refusal !== null) throw new ApiError(403, refusal.message, refusal.code);
    });
  },
  { name: 'mock-cross-site-guard', dependencies: ['mock-namespaces'] },
);
