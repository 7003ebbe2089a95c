// A TCP port nothing listens on right now, for a server a test, benchmark or script is about to
// start (or, left closed, for "the service is down"). Shared by scripts/, bench/, e2e/ and the API
// tests; typed by free-port.d.mts.
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
