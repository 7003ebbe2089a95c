import { verifyPassword } from 'better-auth/crypto';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { createStaffAuth } from '../staff/staff-auth';

/**
 * The demo's staff (issue 16): one admin whose credentials the README states, so a fresh local
 * database can be signed into, and an account (not activated: no password) for every demo agent,
 * linked to their public card. Production mode refuses to start while the demo admin still has
 * its demo password (`demoAdminStillOpen`).
 */
export const DEMO_ADMIN = {
  email: 'admin@example.pl',
  name: 'Administrator (demo)',
  password: 'Demo-Admin-2026!',
} as const;

export async function seedDemoStaff(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'siteUrl' | 'authSecret'>,
): Promise<void> {
  const auth = createStaffAuth(config as ApiConfig, database);
  await auth.api.createUser({
    body: { email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin', password: DEMO_ADMIN.password },
  });
  const agents = await database.db
    .selectFrom('agents')
    .select(['id', 'name', 'email'])
    .where('user_id', 'is', null)
    .execute();
  for (const agent of agents) {
    const { user } = await auth.api.createUser({
      body: { email: agent.email.toLowerCase(), name: agent.name, role: 'agent' },
    });
    await database.db.updateTable('agents').set({ user_id: user.id }).where('id', '=', agent.id).execute();
  }
}

/** Whether the demo admin can still sign in with the password the README prints (not deactivated). */
export async function demoAdminStillOpen(database: DatabaseHandle): Promise<boolean> {
  const row = await database.db
    .selectFrom('auth_user as u')
    .innerJoin('auth_account as a', 'a.user_id', 'u.id')
    .select(['a.password', 'u.banned'])
    .where('u.email', '=', DEMO_ADMIN.email)
    .where('a.provider_id', '=', 'credential')
    .executeTakeFirst();
  if (!row?.password || row.banned === true || row.banned === 1) return false;
  return verifyPassword({ hash: row.password, password: DEMO_ADMIN.password });
}
