import type { DatabaseHandle } from '../db/database';
import { normalizeEmail } from '../forms/newsletter-service';
import { AppError } from '../http/app-error';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { eraseAlertsOf, findEveryAlertOf } from '../repositories/search-alert-repository';
import { withAlertGroups } from './search-alerts';

type Db = DatabaseHandle['db'];

/** Every alert of an address, stopped ones too (decision 059): what staff erase on its owner's request. */
export async function alertsOfAddress(db: Db, email: string) {
  const rows = await findEveryAlertOf(db, normalizeEmail(email));
  const alerts = rows.map((row) => ({
    id: row.id,
    path: row.path,
    voivodeships: row.voivodeships,
    frequency: row.frequency,
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  }));
  return withAlertGroups(db, alerts);
}

/**
 * Erases an address's alerts on its owner's request (right to erasure; decision 059), as the
 * newsletter's removal of a subscriber: everything about the address goes, in one transaction with
 * an audit entry saying who erased how many, never whose. 404 when the address has nothing.
 */
export async function eraseAlertsOfAddress(
  context: { db: Db; actor: AuditActor; now?: Date },
  email: string,
): Promise<{ removed: number }> {
  return context.db.transaction().execute(async (trx) => {
    const erased = await eraseAlertsOf(trx, normalizeEmail(email));
    if (erased.alerts === 0) throw AppError.notFound('Search alerts');
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'search-alert.erased',
        entity: 'search_alert',
        changes: { alerts: [erased.alerts, 0], sends: [erased.sends, 0], mails: [erased.mails, 0] },
      },
      context.now ?? new Date(),
    );
    return { removed: erased.alerts };
  });
}
