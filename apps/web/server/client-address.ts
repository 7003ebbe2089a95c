import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The visitor's address as the site determines it, for the API's rate limits (decision 021).
 * `TRUST_PROXY` lists the peers in front of the site whose X-Forwarded-For is believed (addresses,
 * CIDRs, or proxy-addr's names loopback/linklocal/uniquelocal; `none` or unset: nobody, since a
 * visitor reaching the site directly must not choose its own address by sending the header).
 */
export function clientAddressOf(trustProxy: string | undefined): (request: IncomingMessage) => string {
  const trusted = (trustProxy ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== 'none');
  let trust: ReturnType<typeof proxyAddr.compile>;
  try {
    trust = proxyAddr.compile(trusted);
  } catch (error) {
    throw new Error(`Invalid site configuration: TRUST_PROXY: ${(error as Error).message}`);
  }
  return (request) => proxyAddr(request, trust);
}

/**
 * Replaces whatever X-Forwarded-For the request arrived with by the one address the site
 * determined: the forwarder passes it to the API, which believes the site and nobody else.
 */
export function setForwardedFor(request: IncomingMessage, address: string): void {
  request.headers['x-forwarded-for'] = address;
}
