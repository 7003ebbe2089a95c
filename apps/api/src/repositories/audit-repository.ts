import type { FieldChange } from '@estate/domain/audit-changes';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** Who did it: the signed-in person, or nobody (a failed sign-in, a link used before signing in). */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Record<string, FieldChange>;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, FieldChange>;
  ip: string | null;
}

/**
 * Stores one entry. Pass the transaction of the write it describes, so both commit or neither does.
 */
export async function insertAuditEntry(
  db: Db,
  entry: AuditEntryInput,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      changes: JSON.stringify(entry.changes ?? {}),
      ip: entry.actor.ip,
    })
    .execute();
}

export interface AuditFilter {
  /** The person: their account id or their e-mail address as it was then. */
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
}

/** One page of entries, newest first, and how many match. */
export async function findAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: number,
  onPage: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  const actor = filter.actor;
  if (actor) {
    query = query.where((eb) =>
      eb.or([eb('actor_id', '=', actor), eb('actor_email', '=', actor.toLowerCase())]),
    );
  }
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<=', filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(onPage)
      .offset((page - 1) * onPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      changes: JSON.parse(row.changes) as Record<string, FieldChange>,
      ip: row.ip,
    })),
  };
}
