import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { serverEnv } from '@/lib/env/server-env';
import { isRecord } from '@/lib/is-record';

/**
 * One request to the API as the signed-in person: their cookies go along; a write (a JSON body, or
 * a deletion) is sent with the site's origin, which the API asks of every back-office write.
 */
async function send(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' | 'DELETE' = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; json: unknown }> {
  const cookie = (await cookies()).toString();
  const response = await fetch(`${serverEnv.apiBase}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { origin: new URL(serverEnv.siteUrl).origin }),
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
 * A 200's body is checked by `schema`, the domain's (decision 052 §3.10), and typed from it; one
 * that does not match throws, so the error boundary shows the fault instead of wrong data. Any
 * other status answers no body, and the refusal's code (`{ error: { code } }`) when it names one.
 * This runs on the server only, so the schemas never reach a page's scripts.
 */
export async function backOfficeGet<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<{ status: number; body: z.output<S> | null; code?: string }> {
  const { status, json } = await send(path);
  if (status !== 200) {
    const code = refusalCode(json);
    return code === undefined ? { status, body: null } : { status, body: null, code };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`GET ${path}: the answer does not match its schema`, { cause: parsed.error });
  return { status, body: parsed.data };
}

/** The code of our refusal envelope, read without trusting its shape. */
function refusalCode(json: unknown): string | undefined {
  const code = isRecord(json) && isRecord(json.error) ? json.error.code : undefined;
  return typeof code === 'string' ? code : undefined;
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

/** A back-office server action's deletion through the API, as the signed-in person (as `backOfficePost`). */
export async function backOfficeDelete(path: string): Promise<{ status: number; json: unknown }> {
  return send(path, undefined, 'DELETE');
}
