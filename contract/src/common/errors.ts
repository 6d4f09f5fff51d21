import { z } from 'zod';

/** Every error the API, the mock and the gateway return: a message a member can read (Thai). */
export const ErrorBody = z
  .object({
    message: z.string(),
    /** Machine-readable reason, e.g. WITHDRAW_DAILY_LIMIT, for tests and scenario reports. */
    code: z.string().optional(),
  })
  .passthrough();
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Statuses any route can return: validation, size, rate limit, and the gateway's own failures. */
export const commonErrors = {
  400: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
  504: ErrorBody,
};

/** Member routes add the session and object-level authorisation failures. */
export const memberErrors = {
  ...commonErrors,
  401: ErrorBody,
  403: ErrorBody,
};
