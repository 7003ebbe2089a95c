import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = { kind: 'postgres', url: url.toString(), poolMax: 4 } as const;
  return {
    dialect,
    database,
    dataDir,
    open: () => openDatabase(database),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      removeDir();
    },
  };
}
