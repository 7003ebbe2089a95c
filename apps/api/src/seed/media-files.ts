import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

interface WrittenFile {
  file: string;
  sizeBytes: number;
  /** False when the file was already there (an earlier start or another process made it). */
  created: boolean;
}

/**
 * Writes `file` unless it exists. Several API processes may start on one data directory at once,
 * so the content goes to a unique temporary name first and is renamed into place: a reader never
 * sees half a file, and two writers of the same deterministic content simply overwrite each other.
 */
export async function writeIfMissing(file: string, produce: () => Promise<Buffer>): Promise<WrittenFile> {
  const existing = await fs.stat(file).catch(() => null);
  if (existing?.isFile()) return { file, sizeBytes: existing.size, created: false };
  const content = await produce();
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
  return { file, sizeBytes: content.length, created: true };
}

/** Runs `tasks` with at most `limit` in flight; sharp renders on libuv's thread pool. */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
