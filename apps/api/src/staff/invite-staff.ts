import { changedFields } from '@estate/domain/audit-changes';
import type { StaffInvite } from '@estate/domain/staff';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../http/app-error';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { findStaffIdByEmail, insertAgentCard } from '../repositories/staff-repository';
import type { StaffAuth } from './staff-auth';

/**
 * An invitation (issue 16): an account without a password (an agent also gets their public card),
 * its audit entry, then the mailed activation link, valid 48 hours. Used by the admins' route and
 * by `npm run staff:create`. Returns the new account's id.
 */
export async function inviteStaff(
  { database, auth }: { database: DatabaseHandle; auth: StaffAuth },
  invite: StaffInvite,
  actor: AuditActor,
): Promise<string> {
  const { db } = database;
  if (await findStaffIdByEmail(db, invite.email)) {
    throw new AppError(409, 'email_taken', 'An account with this address exists', {
      fields: { email: 'email_taken' },
    });
  }
  const { user } = await auth.api.createUser({
    body: { email: invite.email, name: invite.name, role: invite.role, data: { lang: invite.lang } },
  });
  try {
    await db.transaction().execute(async (trx) => {
      if (invite.role === 'agent') await insertAgentCard(trx, user.id, invite.name, invite.email);
      await insertAuditEntry(trx, {
        actor,
        action: 'staff.invite',
        entity: 'staff',
        entityId: user.id,
        changes: changedFields(null, {
          name: invite.name,
          email: invite.email,
          role: invite.role,
          lang: invite.lang,
        }),
      });
    });
  } catch (error) {
    // An account without its audit entry must not stay: nothing happened.
    await db.deleteFrom('auth_user').where('id', '=', user.id).execute();
    throw error;
  }
  await sendInvitation(auth, invite.email);
  return user.id;
}

/** Mails (again) an activation link: a reset link of a person without a password lives 48 hours. */
export async function sendInvitation(auth: StaffAuth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}
