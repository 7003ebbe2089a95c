import type { ErrorCode } from '@estate/domain/error-codes';

/**
 * The one error type routes throw. The error handler turns it into
 * `{ "error": { "code", "message" } }` with its status; the site translates the code.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static notFound(what: string): AppError {
    return new AppError(404, 'not_found', `${what} not found`);
  }
}
