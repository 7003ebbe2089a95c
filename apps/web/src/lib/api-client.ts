import 'server-only';
import { serverEnv } from '@/config/server-env';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** GET a JSON document from the API on the server side (API_BASE), throwing ApiError on a 4xx/5xx. */
export async function apiGet<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${serverEnv.apiBase}${pathAndQuery}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal_error',
      body?.error?.message ?? response.statusText,
    );
  }
  return (await response.json()) as T;
}
