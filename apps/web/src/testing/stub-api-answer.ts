import { vi } from 'vitest';

/**
 * The API's answer to the browser's next requests (its fetch is the boundary; our code runs as
 * is): `json` with `status` (none: an empty body); answers the calls made, to be looked at.
 */
export function stubApiAnswer(status: number, json: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(json === null ? null : JSON.stringify(json), {
      status,
      headers: json === null ? {} : { 'content-type': 'application/json' },
    });
  });
  return calls;
}
