import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { findKindRow } from './kind-store';
import { findWorkingCopy } from './working-copy-repository';

type Db = Kysely<DatabaseSchema>;

/**
 * Why a conditional write of an item matched nothing (decision 052 §3.7): the item is gone (404), or
 * someone changed it since it was opened (409 `edit_conflict`), answered with its version now and who
 * changed it when, from the newest audit entry of the item (every write audits in its transaction, so
 * the entry is exact; `changedBy` null: the publication loop, or a row written before the audit log).
 */
export async function writeRefusal(db: Db, kind: DefinedKind, id: number): Promise<AppError> {
  const row = await findKindRow(db, kind, id);
  if (!row) return AppError.notFound(kind.names.en.one);
  const copy = await findWorkingCopy(db, kind.name, String(id));
  return editConflict(db, kind, String(id), copy?.version ?? row.version);
}

/** 409 `edit_conflict`: the item's version now, and who changed it when (its newest audit entry). */
export async function editConflict(
  db: Db,
  kind: DefinedKind,
  key: string,
  version: number,
): Promise<AppError> {
  const last = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_email'])
    .where('entity', '=', kind.audit.entity)
    .where('entity_id', '=', key)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return new AppError(409, 'edit_conflict', 'Saved by someone else since it was opened', {
    conflict: { version, changedAt: last?.at ?? null, changedBy: last?.actor_email ?? null },
  });
}
