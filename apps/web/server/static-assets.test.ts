import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredCoding, StaticAssets } from './static-assets';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dir: string;
let server: http.Server;
let base: string;

/** Raw answers: Node's http client leaves the body as sent, compressed or not, and the path as written. */
function get(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request({ hostname, port, path: url, headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  const script = path.join(dir, 'chunks', 'app.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  // A style sheet with only a gzip copy, and a file without any.
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), 'a{color:red}');
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css.gz'), zlib.gzipSync('a{color:red}'));
  fs.writeFileSync(path.join(dir, 'chunks', 'plain.js'), 'void 0;');
  const assets = new StaticAssets(dir);
  server = http.createServer((req, res) => {
    if (assets.serve(req, res, (req.url ?? '/').split('?')[0] ?? '/')) return;
    res.statusCode = 418;
    res.end('left to next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('build assets from their precompressed copies (decision 044)', () => {
  it('sends the brotli copy as it is, with the immutable caching and validators of Next', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and to one that refuses it', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'x-gzip']) {
      const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(zlib.gunzipSync(answer.body).toString(), accept).toBe(SCRIPT);
    }
    const css = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
  });

  it('answers a matching If-None-Match with 304 and no body; HEAD with the headers alone', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': `"other", ${first.headers.etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next what it has no acceptable copy of, other methods, and paths outside the build', async () => {
    const leftToNext = [
      get('/_next/static/chunks/app.js', {}),
      get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      get('/_next/static/chunks/plain.js', { 'accept-encoding': 'br, gzip' }),
      get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }),
      get('/_next/static/chunks/app.js.br', { 'accept-encoding': 'br' }),
      get('/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }),
      get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'),
    ];
    for (const [i, answer] of (await Promise.all(leftToNext)).entries())
      expect(answer.status, String(i)).toBe(418);
  });
});

describe('the coding a request accepts', () => {
  it('weighs the header as RFC 9110 says, brotli first on a tie', () => {
    expect(preferredCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(preferredCoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding('*', ['br', 'gzip'])).toBe('br');
    expect(preferredCoding('*;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding('deflate', ['br', 'gzip'])).toBeUndefined();
    expect(preferredCoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(preferredCoding('br', ['gzip'])).toBeUndefined();
  });
});
