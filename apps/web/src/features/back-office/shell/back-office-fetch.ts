import { isRecord } from '@/lib/is-record';
import { type Refusal, refusalOf } from './checked-fetch';

/**
 * The back office's calls from the browser: same origin (the site forwards /api/* to the API, with
 * the session cookie and the Origin the API checks), JSON both ways.
 */
export interface JsonAnswer {
  status: number;
  data: Record<string, unknown> | null;
}

export async function sendJson(
  url: string,
  body?: unknown,
  method = 'POST',
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  return { status: response.status, data: isRecord(json) ? json : null };
}

/** The error code of an answer: ours (`{ error: { code, fields } }`) or Better Auth's (`{ code }`). */
export function errorOf(answer: JsonAnswer): Refusal {
  return refusalOf(answer.data);
}
