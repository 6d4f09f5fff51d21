import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { answerClientError } from '@site/service-kit/client-errors';
import { gatewayMessages } from './messages';

/** Thai message for a status the gateway answers itself; never the internal error text. */
export function messageForStatus(status: number): string {
  if (status === 413) return gatewayMessages.bodyTooLarge;
  if (status === 404) return gatewayMessages.notFound;
  if (status === 408) return gatewayMessages.requestTimeout;
  if (status === 414) return gatewayMessages.uriTooLong;
  if (status === 431) return gatewayMessages.headersTooLarge;
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

/**
 * Errors Fastify raises before a route runs (a malformed URL, a path parameter over the length
 * limit): the onSend hooks do not run for them, so the security headers are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(request.server.securityHeaders.api).header('x-request-id', request.id);
  handleError(error, request, reply);
}

/**
 * Requests Node's HTTP parser refused (malformed framing, URL or headers over the limit, too
 * slow): a Thai `{ message }` with the API security headers, written on the socket, which is
 * then closed. Bound to the Fastify instance by Fastify.
 */
export function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  const status = answerClientError(error, socket, gatewayMessages, this.securityHeaders.api);
  if (status !== undefined) this.log.info({ code: error.code, status }, 'malformed request rejected');
}
