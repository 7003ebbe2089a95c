import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream';
import { contentTypeOf, isMediaKey, type MediaObject, type MediaStore } from './media-store';

/** Media as files below one directory: `$DATA_DIR/media` by default, or a directory every host mounts. */
export class LocalMediaStore implements MediaStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `directory ${root}`;
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  private file(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a valid media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async size(key: string): Promise<number | undefined> {
    const stat = await fs.stat(this.file(key)).catch(() => null);
    return stat?.isFile() ? stat.size : undefined;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // A unique temporary name renamed into place: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<MediaObject | undefined> {
    const file = this.file(key);
    // Open first, then stat the open file: the answer's size and body come from the same file
    // even when a new version is renamed over the name meanwhile.
    const handle = await fs.open(file, 'r').catch(() => null);
    if (!handle) return undefined;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    const body = handle.createReadStream({ autoClose: false });
    // Closed explicitly whichever way the stream ends: read to the end, failed, or destroyed unread.
    finished(body, () => void handle.close().catch(() => undefined));
    return {
      body,
      size: stat.size,
      contentType: contentTypeOf(key),
      etag: `"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async read(key: string): Promise<Buffer | undefined> {
    return fs.readFile(this.file(key)).catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (isMediaKey(key)) yield key;
    }
  }
}
