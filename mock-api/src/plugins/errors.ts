import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import type { ZodError } from 'zod';
import { validationMessages } from '@site/contract';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';

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

/** Statuses the matched contract route declares; a status it does not declare becomes 400. */
function declaredStatus(request: FastifyRequest, status: number): number {
  const config = request.routeOptions.config as { tsRestRoute?: { responses: Record<number, unknown> } } | undefined;
  const responses = config?.tsRestRoute?.responses;
  if (!responses || status in responses) return status;
  return 400;
}

/** Every error leaves as `{ message, code }` in Thai; nothing a client sends produces a 5xx. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION' });
      }
      if (error instanceof ApiError) {
        return reply.status(declaredStatus(request, error.statusCode)).send({ message: error.message, code: error.code });
      }
      const code = error.code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ message: messages.tooLarge, code: 'BODY_TOO_LARGE' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status === 413 ? 413 : 400).send({ message: messages.badJson, code: code ?? 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ message: messages.internal, code: 'INTERNAL' });
    });
    app.setNotFoundHandler((_request, reply) => {
      return reply.status(404).send({ message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
    });
  },
  { name: 'mock-errors' },
);
