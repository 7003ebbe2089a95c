import type { Language } from '@estate/domain/language';
import { isStaffRole, type StaffProfile } from '@estate/domain/staff';
import type { StaffRole } from '@estate/domain/staff-roles';
import { type Kysely, PostgresAdapter } from 'kysely';
import { agentNameColumns } from '../db/agent-name-columns';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/**
 * Staff accounts as the back office reads and changes them. Better Auth owns sign-in, sessions and
 * passwords; role and deactivation are plain columns of its user table, changed here inside our
 * transactions so each change and its audit entry commit together (decision 029).
 */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lang: Language;
  /** Has set a password (activated the invitation). */
  active: boolean;
  deactivated: boolean;
  twoFactor: boolean;
  createdAt: string;
  /** The public agent card linked to the account, if any. */
  agentId: number | null;
  /** Their photo (the agent card's, when they have one). */
  photo: string | null;
  /** An agent's public card: what the offer pages show besides the name, photo and e-mail. */
  card: { jobPl: string; jobEn: string; phone: string } | null;
}

/** Better Auth writes booleans natively on PostgreSQL and as 0/1 on SQLite. */
const truthy = (value: unknown) => value === true || value === 1 || value === '1';
const isoOf = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const booleanFor = (db: Db, value: boolean) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? value : value ? 1 : 0;

function staffQuery(db: Db) {
  return db
    .selectFrom('auth_user as u')
    .leftJoin('agents as a', 'a.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.lang',
      'u.banned',
      'u.two_factor_enabled',
      'u.created_at',
      'u.image',
      'a.id as agent_id',
      'a.job_pl',
      'a.job_en',
      'a.phone',
      'a.photo as agent_photo',
      eb
        .exists(
          eb
            .selectFrom('auth_account as acc')
            .select('acc.id')
            .whereRef('acc.user_id', '=', 'u.id')
            .where('acc.provider_id', '=', 'credential')
            .where('acc.password', 'is not', null),
        )
        .as('has_password'),
    ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : 'agent',
    lang: row.lang === 'en' ? 'en' : 'pl',
    active: truthy(row.has_password),
    deactivated: truthy(row.banned),
    twoFactor: truthy(row.two_factor_enabled),
    createdAt: isoOf(row.created_at),
    agentId: row.agent_id ?? null,
    photo: row.agent_photo ?? row.image ?? null,
    card:
      row.agent_id === null || row.agent_id === undefined
        ? null
        : { jobPl: row.job_pl ?? '', jobEn: row.job_en ?? '', phone: row.phone ?? '' },
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await staffQuery(db).orderBy('u.name').orderBy('u.email').execute();
  return rows.map(toStaffMember);
}

export async function findStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await staffQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toStaffMember(row);
}

export async function findStaffIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_user')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_account')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStaffRole(db: Db, id: string, role: StaffRole, now: Date): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({ role, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deactivation ends every session of the person at once (the next request of theirs is 401) and
 * keeps new ones from starting; reactivation lets them sign in again with their password.
 */
export async function setStaffDeactivated(
  db: Db,
  id: string,
  deactivated: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({
      banned: booleanFor(db, deactivated),
      ban_reason: deactivated ? 'deactivated' : null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  if (deactivated) await db.deleteFrom('auth_session').where('user_id', '=', id).execute();
}

/** The user id a reset or invitation token belongs to, and when it ends; undefined for an unknown token. */
export async function findPasswordToken(
  db: Db,
  token: string,
): Promise<{ userId: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('auth_verification')
    .select(['value', 'expires_at'])
    .where('identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  return row && { userId: row.value, expiresAt: isoOf(row.expires_at) };
}

/** A new agent's public card, linked to their account; they complete it in their profile. */
export async function insertAgentCard(db: Db, userId: string, name: string, email: string): Promise<number> {
  const row = await db
    .insertInto('agents')
    .values({
      ...agentNameColumns(name),
      email,
      job_pl: '',
      job_en: '',
      phone: '',
      photo: null,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest live reset token of a person (for `staff:create`, which prints the link it mailed). */
export async function findInvitationToken(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_verification')
    .select('identifier')
    .where('value', '=', userId)
    .where('identifier', 'like', 'reset-password:%')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? row.identifier.slice('reset-password:'.length) : null;
}

/** A person's own data, and their agent card's (the card carries the same name). */
export async function updateStaffProfile(
  db: Db,
  id: string,
  profile: StaffProfile,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({ name: profile.name, lang: profile.lang, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('agents')
    .set({
      ...agentNameColumns(profile.name),
      job_pl: profile.jobPl,
      job_en: profile.jobEn,
      phone: profile.phone,
    })
    .where('user_id', '=', id)
    .execute();
}

/** The person's photo, on their account and on their agent card (which the offer pages show). */
export async function setStaffPhoto(db: Db, id: string, url: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({ image: url, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await db.updateTable('agents').set({ photo: url }).where('user_id', '=', id).execute();
}

/**
 * The ids of the admins who can sign in, their rows locked until the transaction ends (PostgreSQL;
 * SQLite has one writer at a time anyway), so two role changes cannot both count the other.
 */
export async function lockActiveAdmins(db: Db): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const query = db.selectFrom('auth_user').select(['id', 'banned']).where('role', '=', 'admin');
  const rows = await (postgres ? query.forUpdate() : query).execute();
  return rows.filter((row) => !truthy(row.banned)).map((row) => row.id);
}

/** The encrypted TOTP secret of an account's second factor, as Better Auth stores it. */
export async function findTwoFactorSecret(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_two_factor')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.secret;
}

/** Ends one of a person's own sessions by its id; answers whether there was such a session of theirs. */
export async function deleteOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_session')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
