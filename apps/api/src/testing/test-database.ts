import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../../../../scripts/lib/postgres.mjs';
import type { ApiConfig } from '../config/env';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database';

/**
 * Dialects the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL names a server.
 * Each test file gets a database of its own, dropped afterwards.
 */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  dialect: Dialect;
  database: ApiConfig['database'];
  dataDir: string;
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-api-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const database = { kind: 'sqlite', file: path.join(dataDir, 'site.db') } as const;
    return { dialect, database, dataDir, open: () => openDatabase(database), drop: async () => removeDir() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createPostgresDatabase(adminUrl, 'test');
  const database = { kind: 'postgres', url: created.url, poolMax: 4 } as const;
  return {
    dialect,
    database,
    dataDir,
    open: () => openDatabase(database),
    drop: async () => {
      await created.drop();
      removeDir();
    },
  };
}
