import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { answerClientError } from '@site/service-kit/client-errors';
import { RequestValidationError } from '@ts-rest/fastify';
import type { ZodError } from 'zod';
import { validationMessages } from '@site/contract';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';
import { API_SECURITY_HEADERS } from './security-headers';

const THAI = /[\u0E00-\u0E7F]/;

/**
 * The first problem of a failed request validation, as one Thai sentence: the contract's own
 * message when it has one, otherwise a generic required/invalid text (zod's defaults are English).
 */
export function validationMessage(error: RequestValidationError): string {
  const zodErrors: Array<ZodError | null> = [error.pathParams, error.headers, error.query, error.body];
  for (const zodError of zodErrors) {
    const issue = zodError?.issues[0];
    if (!issue) continue;
    if (THAI.test(issue.message)) return issue.message;
    if (issue.code === 'invalid_type' && issue.received === 'undefined') return validationMessages.required;
    return validationMessages.invalid;
  }
  return validationMessages.invalid;
}

/** An error Fastify raised (body, URL, JSON): its Thai answer; never the framework's English text or the path. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = error.code;
  const status = error.statusCode ?? 500;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return reply.status(413).send({ message: messages.tooLarge, code: 'BODY_TOO_LARGE' });
  }
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || status === 414) {
    return reply.status(414).send({ message: messages.uriTooLong, code: 'URI_TOO_LONG' });
  }
  if (code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: messages.badUrl, code: 'BAD_URL' });
  if (status >= 400 && status < 500) return reply.status(400).send({ message: messages.badJson, code: code ?? 'BAD_REQUEST' });
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ message: messages.internal, code: 'INTERNAL' });
}

/**
 * Fastify's `frameworkErrors`: errors raised before a route runs (a malformed URL, a path
 * parameter over 100 characters). Hooks do not run for them, so the headers are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(API_SECURITY_HEADERS);
  void answerFrameworkError(error, request, reply);
}

/** Fastify's `clientErrorHandler`: requests Node's HTTP parser refused, answered in the house format. */
export function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  const status = answerClientError(error, socket, messages, API_SECURITY_HEADERS);
  if (status !== undefined) this.log.info({ code: error.code, status }, 'malformed request rejected');
}

/**
 * Every error leaves as `{ message, code }` in Thai; nothing a client sends produces a 5xx.
 * A rejection keeps its status: services can only produce statuses their route declares
 * (`Reject<S>`, checked at compile time), so nothing is rewritten here.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION' });
      }
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message, code: error.code });
      }
      return answerFrameworkError(error, request, reply);
    });
    app.setNotFoundHandler((_request, reply) => {
      return reply.status(404).send({ message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
    });
  },
  { name: 'mock-errors' },
);
