// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './migration-helpers';

/**
 * Staff accounts (issue 16, decision 029): Better Auth's tables in the shapes its migration planner
 * expects (a test asks it), under snake_case names; the audit log; agents linked to accounts.
 * Better Auth writes booleans and dates natively on PostgreSQL and as 0/1 and ISO text on SQLite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bool = pg ? 'boolean' : 'integer';
  const time = pg ? 'timestamptz' : 'date';
  const createdNow = (col: ColumnDefinitionBuilder) =>
    pg ? col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`) : col.notNull();

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', bool, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', time, createdNow)
    .addColumn('updated_at', time, createdNow)
    .addColumn('role', 'text')
    .addColumn('banned', bool)
    .addColumn('ban_reason', 'text')
    .addColumn('ban_expires', time)
    .addColumn('two_factor_enabled', bool)
    // Ours: the language of the person's mails and back office.
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('pl'))
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', time, createdNow)
    .addColumn('updated_at', time, (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('impersonated_by', 'text')
    .execute();
  await db.schema.createIndex('auth_session_user_id').on('auth_session').column('user_id').execute();

  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', time)
    .addColumn('refresh_token_expires_at', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', time, createdNow)
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_account_user_id').on('auth_account').column('user_id').execute();

  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('created_at', time, createdNow)
    .addColumn('updated_at', time, createdNow)
    .execute();
  await db.schema
    .createIndex('auth_verification_identifier')
    .on('auth_verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('auth_two_factor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backup_codes', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failed_verification_count', 'integer')
    .addColumn('locked_until', time)
    .execute();
  await db.schema.createIndex('auth_two_factor_secret').on('auth_two_factor').column('secret').execute();
  await db.schema.createIndex('auth_two_factor_user_id').on('auth_two_factor').column('user_id').execute();

  await db.schema
    .createTable('auth_rate_limit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('last_request', 'bigint', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .execute();
  // The log is browsed newest first, by person and by record.
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at'])
    .execute();

  // An agent's public card is linked to their staff account (one card per account).
  await db.schema
    .alterTable('agents')
    .addColumn('user_id', 'text', (col) => col.references('auth_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('agents_user_id').on('agents').column('user_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agents_user_id').execute();
  await db.schema.alterTable('agents').dropColumn('user_id').execute();
  for (const table of [
    'audit_log',
    'auth_rate_limit',
    'auth_two_factor',
    'auth_verification',
    'auth_account',
    'auth_session',
    'auth_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
