import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import type { ApiConfig } from '../config/env';
import { contentTypeOf, type MediaStore } from '../media/media-store';
import { openMediaStore } from '../media/open-media-store';

const run = promisify(execFile);

/** What a backup folder holds, written last so a half-written backup is never taken for one. */
interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The database file in the folder: an SQLite copy, or a pg_dump archive (custom format). */
  databaseFile: string;
  /** Files copied from the media store (a directory or a bucket) into `media/`. */
  mediaFiles: number;
}

const MANIFEST = 'manifest.json';

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * PostgreSQL's client tools: `PG_BIN_DIR` when set, else the newest Debian cluster version
 * (pg_dump must be at least the server's version), else whatever the PATH has.
 */
function postgresTool(name: 'pg_dump' | 'pg_restore', env = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, name);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((entry) => fs.existsSync(path.join(debian, entry, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin', name);
  }
  return name;
}

type BackupConfig = Pick<ApiConfig, 'database' | 'dataDir' | 'media'>;

/** Every file below `dir` as a media key ('offers/photo-01-960.webp'). */
function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Copies every object of the store into `dir`, one at a time (a bucket may hold more than memory). */
async function downloadMedia(store: MediaStore, dir: string): Promise<number> {
  let count = 0;
  for await (const key of store.keys()) {
    const content = await store.read(key);
    if (!content) continue; // deleted since it was listed
    const file = path.join(dir, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    count += 1;
  }
  return count;
}

/** Makes the store hold exactly the files below `dir`: every file put first, then the rest deleted. */
async function uploadMedia(dir: string, store: MediaStore): Promise<void> {
  const keys = filesBelow(dir);
  for (const key of keys) {
    await store.put(key, fs.readFileSync(path.join(dir, ...key.split('/'))), contentTypeOf(key));
  }
  const kept = new Set(keys);
  const stale: string[] = [];
  for await (const key of store.keys()) if (!kept.has(key)) stale.push(key);
  for (const key of stale) await store.delete(key);
}

/**
 * Copies the database and the media files into `target` (a new or empty folder) while the API
 * runs: SQLite through its online backup API (a consistent copy while others write), PostgreSQL
 * through pg_dump (one consistent snapshot). Media files are copied after the database, so every
 * file a backed-up row names is there (uploads are written before their row).
 */
export async function backup(
  config: BackupConfig,
  target: string,
  now = new Date(),
): Promise<BackupManifest> {
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new BackupError(`backup: ${target} is not empty; give a new folder`);
  }
  fs.mkdirSync(target, { recursive: true });
  let databaseFile: string;
  if (config.database.kind === 'sqlite') {
    databaseFile = 'database.sqlite';
    const source = new SqliteDatabase(config.database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(target, databaseFile));
    } finally {
      source.close();
    }
  } else {
    databaseFile = 'database.pgdump';
    await run(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(target, databaseFile)}`,
      config.database.url,
    ]);
  }
  const mediaFiles = await downloadMedia(openMediaStore(config), path.join(target, 'media'));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect: config.database.kind,
    databaseFile,
    mediaFiles,
  };
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back: the database replaced by the backed-up one (SQLite: the file, with its WAL
 * files removed; PostgreSQL: pg_restore --clean into the configured database) and the media
 * store made to hold exactly the backed-up files. Stop the API first: it must not write meanwhile.
 */
export async function restore(config: BackupConfig, source: string): Promise<BackupManifest> {
  const manifestPath = path.join(source, MANIFEST);
  if (!fs.existsSync(manifestPath))
    throw new BackupError(`restore: ${source} holds no ${MANIFEST}: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.dialect !== config.database.kind) {
    throw new BackupError(
      `restore: this is a ${manifest.dialect} backup and the configured database is ${config.database.kind}`,
    );
  }
  const dump = path.join(source, manifest.databaseFile);
  if (config.database.kind === 'sqlite') {
    const file = config.database.file;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    // Copied beside it first, then renamed over it, so an interrupted restore leaves the old file.
    fs.copyFileSync(dump, `${file}.restoring`);
    fs.renameSync(`${file}.restoring`, file);
  } else {
    await run(postgresTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.database.url}`,
      dump,
    ]);
  }
  await uploadMedia(path.join(source, 'media'), openMediaStore(config));
  return manifest;
}
