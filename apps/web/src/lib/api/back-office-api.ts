import 'server-only';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/env/server-env';

/**
 * A back-office page's read of the API, as the signed-in person: their cookies go along (the
 * session is the API's, decision 029). Never cached: each answer belongs to one person.
 */
export async function backOfficeGet<T>(path: string): Promise<{ status: number; body: T | null }> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${serverEnv.apiBase}${path}`, {
    headers: cookie ? { cookie } : {},
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as T) : null;
  return { status: response.status, body };
}
