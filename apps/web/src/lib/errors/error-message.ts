/** Which §8 text an error page shows for what an error boundary caught. */
export type ErrorMessageKey = 'notFound' | 'generic' | 'unknown';

function statusOf(error: object): unknown {
  return 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
}

/**
 * SPEC §8 Pages: a not-found message on status 404, the generic message otherwise (the default
 * status is 500), and 'Wystąpił nieznany błąd' when there is no error object at all.
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error === null || error === undefined) return 'unknown';
  if (typeof error === 'object' && statusOf(error) === 404) return 'notFound';
  return 'generic';
}
