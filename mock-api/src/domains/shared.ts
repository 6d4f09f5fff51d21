import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RequestValidationError } from '@ts-rest/fastify';
import { validationMessage } from '../plugins/errors';

/** Options every ts-rest router of the mock is registered with. */
export const tsRestOptions = {
  responseValidation: true,
  logInitialization: false,
  requestValidationErrorHandler: (error: RequestValidationError, _request: FastifyRequest, reply: FastifyReply) => {
    void reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION' });
  },
};

/** 200 with the `{ data }` envelope. */
export function okResponse<T>(data: T, message?: string): { status: 200; body: { data: T; message?: string } } {
  return { status: 200, body: message === undefined ? { data } : { data, message } };
}
