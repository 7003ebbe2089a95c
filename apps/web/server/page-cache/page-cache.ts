/**
 * A short-lived cache of rendered pages in the site's HTTP server (docs/decisions/016). Pages
 * depend only on their URL, so one rendering serves every visitor for `freshMs`; after that it is
 * served while a new rendering is made (stale-while-revalidate) for up to `staleMs` more. Each
 * answer gets a fresh CSP nonce: the stored nonce is replaced in the header and the body.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The nonce of the rendering, to be replaced in every answer. */
  nonce: string | null;
  /** The body cut at each occurrence of `nonce`, so an answer is a copy, not a search. */
  bodyParts: Buffer[];
  storedAt: number;
}

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  /** Larger pages are not kept. */
  maxBodyBytes: number;
  /** All pages together; the least recently used go first. */
  maxTotalBytes: number;
}

export type Lookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

/**
 * Headers that belong to one answer, not to the page. The stored body is plain HTML; compression
 * of each answer (and its content-encoding) is decided anew for the client asking.
 */
const NOT_STORED = new Set([
  'date',
  'etag',
  'set-cookie',
  'content-length',
  'content-encoding',
  'x-page-cache',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly refreshing = new Set<string>();
  private totalBytes = 0;
  private currentGeneration = 0;

  constructor(private readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.freshMs > 0;
  }

  lookup(key: string, now = Date.now()): Lookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = now - page.storedAt;
    if (age > this.options.freshMs + this.options.staleMs) {
      this.remove(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most used pages at the end.
    this.entries.delete(key);
    this.entries.set(key, page);
    return { page, state: age <= this.options.freshMs ? 'fresh' : 'stale' };
  }

  /**
   * Whether a rendering may be kept: a whole 200 HTML page that sets no cookie. Next's
   * `Cache-Control: no-store` on dynamic pages is meant for browsers and shared caches; this is the
   * origin's own rendering cache, bounded by time (decision 016).
   */
  accepts(
    status: number,
    headers: Record<string, string | string[] | number | undefined>,
    bytes: number,
  ): boolean {
    const type = String(headers['content-type'] ?? '');
    return (
      status === 200 &&
      type.startsWith('text/html') &&
      headers['set-cookie'] === undefined &&
      bytes <= this.options.maxBodyBytes
    );
  }

  /**
   * Which clear() a rendering started after: pass it to store(), so a page rendered from data
   * older than the last change is answered once but never kept.
   */
  get generation(): number {
    return this.currentGeneration;
  }

  /** Forgets every page (the data behind them changed: decision 030). */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.totalBytes = 0;
  }

  store(
    key: string,
    status: number,
    headers: Record<string, string | string[] | number | undefined>,
    body: Buffer,
    now = Date.now(),
    generation = this.currentGeneration,
  ): void {
    if (generation !== this.currentGeneration) return;
    const kept: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_STORED.has(name.toLowerCase())) continue;
      kept[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
    }
    const policy = String(kept['content-security-policy'] ?? '');
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
    this.remove(key);
    const bodyParts = nonce ? splitAt(body, Buffer.from(nonce, 'utf8')) : [body];
    this.entries.set(key, { status, headers: kept, body, nonce, bodyParts, storedAt: now });
    this.totalBytes += body.length;
    while (this.entries.size > this.options.maxEntries || this.totalBytes > this.options.maxTotalBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.totalBytes -= page.body.length;
    this.entries.delete(key);
  }

  /** True for the first caller only, until `refreshed()`: one background rendering per page. */
  startRefresh(key: string): boolean {
    if (this.refreshing.has(key)) return false;
    this.refreshing.add(key);
    return true;
  }

  refreshed(key: string): void {
    this.refreshing.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }
}

/** The stored page with `nonce` in place of the rendering's own, in the CSP header and the body. */
export function withNonce(
  page: CachedPage,
  nonce: string,
): { headers: Record<string, string | string[]>; body: Buffer } {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  const old = page.nonce;
  const headers = { ...page.headers };
  const policy = headers['content-security-policy'];
  if (typeof policy === 'string') headers['content-security-policy'] = policy.split(old).join(nonce);
  // A nonce is 128 random bits in base64: it occurs in the page only where the rendering put it.
  // Joining stored byte ranges costs a copy of the page; decoding, replacing and encoding it as text
  // per answer held a cached home page at a quarter of a static file's throughput.
  const fresh = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  page.bodyParts.forEach((part, i) => {
    if (i > 0) pieces.push(fresh);
    pieces.push(part);
  });
  return { headers, body: Buffer.concat(pieces) };
}

/** `body` cut at every occurrence of `separator` (views of the same memory, not copies). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
