import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import type { ApiConfig } from '../config/env';

const run = promisify(execFile);

/** What a backup folder holds, written last so a half-written backup is never taken for one. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The database file in the folder: an SQLite copy, or a pg_dump archive (custom format). */
  databaseFile: string;
  /** Files copied from `$DATA_DIR/media` into `media/`. */
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
export function postgresTool(name: 'pg_dump' | 'pg_restore', env = process.env): string {
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

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

/**
 * Copies the database and the media files into `target` (a new or empty folder) while the API
 * runs: SQLite through its online backup API (a consistent copy while others write), PostgreSQL
 * through pg_dump (one consistent snapshot). Media files are copied after the database, so every
 * file a backed-up row names is there (uploads are written before their row).
 */
export async function backup(
  config: Pick<ApiConfig, 'database' | 'dataDir'>,
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
  const media = path.join(config.dataDir, 'media');
  if (fs.existsSync(media)) fs.cpSync(media, path.join(target, 'media'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect: config.database.kind,
    databaseFile,
    mediaFiles: countFiles(path.join(target, 'media')),
  };
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back: the database replaced by the backed-up one (SQLite: the file, with its WAL
 * files removed; PostgreSQL: pg_restore --clean into the configured database) and the media
 * folder replaced by the backed-up files. Stop the API first: it must not write meanwhile.
 */
export async function restore(
  config: Pick<ApiConfig, 'database' | 'dataDir'>,
  source: string,
): Promise<BackupManifest> {
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
  const media = path.join(config.dataDir, 'media');
  fs.rmSync(media, { recursive: true, force: true });
  if (fs.existsSync(path.join(source, 'media')))
    fs.cpSync(path.join(source, 'media'), media, { recursive: true });
  return manifest;
}
