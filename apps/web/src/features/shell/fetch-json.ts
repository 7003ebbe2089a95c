import { FETCH_MIN_DELAY_MS } from '@estate/domain/constants';
import { isErrorCode } from '@estate/domain/error-codes';
import { loaderStore } from './loader-store';
import { withMinimumDelay } from './minimum-delay';

/** A failed call from the browser: the API's error code (decision 003), 'network' when none came back. */
export class FetchJsonError extends Error {
  override name = 'FetchJsonError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(`${status} ${code}`);
  }
}

/**
 * Browser-side call to the site's /api/* with the loading bar (SPEC §4: it fails on an HTTP
 * error) and the spec's 200 ms minimum delay, so a fast answer does not flicker the interface.
 */
export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T> {
  loaderStore.start();
  try {
    const response = await withMinimumDelay(
      fetch(input, { ...init, headers: { accept: 'application/json', ...init?.headers } }),
      FETCH_MIN_DELAY_MS,
    );
    const body = (await response.json().catch(() => null)) as
      | (T & { error?: { code?: unknown; fields?: Record<string, string> } })
      | null;
    if (!response.ok) {
      const code = body?.error?.code;
      throw new FetchJsonError(
        response.status,
        isErrorCode(code) ? code : 'internal_error',
        body?.error?.fields,
      );
    }
    loaderStore.finish();
    return body as T;
  } catch (error) {
    loaderStore.fail();
    if (error instanceof FetchJsonError) throw error;
    throw new FetchJsonError(0, 'network');
  }
}
