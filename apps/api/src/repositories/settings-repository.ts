import { type DigestFrequency, digestFrequencyOf } from '@estate/domain/newsletter-digest';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** The back office's settings by name (decision 035); each reader bounds its own value. */
export const SETTING_NAMES = {
  inboxRetentionMonths: 'inbox_retention_months',
  newsletterDigestFrequency: 'newsletter_digest_frequency',
  offerNewDays: 'offer_new_days',
} as const;
type SettingName = (typeof SETTING_NAMES)[keyof typeof SETTING_NAMES];

/** The stored text of a setting, or undefined when nobody has set it (the reader's default). */
export async function readSetting(db: Db, name: SettingName): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores a setting (inserted or replaced); pass the transaction of its audit entry. */
export async function writeSetting(db: Db, name: SettingName, value: string, now: Date): Promise<void> {
  await db
    .insertInto('settings')
    .values({ name, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}

/** How often the newsletter's digest goes out: the admins' setting, or the domain's default (weekly). */
export async function digestFrequency(db: Db): Promise<DigestFrequency> {
  return digestFrequencyOf(await readSetting(db, SETTING_NAMES.newsletterDigestFrequency));
}
