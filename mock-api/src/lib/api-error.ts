/**
 * A business rejection: the root error handler turns it into `{ message, code }` with this
 * status. Services throw it so they stay free of ts-rest's per-route status typing.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
