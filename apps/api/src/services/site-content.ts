import type { FieldChange } from '@estate/domain/audit-changes';
import {
  nextPublicationState,
  type PublicationRequest,
  type PublicationState,
} from '@estate/domain/site-publication';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { type MediaStore, mediaKey } from '../media/media-store';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';

type Db = Kysely<DatabaseSchema>;

/** What a write of the site's content needs: the database, who writes, the media store. */
export interface SiteContentContext {
  db: Db;
  actor: AuditActor;
  media: MediaStore;
  now?: Date;
}

/** What an audit entry of a content write says (the person comes from the context). */
export interface ContentAuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes: Record<string, FieldChange>;
}

/**
 * One write of the site's content: the change, its audit entry and the content change signal (so
 * every site process drops its cached pages and chunks), in one transaction (decision 038). The
 * entry may be made after the write, when it names what the write created.
 */
export async function recordContentChange(
  context: Pick<SiteContentContext, 'db' | 'actor' | 'now'>,
  entry: ContentAuditEntry | (() => ContentAuditEntry),
  write: (trx: Db) => Promise<void>,
  signals: readonly ('content' | 'offers')[] = ['content'],
): Promise<void> {
  const now = context.now ?? new Date();
  await context.db.transaction().execute(async (trx) => {
    await write(trx);
    const made = typeof entry === 'function' ? entry() : entry;
    await insertAuditEntry(trx, { actor: context.actor, ...made }, now);
    for (const signal of signals) await bumpChangeSignal(trx, signal, now);
  });
}

/** A field error the back office shows beside the field (400 `validation_failed`). */
export function fieldError(field: string, code: string, message = 'Invalid value'): AppError {
  return new AppError(400, 'validation_failed', message, { fields: { [field]: code } });
}

/** Every image the save names must be one the media store holds (uploaded first, or the seed's). */
export async function requireStoredImages(
  media: MediaStore,
  images: readonly { field: string; path: string | null }[],
): Promise<void> {
  for (const image of images) {
    if (image.path === null) continue;
    let size: number | undefined;
    try {
      size = await media.size(mediaKey(image.path));
    } catch {
      size = undefined;
    }
    if (size === undefined) throw fieldError(image.field, 'image_unknown', 'No such image');
  }
}

/**
 * The state after a publication request (decision 040), or the field error of a time not ahead
 * (400 `publish_at_past` on `at`).
 */
export function publicationAfter(before: PublicationState, request: PublicationRequest, now: Date) {
  const next = nextPublicationState(before, request, now);
  if (next === 'publish_at_past') throw fieldError('at', 'publish_at_past', 'The time has passed');
  return next;
}
