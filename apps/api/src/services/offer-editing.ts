import { changedFields } from '@estate/domain/audit-changes';
import { duplicatedValues } from '@estate/domain/offer-duplicate';
import {
  type DerivedFlagsStart,
  type OfferEditorValues,
  type OfferPublication,
  type OfferStatus,
  savedDerivedFlags,
} from '@estate/domain/offer-editor';
import { noveltyOnFirstPublication, offerNewDaysOf } from '@estate/domain/offer-novelty';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertOffers, updateOffer } from '../db/offer-writes';
import { AppError } from '../http/app-error';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import {
  agentExists,
  findAgentIdOfUser,
  findOfferForEditing,
  insertPriceChange,
  type OfferForEditing,
  setOfferStatus,
  setOfferTipi,
  tipiTaken,
} from '../repositories/offer-editing-repository';
import { copyOfferMedia } from '../repositories/offer-media-repository';
import { insertPreparationEnd, insertPriceDrop } from '../repositories/search-alert-repository';
import { readSetting, SETTING_NAMES, writeSetting } from '../repositories/settings-repository';
import type { StaffPrincipal } from '../staff/staff-access';
import { editorValuesToRow, rowToEditorValues, shownPrice } from './offer-editor-rows';
import type { ResponseCache } from './response-cache';
import { sanitizeRichText } from './rich-text';
import { versionAfter } from './row-version';

type Db = Kysely<DatabaseSchema>;

/** What a write needs besides its values: who writes, the caches to drop, the clock. */
export interface OfferWriteContext {
  db: Db;
  staff: StaffPrincipal;
  actor: AuditActor;
  /** This process's cached public answers; other processes follow the change signal. */
  listCache: ResponseCache;
  now?: Date;
}

/** The admins' number of days a first publication makes an offer new (decision 058). */
export async function offerNewDays(db: Db): Promise<number> {
  return offerNewDaysOf(await readSetting(db, SETTING_NAMES.offerNewDays));
}

/** An admin sets it; audited with before and after. Applies to publications from now on. */
export async function setOfferNewDays(context: OfferWriteContext, days: number): Promise<void> {
  const { db, actor } = context;
  const now = context.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const before = await offerNewDays(trx);
    await writeSetting(trx, SETTING_NAMES.offerNewDays, String(days), now);
    if (before === days) return;
    await insertAuditEntry(
      trx,
      {
        actor,
        action: 'settings.offer-new-days',
        entity: 'settings',
        entityId: SETTING_NAMES.offerNewDays,
        changes: { days: [before, days] },
      },
      now,
    );
  });
}

/** The refusal of a save over a version someone else replaced (the editor shows it and keeps the form). */
function editConflict(): AppError {
  return new AppError(409, 'edit_conflict', 'The offer was saved by someone else since it was opened');
}

function fieldError(field: string, code: 'tipi_taken' | 'agent_unknown' | 'publish_at_past'): AppError {
  return new AppError(400, 'validation_failed', `Invalid ${field}`, { fields: { [field]: code } });
}

/** The offer code of a new offer that was given none: T and its id in five digits or more. */
function tipiOfId(id: number): string {
  return `T${String(id).padStart(5, '0')}`;
}

/**
 * Gives a new offer that was given no code its id's: T and the id in five digits or more, and a
 * letter when an imported offer holds that code already. Answers the code.
 */
export async function numberNewOffer(trx: Db, id: number): Promise<string> {
  let tipi = tipiOfId(id);
  for (let suffix = 0; await tipiTaken(trx, tipi, id); suffix += 1) {
    tipi = `${tipiOfId(id)}-${String.fromCharCode(65 + suffix)}`;
  }
  await setOfferTipi(trx, id, tipi);
  return tipi;
}

/**
 * The agent an offer may name: an agent writes under their own card only (403 for another's);
 * editors and admins any existing card, or none.
 */
async function agentFor(context: OfferWriteContext, requested: number | null): Promise<number | null> {
  const { db, staff } = context;
  if (staff.role === 'agent') {
    const own = await findAgentIdOfUser(db, staff.id);
    if (own === undefined)
      throw new AppError(403, 'forbidden', 'An agent needs an agent card to write offers');
    if (requested !== null && requested !== own) {
      throw new AppError(403, 'forbidden', 'An agent writes only their own offers');
    }
    return own;
  }
  if (requested !== null && !(await agentExists(db, requested))) throw fieldError('agentId', 'agent_unknown');
  return requested;
}

/** The values as stored: rich text sanitised (the site sanitises again when it renders). */
function cleaned(values: OfferEditorValues, agentId: number | null): OfferEditorValues {
  return {
    ...values,
    agentId,
    descriptionPl: sanitizeRichText(values.descriptionPl, 'basic'),
    descriptionEn: sanitizeRichText(values.descriptionEn, 'basic'),
  };
}

/** Opens an offer for a write: 404 when there is none, 403 when it is another agent's. */
export async function offerForStaff(db: Db, staff: StaffPrincipal, id: number): Promise<OfferForEditing> {
  const found = await findOfferForEditing(db, id);
  if (!found) throw AppError.notFound('Offer');
  if (staff.role === 'agent' && found.row.owner_user_id !== staff.id) {
    throw new AppError(403, 'forbidden', 'Another agent’s offer');
  }
  return found;
}

/**
 * A new draft made from an offer this person may open (decision 058): its values but the code and
 * the history flags (`duplicatedValues`), its agent (an agent's own card), and rows for its photos
 * and documents over the same stored files; audited as `offer.duplicate`. Answers the new id.
 */
export async function duplicateOffer(context: OfferWriteContext, id: number): Promise<number> {
  const { db, actor } = context;
  const now = (context.now ?? new Date()).toISOString();
  const { row, texts } = await offerForStaff(db, context.staff, id);
  const values = duplicatedValues(rowToEditorValues(row, texts));
  const agentId = await agentFor(context, values.agentId);
  return db.transaction().execute(async (trx) => {
    const copyId = await insertDraftOffer(trx, actor, values, agentId, now, id);
    await copyOfferMedia(trx, id, copyId);
    return copyId;
  });
}

/** A new offer, as a draft nobody but staff sees. Answers its id. */
export async function createOffer(context: OfferWriteContext, input: OfferEditorValues): Promise<number> {
  const { db, actor } = context;
  const now = (context.now ?? new Date()).toISOString();
  const agentId = await agentFor(context, input.agentId);
  if (input.tipi !== null && (await tipiTaken(db, input.tipi))) throw fieldError('tipi', 'tipi_taken');
  return db.transaction().execute((trx) => insertDraftOffer(trx, actor, input, agentId, now));
}

/**
 * Inserts a new draft with its audit entry in the caller's transaction: `createOffer`'s write, and
 * the XLSX import's (services/offer-import.ts), which checked the agent and the code beforehand,
 * and a duplicate's (`duplicateOf`, audited as `offer.duplicate`). An offer given no code gets its
 * id's. Answers its id.
 */
export async function insertDraftOffer(
  trx: Db,
  actor: AuditActor,
  input: OfferEditorValues,
  agentId: number | null,
  now: string,
  duplicateOf?: number,
): Promise<number> {
  const values = cleaned(input, agentId);
  // A code nobody types, replaced by the id's once the row has one.
  const provisional = values.tipi ?? `NEW-${crypto.randomUUID()}`;
  const ids = await insertOffers(trx, [
    editorValuesToRow(values, {
      tipi: provisional,
      status: 'draft',
      publishAt: null,
      publishedAt: now,
      updatedAt: now,
    }),
  ]);
  const id = ids.get(provisional);
  if (id === undefined) throw new Error('The new offer was not inserted');
  const tipi = values.tipi ?? (await numberNewOffer(trx, id));
  await insertAuditEntry(
    trx,
    {
      actor,
      // A copy says which offer it was made from (decision 058).
      action: duplicateOf === undefined ? 'offer.create' : 'offer.duplicate',
      entity: 'offer',
      entityId: id,
      changes: changedFields(null, {
        ...values,
        tipi,
        status: 'draft',
        ...(duplicateOf === undefined ? {} : { duplicateOf }),
      }),
    },
    new Date(now),
  );
  return id;
}

/**
 * Saves the editor's values over an offer. `expectedUpdatedAt` is the version the editor opened
 * (409 `edit_conflict` when someone saved since, so nobody's work is overwritten unseen; the write
 * itself is conditioned on the version read, so a save landing between this one's check and its
 * write is refused alike). A lower price is recorded in the price history and turns the "new price"
 * badge on; a derived flag is changed only when the person changed it from `startedFrom` (what
 * their form showed). Answers the offer as stored (the version unchanged when nothing changed), for
 * the editor to show.
 */
export async function saveOffer(
  context: OfferWriteContext,
  id: number,
  { startedFrom, ...input }: OfferEditorValues & { startedFrom?: DerivedFlagsStart },
  expectedUpdatedAt: string | undefined,
): Promise<{ updatedAt: string; values: OfferEditorValues }> {
  const { db, staff, actor } = context;
  const now = (context.now ?? new Date()).toISOString();
  const found = await offerForStaff(db, staff, id);
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== found.row.updated_at) throw editConflict();
  const agentId = await agentFor(context, input.agentId);
  if (await tipiTaken(db, input.tipi ?? found.row.tipi, id)) throw fieldError('tipi', 'tipi_taken');
  const saved = await db.transaction().execute(async (trx) => {
    const written = await writeOfferUpdate(trx, actor, found, input, agentId, now, startedFrom);
    if (written.changed && written.isPublic) await bumpChangeSignal(trx, 'offers', new Date(now));
    return written;
  });
  if (saved.changed && saved.isPublic) context.listCache.clear();
  const stored = saved.changed ? await offerForStaff(db, staff, id) : found;
  return { updatedAt: stored.row.updated_at, values: rowToEditorValues(stored.row, stored.texts) };
}

type ChangeEventValues = Pick<OfferEditorValues, 'price' | 'discountPrice'> & {
  flags: Pick<OfferEditorValues['flags'], 'isInPreparation'>;
};

/**
 * What an offer's change records besides itself, for the old editor's writes and the kinds'
 * (`kinds/offer-hooks.ts`) alike: the base price's history, a lower price as visitors see it (the
 * discount price while discounted), which mails search alerts (decision 059), and the end of
 * preparation, another such event. The history keeps the base price, which a discount leaves as it was.
 */
export async function recordOfferChangeEvents(
  db: Db,
  offerId: number,
  at: string,
  before: ChangeEventValues,
  after: ChangeEventValues,
  shownBefore: number | null = shownPrice(before),
): Promise<void> {
  if (before.price !== after.price) {
    await insertPriceChange(db, { offerId, at, oldPrice: before.price, newPrice: after.price });
  }
  const shownAfter = shownPrice(after);
  if (shownBefore !== null && shownAfter !== null && shownAfter < shownBefore) {
    await insertPriceDrop(db, { offerId, at, oldPrice: shownBefore, newPrice: shownAfter });
  }
  if (before.flags.isInPreparation && !after.flags.isInPreparation)
    await insertPreparationEnd(db, offerId, at);
}

/**
 * Writes the editor's values over an opened offer in the caller's transaction, with its price
 * history and audit entry: `saveOffer`'s write (the XLSX import writes through the offers' kind
 * since decision 052's "S8a import and bulk as built"). Nothing is written when nothing changed. The offer is written
 * only if it is still at the version it was opened at (one conditional UPDATE): 409 `edit_conflict`
 * otherwise, and the caller's transaction rolls back. Answers whether it changed and whether the
 * offer is public (the caller moves the change signal).
 */
async function writeOfferUpdate(
  trx: Db,
  actor: AuditActor,
  { row, texts }: OfferForEditing,
  input: OfferEditorValues,
  agentId: number | null,
  now: string,
  startedFrom?: DerivedFlagsStart,
): Promise<{ changed: boolean; isPublic: boolean }> {
  const id = row.id;
  const values = cleaned(input, agentId);
  const tipi = values.tipi ?? row.tipi;
  const before = rowToEditorValues(row, texts);
  const after: OfferEditorValues = {
    ...values,
    tipi,
    flags: {
      ...values.flags,
      ...savedDerivedFlags(before.flags, values.flags, startedFrom, {
        before: before.price,
        after: values.price,
      }),
    },
  };
  const changes = changedFields(before, after);
  const isPublic = row.status === 'published';
  if (Object.keys(changes).length === 0) return { changed: false, isPublic };
  const written = await updateOffer(
    trx,
    id,
    {
      ...editorValuesToRow(after, {
        tipi,
        status: row.status,
        publishAt: row.publish_at,
        publishedAt: row.published_at,
        updatedAt: versionAfter(row.updated_at, new Date(now)),
      }),
      // "New" ticked or unticked by a person is theirs from now on: no automatic end (decision 058).
      ...(before.flags.isNew !== after.flags.isNew ? { new_until: null } : {}),
    },
    row.updated_at,
  );
  if (!written) throw editConflict();
  await recordOfferChangeEvents(trx, id, now, before, after, row.effective_price);
  await insertAuditEntry(
    trx,
    { actor, action: 'offer.update', entity: 'offer', entityId: id, changes },
    new Date(now),
  );
  return { changed: true, isPublic };
}

/** Where a publication action moves an offer from its state, or a field error for a past time. */
function publicationTarget(
  row: { status: OfferStatus; publish_at: string | null },
  publication: OfferPublication,
  now: Date,
): { status: OfferStatus; publishAt: string | null; publishedAt?: string } {
  if (publication.action === 'publish') {
    // The first publication dates the offer ("newest" lists); a republished offer keeps its date.
    const first = row.status === 'draft' || row.status === 'scheduled';
    return { status: 'published', publishAt: null, ...(first ? { publishedAt: now.toISOString() } : {}) };
  }
  if (publication.action === 'schedule') {
    const at = new Date(publication.at);
    if (at.getTime() <= now.getTime()) throw fieldError('at', 'publish_at_past');
    return { status: 'scheduled', publishAt: at.toISOString() };
  }
  return { status: 'unpublished', publishAt: null };
}

/**
 * Moves one offer (already opened for this person) as `publication` says, in the caller's
 * transaction, with its audit entry. Answers whether what the public sees changed.
 */
async function applyPublication(
  trx: Db,
  actor: AuditActor,
  row: { id: number; status: OfferStatus; publish_at: string | null; archived_at: string | null },
  publication: OfferPublication,
  now: Date,
): Promise<{ status: OfferStatus; publishAt: string | null; visibilityChanged: boolean }> {
  // An archived offer goes public only once an editor or an admin has restored it (decision 058).
  if (row.archived_at !== null && publication.action !== 'unpublish') {
    throw new AppError(409, 'offer_archived', 'The offer is archived: restore it first');
  }
  const target = publicationTarget(row, publication, now);
  if (target.status === row.status && target.publishAt === row.publish_at) {
    return { ...target, visibilityChanged: false };
  }
  // A first publication makes the offer new for the admins' number of days (decision 058).
  const novelty = target.publishedAt
    ? noveltyOnFirstPublication(target.publishedAt, await offerNewDays(trx))
    : null;
  await setOfferStatus(trx, row.id, { ...target, updatedAt: now.toISOString(), novelty });
  await insertAuditEntry(
    trx,
    {
      actor,
      action: `offer.${publication.action}`,
      entity: 'offer',
      entityId: row.id,
      changes: changedFields(
        { status: row.status, publishAt: row.publish_at, ...(novelty ? { newUntil: null } : {}) },
        {
          status: target.status,
          publishAt: target.publishAt,
          ...(novelty ? { newUntil: novelty.newUntil } : {}),
        },
      ),
    },
    now,
  );
  const visibilityChanged = (row.status === 'published') !== (target.status === 'published');
  return { status: target.status, publishAt: target.publishAt, visibilityChanged };
}

/**
 * Publishes an offer now, schedules it (the time must be ahead; the publisher moves it then), or
 * takes it down.
 */
export async function changePublication(
  context: OfferWriteContext,
  id: number,
  publication: OfferPublication,
): Promise<{ status: OfferStatus; publishAt: string | null }> {
  const now = context.now ?? new Date();
  const { row } = await offerForStaff(context.db, context.staff, id);
  const result = await context.db.transaction().execute(async (trx) => {
    const moved = await applyPublication(trx, context.actor, row, publication, now);
    if (moved.visibilityChanged) await bumpChangeSignal(trx, 'offers', now);
    return moved;
  });
  if (result.visibilityChanged) context.listCache.clear();
  return { status: result.status, publishAt: result.publishAt };
}
