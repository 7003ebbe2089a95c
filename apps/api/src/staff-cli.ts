import { parseArgs } from 'node:util';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { zodIssuesToFieldErrors } from '@estate/domain/error-codes';
import { staffInviteSchema } from '@estate/domain/staff';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { pendingMigrations } from './db/migrate';
import { AppError } from './http/app-error';
import { findInvitationToken } from './repositories/staff-repository';
import { inviteStaff } from './staff/invite-staff';
import { createStaffAuth } from './staff/staff-auth';

/**
 * `npm run staff:create -- --email <address> --role admin [--name "…"] [--lang pl|en]`: the first
 * admin of a fresh installation (or anyone, when no admin can sign in). Creates the account as an
 * invitation does, mails the activation link through the outbox and prints it, for when mail is
 * not set up yet. The link is single-use and valid 48 hours.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      lang: { type: 'string', default: 'pl' },
    },
  });
  const parsed = staffInviteSchema.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email?.split('@')[0],
    lang: values.lang,
  });
  if (!parsed.success) {
    const fields = zodIssuesToFieldErrors(parsed.error.issues);
    throw new ConfigError(
      `staff:create: ${Object.entries(fields)
        .map(([field, code]) => `--${field}: ${code}`)
        .join(
          ', ',
        )}\n  usage: npm run staff:create -- --email <address> --role admin|editor|agent [--name "…"] [--lang pl|en]`,
    );
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) throw new ConfigError('staff:create: run `npm run migrate` first');
    const auth = createStaffAuth(config, database);
    const id = await inviteStaff({ database, auth }, parsed.data, {
      id: null,
      email: 'staff:create',
      ip: null,
    });
    const token = await findInvitationToken(database.db, id);
    console.log(
      `staff:create: ${parsed.data.role} ${parsed.data.email} invited; the activation link (single use, 48 hours) is\n` +
        `  ${config.siteUrl}${backOfficePaths.activate(token ?? '')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof AppError) console.error(`staff:create: ${error.code}: ${error.message}`);
  else console.error('staff:create failed:', error);
  process.exit(1);
});
