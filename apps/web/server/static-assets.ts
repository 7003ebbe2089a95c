import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The content codings of the copies precompress-static.mjs writes, by their file suffix. */
const CODINGS = { br: '.br', gzip: '.gz' } as const;
export type Coding = keyof typeof CODINGS;

// The types Next itself sends for these files (its `send`), so an answer does not depend on which
// of the two served it.
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
  '.xml': 'application/xml; charset=UTF-8',
  '.webmanifest': 'application/manifest+json; charset=UTF-8',
};

interface Asset {
  type: string;
  etag: string;
  lastModified: string;
  copies: Partial<Record<Coding, { file: string; size: number }>>;
}

/**
 * Next's build assets (`.next/static`, named by their content, so immutable) sent from the copies
 * compressed at build time (decision 044), instead of compressed again for every request. Files
 * without a copy the request accepts are left to Next. Indexed once at start: a path is served only
 * if it names a file of the build, so nothing outside the directory can be asked for.
 */
export class StaticAssets {
  private readonly assets = new Map<string, Asset>();

  constructor(staticDir: string, urlPrefix = '/_next/static/') {
    if (!fs.existsSync(staticDir)) return;
    for (const relative of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(staticDir, relative);
      const type = TYPES[path.extname(file)];
      if (!type) continue;
      const copies: Asset['copies'] = {};
      for (const [coding, suffix] of Object.entries(CODINGS) as [Coding, string][]) {
        const copy = `${file}${suffix}`;
        if (fs.existsSync(copy)) copies[coding] = { file: copy, size: fs.statSync(copy).size };
      }
      if (Object.keys(copies).length === 0) continue;
      const stat = fs.statSync(file);
      this.assets.set(`${urlPrefix}${relative.split(path.sep).join('/')}`, {
        type,
        // `send`'s validator (size and modification time), the one Next gives the same file.
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
        copies,
      });
    }
  }

  get size(): number {
    return this.assets.size;
  }

  /** Answers the request from a precompressed copy and says so; false leaves it to Next. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = this.assets.get(pathname);
    if (!asset) return false;
    const coding = preferredCoding(req.headers['accept-encoding'], Object.keys(asset.copies) as Coding[]);
    if (!coding) return false;
    const copy = asset.copies[coding];
    if (!copy) return false;
    res.setHeader('content-type', asset.type);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('etag', asset.etag);
    res.setHeader('last-modified', asset.lastModified);
    res.setHeader('vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], asset.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('content-encoding', coding);
    res.setHeader('content-length', copy.size);
    res.statusCode = 200;
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = fs.createReadStream(copy.file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  }
}

/**
 * The coding of `available` the Accept-Encoding header weighs highest (brotli on a tie, it is the
 * smaller); none when it accepts none of them. A coding not named is refused unless `*` allows it.
 */
export function preferredCoding(
  header: string | undefined,
  available: readonly Coding[],
): Coding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter);
      if (q) weight = Number(q[1]);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name.trim(), weight);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return available
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a) || (a === 'br' ? -1 : b === 'br' ? 1 : 0))[0];
}

/** If-None-Match against our validator, compared weakly (as for a GET), `*` matching any. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
