import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The API's SQLite database of this run (playwright.config.ts puts its directory in the environment). */
function databaseFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return path.join(dir, 'site.db');
}

/** This run's database, read-only or not; shared by the support modules that count what the API stored. */
export function openRunDatabase(readonly: boolean) {
  const db = new Database(databaseFile(), { readonly, fileMustExist: true });
  // The API writes in WAL mode at the same time: wait for its lock instead of failing.
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * A contact-page submission sent `monthsAgo` months ago, written straight into the database as the
 * form route stores one (no form can send one in the past); answers its id.
 */
export function insertSubmissionSentMonthsAgo(email: string, name: string, monthsAgo: number): number {
  const sent = new Date();
  sent.setUTCMonth(sent.getUTCMonth() - monthsAgo);
  const [firstName, lastName] = name.split(' ');
  const db = openRunDatabase(false);
  try {
    const result = db
      .prepare(
        `INSERT INTO form_submissions (kind, offer_id, email, lang, payload, created_at, updated_at, name, status)
         VALUES ('contact', NULL, ?, 'pl', ?, ?, ?, ?, 'done')`,
      )
      .run(
        email,
        JSON.stringify({
          firstName,
          lastName,
          email,
          message: 'Stara wiadomość sprzed lat.',
          agreement1: true,
        }),
        sent.toISOString(),
        sent.toISOString(),
        name,
      );
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

export interface StoredInboxRow {
  id: number;
  kind: string;
  email: string;
  name: string | null;
  payload: string;
  status: string;
  personal_data_removed_at: string | null;
}

/** One submission as stored (read-only). */
export function storedSubmission(id: number): StoredInboxRow {
  const db = openRunDatabase(true);
  try {
    const row = db
      .prepare(
        'SELECT id, kind, email, name, payload, status, personal_data_removed_at FROM form_submissions WHERE id = ?',
      )
      .get(id) as StoredInboxRow | undefined;
    if (!row) throw new Error(`no submission ${id}`);
    return row;
  } finally {
    db.close();
  }
}

/** The newest audit entry of an action (read-only), its changes parsed. */
export function latestAuditEntry(action: string): {
  actorId: string | null;
  changes: Record<string, unknown>;
} {
  const db = openRunDatabase(true);
  try {
    const row = db
      .prepare('SELECT actor_id, changes FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1')
      .get(action) as { actor_id: string | null; changes: string } | undefined;
    if (!row) throw new Error(`no audit entry ${action}`);
    return { actorId: row.actor_id, changes: JSON.parse(row.changes) as Record<string, unknown> };
  } finally {
    db.close();
  }
}

/**
 * Runs the daily retention job now, as an operator does by `npm run inbox:retention` (the bundled
 * jobs program) on this run's database; answers what it printed.
 */
export function runInboxRetention(baseURL: string): string {
  return execFileSync(process.execPath, [path.join(root, 'apps/api/dist/jobs.mjs'), 'inbox-retention'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: baseURL },
    encoding: 'utf8',
  });
}
