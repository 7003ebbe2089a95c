// nginx with the deployment's own configuration (deploy/nginx/portal.conf), for the end-to-end
// tests (e2e/support/nginx.ts) and the benches (bench/crawl.mjs): plain JS, typed by nginx.d.mts.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/**
 * nginx with the deployment's own configuration (deploy/nginx/portal.conf), its placeholders
 * filled for this run: free ports, a certificate made for `localhost`, and the given site
 * processes as upstreams. Wrapped in a minimal main configuration, as Debian's nginx.conf
 * includes sites-enabled/, with an access log that names each request's upstream.
 */
export async function startNginx(sitePorts) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-nginx-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const template = fs
    .readFileSync(path.join(root, 'deploy/nginx/portal.conf'), 'utf8')
    .replaceAll('__HTTP_PORT__', String(httpPort))
    .replaceAll('__HTTPS_PORT__', String(httpsPort))
    .replaceAll('__HTTPS_SUFFIX__', `:${httpsPort}`)
    .replaceAll('__SERVER_NAME__', 'localhost')
    .replaceAll('__PAGE_CACHE_DIR__', path.join(dir, 'page-cache'))
    .replaceAll('__CERTIFICATE_KEY__', key)
    .replaceAll('__CERTIFICATE__', certificate);
  // The upstream lines, `down` for a process taken out of rotation (as an operator does before
  // stopping it: nginx has no active health checks).
  const writeSite = (down) =>
    fs.writeFileSync(
      path.join(dir, 'portal.conf'),
      template.replaceAll(
        '__SITE_SERVERS__',
        sitePorts
          .map((port) => `server 127.0.0.1:${port} max_fails=0${down.has(port) ? ' down' : ''};`)
          .join('\n    '),
      ),
    );
  writeSite(new Set());
  const accessLog = path.join(dir, 'access.log');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root (CI), workers would switch to `nobody`, who cannot read this temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  log_format upstream "$status|$upstream_addr|$request_uri|$upstream_cache_status";',
      `  access_log ${accessLog} upstream;`,
      `  include ${path.join(dir, 'portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const listening = await new Promise((resolve) => {
      const socket = net.connect(httpsPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (listening) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = () =>
    fs.existsSync(accessLog)
      ? fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [status, upstreams, ...rest] = line.split('|');
            const cache = rest.pop() ?? '';
            // A request nginx passed on to the next server lists every one it tried: the last answered.
            return {
              status: Number(status),
              upstream: upstreams?.split(', ').at(-1) ?? '-',
              uri: rest.join('|'),
              cache: cache === '' ? '-' : cache,
            };
          })
      : [];
  return {
    httpUrl: `http://localhost:${httpPort}`,
    httpsUrl: `https://localhost:${httpsPort}`,
    httpsPort,
    takeOut: (sitePort) => {
      writeSite(new Set([sitePort]));
      child.kill('SIGHUP');
    },
    errors: () =>
      fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '',
    upstreams: () =>
      log()
        .map((entry) => entry.upstream)
        .filter((upstream) => upstream !== '-'),
    log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
