import 'server-only';
import { headers } from 'next/headers';

/** The Content-Security-Policy nonce the proxy chose for this request; inline scripts need it. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
