// Compresses Next's immutable build assets (.next/static) once, at build time: a `.br` (brotli at
// its best quality) and a `.gz` (gzip level 9) beside each script, style sheet and the like, which
// server/static-assets.ts sends as they are. Compressing them per request instead cost the server's
// CPU on every page load, at the moment the browser renders, and gave larger files (brotli level 4):
// decision 044.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.next/static');
// Text formats only (images and fonts are compressed already).
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(STATIC_DIR)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy is kept only where it is smaller: a tiny loader chunk of a lazy island (about 200 bytes)
  // still gains, a file of a few bytes would not (the server then sends the file itself).
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `web: precompressed ${count} static files, ${Math.round(before / 1024)} KB to ${Math.round(after / 1024)} KB (brotli)`,
);
