import type { Readable } from 'node:stream';

/**
 * Where photos, images and documents live: one interface, two drivers (a local directory, the
 * zero-setup default; an S3-compatible bucket, which every API instance of a deployment shares).
 * Keys are the media URL without its '/media/' prefix ('offers/photo-07-960.webp').
 */
export interface MediaStore {
  /** Names the store in logs and messages ('directory /srv/data/media', 's3://bucket/prefix'). */
  readonly description: string;
  /** Fails with a clear message when the store cannot be used (directory not writable, no bucket). */
  check(): Promise<void>;
  /** Size in bytes, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** Stores the content under the key, replacing what was there; readers never see half an object. */
  put(key: string, content: Buffer, contentType?: string): Promise<void>;
  /** The object as a stream with what an HTTP answer needs, or undefined when it is missing. */
  get(key: string): Promise<MediaObject | undefined>;
  /** The whole object in memory (documents, a photo for a PDF), or undefined when it is missing. */
  read(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Every key in the store (backups), in no particular order. */
  keys(): AsyncIterable<string>;
}

export interface MediaObject {
  body: Readable;
  size: number;
  contentType: string;
  /** A strong validator, quoted as in an HTTP ETag header. */
  etag: string;
  lastModified?: Date;
}

const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  webp: 'image/webp',
};

/** The media type a key's extension names; unknown ones are served as bytes, never sniffed. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * A key is one or more segments of letters, digits, '.', '_' and '-', separated by '/', none of them
 * starting with a dot: no traversal, no hidden files, nothing a bucket or a file system reads
 * differently.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

/** The key of a '/media/...' URL as stored in the database. */
export function mediaKey(url: string): string {
  if (!url.startsWith(MEDIA_URL_PREFIX)) throw new Error(`Not a media URL: ${url}`);
  const key = url.slice(MEDIA_URL_PREFIX.length);
  if (!isMediaKey(key)) throw new Error(`Not a valid media key: ${key}`);
  return key;
}

interface StoredFile {
  sizeBytes: number;
  /** False when the object was already there (an earlier start or another instance made it). */
  created: boolean;
}

/**
 * Stores what `produce` makes unless the key exists. Several API processes may seed one store at
 * once; the content is deterministic, so two writers of the same key simply store the same bytes.
 */
export async function putIfMissing(
  store: MediaStore,
  key: string,
  produce: () => Promise<Buffer>,
): Promise<StoredFile> {
  const existing = await store.size(key);
  if (existing !== undefined) return { sizeBytes: existing, created: false };
  const content = await produce();
  await store.put(key, content, contentTypeOf(key));
  return { sizeBytes: content.length, created: true };
}
