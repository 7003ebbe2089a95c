import type { Generated } from 'kysely';

/**
 * Staff accounts (decision 029). The `auth_*` tables are Better Auth's, in its shapes under our
 * snake_case names: it writes them; we read a few columns for the back office's lists. Its dates
 * are ISO text on SQLite and timestamptz (a Date) on PostgreSQL; its booleans 0/1 or true/false.
 */
type AuthDate = string | Date;
type AuthBoolean = number | boolean;

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthBoolean;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  /** admin | editor | agent (STAFF_ROLES). */
  role: string | null;
  /** Deactivated: every session ended, no new one until reactivated. */
  banned: AuthBoolean | null;
  ban_reason: string | null;
  ban_expires: AuthDate | null;
  two_factor_enabled: AuthBoolean | null;
  /** Ours (a Better Auth additional field): the language of their mails and back office. */
  lang: Generated<string>;
}

export interface AuthSessionTable {
  id: string;
  expires_at: AuthDate;
  token: string;
  created_at: AuthDate;
  updated_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  impersonated_by: string | null;
}

export interface AuthAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: AuthBoolean | null;
  failed_verification_count: number | null;
  locked_until: AuthDate | null;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  last_request: number;
}

/** One staff write or account event: who, when, what, and the fields before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO time. */
  at: string;
  /** Null for events without a signed-in person (a failed sign-in, an activation link used). */
  actor_id: string | null;
  /** Kept as it was then, so the entry reads the same after the account changes or goes. */
  actor_email: string | null;
  /** `staff.invite`, `auth.sign-in`, `auth.sign-in-failed`, `agent.update`... */
  action: string;
  /** The kind of record: `staff`, `agent`, `offer`... */
  entity: string;
  entity_id: string | null;
  /** JSON `{ field: [before, after] }` of the fields that changed; `{}` for events. */
  changes: string;
  ip: string | null;
}
