import 'server-only';
import { serverEnv } from '@/lib/env/server-env';

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
  return apiRequest<T>(pathAndQuery, { method: 'GET' });
}

/** POST a JSON body to the API on the server side (list calls such as POST /api/classified). */
export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

async function apiRequest<T>(pathAndQuery: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${serverEnv.apiBase}${pathAndQuery}`, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
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
