import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayMessages } from './messages';

/** Thai message for a status the gateway answers itself; never the internal error text. */
export function messageForStatus(status: number): string {
  if (status === 413) return gatewayMessages.bodyTooLarge;
  if (status === 404) return gatewayMessages.notFound;
  if (status === 502) return gatewayMessages.upstreamBadGateway;
  if (status === 503) return gatewayMessages.upstreamUnavailable;
  if (status === 504) return gatewayMessages.upstreamTimeout;
  if (status >= 500) return gatewayMessages.internal;
  return gatewayMessages.badRequest;
}

/**
 * Every error the gateway raises becomes `{ message }` in Thai with a sane status; stack
 * traces and upstream internals stay in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const declared = error.statusCode ?? 500;
  const status = declared >= 400 && declared < 600 ? declared : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, 'request rejected');
  const message = status === 429 && error.message !== '' ? error.message : messageForStatus(status);
  void reply.code(status).header('cache-control', 'no-store').send({ message });
}
