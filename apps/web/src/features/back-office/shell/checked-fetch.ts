import type { z } from 'zod';
import { isRecord } from '@/lib/is-record';

/**
 * Why the API (or Better Auth) refused a call: our envelope's `{ error: { code, fields } }` or
 * Better Auth's `{ code, field }`, and the seconds to wait when it says (a throttled sign-in).
 */
export interface Refusal {
  code?: string;
  fields: Record<string, string>;
  retryAfter?: number;
  /** Who saved first and when (409 `edit_conflict`): the form names them (decision 052 §3.7). */
  conflict?: Conflict;
}

/** Who saved an item since the form was opened, and when (409 `edit_conflict`, decision 052 §3.7). */
export interface Conflict {
  version: number;
  changedAt: string;
  /** Their e-mail address; null: the publication loop. */
  changedBy: string | null;
}

/** An answer's `error.conflict`, read without zod; null when it is not one. */
export function conflictOf(value: unknown): Conflict | null {
  return isRecord(value) &&
    typeof value.version === 'number' &&
    typeof value.changedAt === 'string' &&
    (typeof value.changedBy === 'string' || value.changedBy === null)
    ? { version: value.version, changedAt: value.changedAt, changedBy: value.changedBy }
    : null;
}

/** A call's outcome: the answer its schema made of the body, or the refusal (status 0: no answer). */
export type CheckedAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: Refusal };

const texts = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text]] : [])),
      )
    : {};

/** The refusal in an answer's body, read without zod (so a page's first script carries none). */
export function refusalOf(json: unknown): Refusal {
  if (!isRecord(json)) return { fields: {} };
  const seconds = json.retryAfter;
  const retryAfter = typeof seconds === 'number' && seconds > 0 ? { retryAfter: seconds } : {};
  if (isRecord(json.error)) {
    const { code } = json.error;
    const conflict = conflictOf(json.error.conflict);
    return {
      ...(typeof code === 'string' ? { code } : {}),
      fields: texts(json.error.fields),
      ...retryAfter,
      ...(conflict ? { conflict } : {}),
    };
  }
  // Better Auth's: a code, and the field our password rule names (see the API's staff-auth.ts).
  const code = typeof json.code === 'string' ? json.code : undefined;
  const field = typeof json.field === 'string' ? json.field : undefined;
  return {
    ...(code ? { code } : {}),
    fields: code && field ? { [field]: code } : {},
    ...retryAfter,
  };
}

const fault = (status: number): CheckedAnswer<never> => ({
  ok: false,
  status,
  error: { code: 'internal_error', fields: {} },
});

/**
 * A back-office call from the browser (decision 052 §3.10): same origin (the site forwards /api/*
 * to the API with the session cookie and the Origin it checks), JSON both ways, and a 2xx answer
 * checked by `schema`, the domain's, loaded on the first call so zod never comes with the page. An
 * answer that does not match is a fault (`internal_error`), not data; so is a network failure
 * (status 0). `method` is POST with a body, GET without; a `FormData` body goes as multipart.
 */
export async function sendChecked<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: () => Promise<S>,
  method: string = body === undefined ? 'GET' : 'POST',
  /** More headers (an offer's media write's If-Match). */
  headers: Record<string, string> = {},
): Promise<CheckedAnswer<z.output<S>>> {
  try {
    // A form's files go as multipart (the browser writes its boundary), anything else as JSON.
    const multipart = body instanceof FormData;
    const response = await fetch(url, {
      method,
      headers: body === undefined || multipart ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined || multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json: unknown = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : null;
    return await checkAnswer(response.status, json, schema);
  } catch {
    return fault(0);
  }
}

/**
 * An answer already read (an upload's XHR, which fetch cannot follow, media-list.ts's `sendForm`)
 * checked as `sendChecked` checks one: a 2xx body by `schema`, a fault when it does not match or no
 * answer came (status 0), the refusal of any other status.
 */
export async function checkAnswer<S extends z.ZodType>(
  status: number,
  json: unknown,
  schema: () => Promise<S>,
): Promise<CheckedAnswer<z.output<S>>> {
  if (status === 0) return fault(0);
  if (status < 200 || status > 299) return { ok: false, status, error: refusalOf(json) };
  const parsed = (await schema()).safeParse(json);
  return parsed.success ? { ok: true, status, data: parsed.data } : fault(status);
}
