import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, setForwardedFor } from './client-address';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the visitor address the site forwards to the API', () => {
  it('believes nobody by default: a visitor cannot pick its address with the header', () => {
    const address = clientAddressOf(undefined);
    expect(address(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
    expect(clientAddressOf('none')(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('behind a trusted balancer takes the right-most address the balancer did not vouch for', () => {
    const address = clientAddressOf('10.0.0.0/8, loopback');
    // The visitor sent 1.2.3.4 itself; the balancer (10.0.0.2) appended the address it saw.
    expect(address(request('10.0.0.2', '1.2.3.4, 198.51.100.7'))).toBe('198.51.100.7');
    expect(address(request('127.0.0.1', '198.51.100.7'))).toBe('198.51.100.7');
    // An untrusted peer's header is ignored.
    expect(address(request('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
  });

  it('refuses a setting that is not an address, CIDR or name', () => {
    expect(() => clientAddressOf('balancer.example')).toThrow(/TRUST_PROXY/);
  });

  it('forwards exactly the determined address', () => {
    const incoming = request('203.0.113.9', '1.2.3.4, 5.6.7.8');
    setForwardedFor(incoming, '203.0.113.9');
    expect(incoming.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
