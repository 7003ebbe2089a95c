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
  const data = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as Record<string, unknown>)
    : null;
  return { status: response.status, data };
}

/** The error code of an answer: ours (`{ error: { code, fields } }`) or Better Auth's (`{ code }`). */
export function errorOf(answer: JsonAnswer): { code?: string; fields: Record<string, string> } {
  const ours = answer.data?.error as { code?: string; fields?: Record<string, string> } | undefined;
  if (ours) return { code: ours.code, fields: ours.fields ?? {} };
  // Better Auth's: a code, and the field our password rule names (see the API's staff-auth.ts).
  const code = typeof answer.data?.code === 'string' ? answer.data.code : undefined;
  const field = typeof answer.data?.field === 'string' ? answer.data.field : undefined;
  return { code, fields: code && field ? { [field]: code } : {} };
}
