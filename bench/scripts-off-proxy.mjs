// The scripts-off floor of bench/lighthouse.mjs (issue 33): a pass-through HTTP proxy in front of
// an origin that adds the policy `Content-Security-Policy: script-src 'none'` to every answer, so
// Chromium parses, styles and paints the page but runs none of its scripts, inline or loaded
// (nor fetches them). Chromium's own switches do not serve: `--blink-settings=scriptEnabled=false`
// and CDP `Emulation.setScriptExecutionDisabled` also refuse Lighthouse's `Debugger.enable`
// ("Script execution is prohibited"), and Lighthouse's `blockedUrlPatterns` leaves inline scripts
// running. A page's own policy stays: each policy is enforced, so the page keeps its rules and
// loses its scripts. Lighthouse's own instrumentation is not subject to a page's policy.
import http from 'node:http';

const SCRIPTS_OFF = "script-src 'none'";

function withScriptsOff(headers) {
  const own = headers['content-security-policy'];
  const policies = own === undefined ? [] : Array.isArray(own) ? own : [own];
  return { ...headers, 'content-security-policy': [...policies, SCRIPTS_OFF] };
}

/**
 * Serves `origin` with scripts off on a free port of localhost; answers its origin and stop.
 * `scriptsOff: false` passes the policy through unchanged; `rewrite(url, headers)` may answer a
 * function from an answer's text to the text sent instead (bench/floor-trace.mjs's variants), which
 * asks the origin for uncompressed answers.
 */
export function startScriptsOffProxy(origin, { scriptsOff = true, rewrite } = {}) {
  const target = new URL(origin);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: {
          ...request.headers,
          host: target.host,
          ...(rewrite ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        const headers = scriptsOff ? withScriptsOff(answer.headers) : { ...answer.headers };
        const change = rewrite?.(request.url ?? '', headers);
        if (!change) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () => {
          const body = change(Buffer.concat(parts).toString('utf8'));
          delete headers['content-encoding'];
          headers['content-length'] = String(Buffer.byteLength(body));
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    // 'localhost' as the site and the baseline use: the same secure-context-like origin.
    server.listen(0, 'localhost', () =>
      resolve({
        origin: `http://localhost:${server.address().port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            // Chromium keeps its connections open; close() alone would wait for them.
            server.closeAllConnections();
          }),
      }),
    );
  });
}
