import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { serverEnv } from '@/lib/env/server-env';

/**
 * One request to the API as the signed-in person: their cookies go along; a body is JSON sent with
 * the site's origin, which the API asks of every back-office write.
 */
async function send(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${serverEnv.apiBase}${path}`, {
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    headers: {
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', origin: new URL(serverEnv.siteUrl).origin }),
      ...(cookie ? { cookie } : {}),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  const json: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  return { status: response.status, json };
}

/**
 * A back-office page's read of the API, as the signed-in person: their cookies go along (the
 * session is the API's, decision 029). Never cached: each answer belongs to one person.
 *
 * With a `schema` (decision 052 §3.10), a 200's body is checked by it and typed from it; one that
 * does not match throws, so the error boundary shows the fault instead of wrong data; any other
 * status answers no body. Without one, the body is taken as `T` unchecked: the callers not yet on
 * the kinds' mechanism, which move to the checked form kind by kind.
 */
export async function backOfficeGet<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<{ status: number; body: z.output<S> | null }>;
export async function backOfficeGet<T>(path: string): Promise<{ status: number; body: T | null }>;
export async function backOfficeGet(
  path: string,
  schema?: z.ZodType,
): Promise<{ status: number; body: unknown }> {
  const { status, json } = await send(path);
  if (!schema) return { status, body: json };
  if (status !== 200) return { status, body: null };
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`GET ${path}: the answer does not match its schema`, { cause: parsed.error });
  return { status, body: parsed.data };
}

/**
 * A back-office server action's write (or a read that must not carry its input in a URL) to the
 * API, as the signed-in person: their cookies and the site's Origin, which the API asks of every
 * back-office write. Answers the status and the JSON body, unchecked.
 */
export async function backOfficePost(
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return send(path, body);
}
