import { changedFields, type FieldChange } from '@estate/domain/audit-changes';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { ChangeSignal, FieldMap } from '@estate/domain/kinds/kind';
import { nextPublication, type PublicationRequest } from '@estate/domain/kinds/publication';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { sanitizeRichText } from '../services/rich-text';
import { hooksOf } from './all-hooks';
import { editConflict } from './conflict';
import { publicationRefusal } from './field-error';
import type { KindDocument } from './kind-hooks';
import {
  discardWorkingCopy,
  type KindItem,
  type KindWriteContext,
  mergeCopy,
  parseCopy,
  publishDueCopies,
  recordKindWrite,
  scheduledPublicationAudit,
  storedValues,
  withCopy,
} from './kind-service';
import {
  findWorkingCopy,
  insertWorkingCopy,
  takeWorkingCopy,
  updateWorkingCopy,
  type WorkingCopyRow,
} from './working-copy-repository';

type Db = Kysely<DatabaseSchema>;
type Values = Record<string, unknown>;

/**
 * The service of a `document` kind (decision 052 step S7: the home page): each item, by its key (a
 * language), is one public document, or none yet, and every edit goes to the item's working copy,
 * public on "publish" now or at a time (by the publication loop), never taken down. The same
 * mechanism as the other kinds' in all else: the copy's versions (If-Match; a stale write is 409
 * `edit_conflict` naming who changed it when), a publication that hands the copy's version to the
 * document, so its editor saves on, audit entries with the kind's names in the write's transaction,
 * and the kind's change signals when the public document changes. A key nobody wrote is at version 1
 * with the kind's empty values.
 */

/** The version of a key whose document does not exist yet. */
const UNWRITTEN = 1;

/** A `document` kind's storage, which its declaration's hooks must give. */
export function documentOf(kind: DefinedKind): KindDocument {
  const document = hooksOf(kind).document;
  if (!document) throw new Error(`The kind ${kind.name} has no document storage`);
  return document;
}

interface Stored {
  live: { version: number; values: Values } | undefined;
  copy: WorkingCopyRow | undefined;
}

async function storedItem(db: Db, kind: DefinedKind, key: string): Promise<Stored> {
  const document = documentOf(kind);
  if (!document.keys.includes(key)) throw AppError.notFound(kind.names.en.one);
  const [live, copy] = await Promise.all([document.read(db, key), findWorkingCopy(db, kind.name, key)]);
  return { live, copy };
}

const liveVersion = ({ live }: Stored) => live?.version ?? UNWRITTEN;
const currentVersion = (stored: Stored) => stored.copy?.version ?? liveVersion(stored);

function itemOf(kind: DefinedKind, key: string, { live, copy }: Stored): KindItem {
  const own = { key, status: live ? ('published' as const) : ('draft' as const), publishedAt: null };
  const values = live?.values ?? documentOf(kind).empty;
  if (!copy) return { ...own, version: live?.version ?? UNWRITTEN, draft: null, values };
  return withCopy(kind, own, copy, null);
}

/** Why a conditional write matched nothing: someone changed the item since it was opened (409). */
async function refusal(db: Db, kind: DefinedKind, key: string): Promise<AppError> {
  return editConflict(db, kind, key, currentVersion(await storedItem(db, kind, key)));
}

/** Rich text inside a `group` or `repeat` field, sanitised with its profile (the top level's is `storedValues`'). */
function sanitizedNested(fields: FieldMap, input: Values): Values {
  const clean = { ...input };
  for (const [name, field] of Object.entries(fields)) {
    const { widget } = field;
    if (widget.type === 'richText' && typeof clean[name] === 'string') {
      clean[name] = sanitizeRichText(clean[name], widget.profile);
    } else if (widget.type === 'group' && isValues(clean[name])) {
      clean[name] = sanitizedNested(widget.item, clean[name]);
    } else if (widget.type === 'repeat' && Array.isArray(clean[name])) {
      clean[name] = clean[name].map((item: unknown) =>
        isValues(item) ? sanitizedNested(widget.item, item) : item,
      );
    }
  }
  return clean;
}

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values as stored: rich text sanitised, checked with the kind's schema, then with what the kind's
 * document refuses besides (the routes' body says it with the schema's errors), then the kind's
 * `prepare` (images in the store).
 */
async function preparedValues(
  context: KindWriteContext,
  kind: DefinedKind,
  input: Values,
  stored: { key: string; version: number; values: Values },
): Promise<Values> {
  const values = storedValues(kind, sanitizedNested(kind.fields, input));
  const refused = documentOf(kind).writeIssues?.(values) ?? {};
  if (Object.keys(refused).length > 0) {
    throw new AppError(400, 'validation_failed', 'Invalid body', { fields: refused });
  }
  const { prepare } = hooksOf(kind);
  return prepare ? prepare(context.db, values, stored, { media: context.media }) : values;
}

export async function getDocumentItem(db: Db, kind: DefinedKind, key: string): Promise<KindItem> {
  return itemOf(kind, key, await storedItem(db, kind, key));
}

/** Every item of the kind (the home page's languages), in the declaration's order. */
export async function listDocumentItems(db: Db, kind: DefinedKind) {
  const items = await Promise.all(documentOf(kind).keys.map((key) => getDocumentItem(db, kind, key)));
  return { items, total: items.length };
}

/** What the public answer would be with the item's working copy published (its live values without one). */
export async function previewDocumentItem(db: Db, kind: DefinedKind, key: string, now: Date) {
  const { key: shown, values } = await getDocumentItem(db, kind, key);
  return { key: shown, values, page: await documentOf(kind).preview(db, key, values, now) };
}

/**
 * Saves an item opened at `expected` into its working copy: the copy's own save, or a new copy at the
 * document's version + 1 started from the public values (the empty ones for a key nobody wrote). A
 * scheduled copy stays scheduled. Nothing public changes.
 */
export async function saveDocumentItem(
  context: KindWriteContext,
  kind: DefinedKind,
  key: string,
  expected: number,
  input: Values,
): Promise<KindItem> {
  const stored = await storedItem(context.db, kind, key);
  const { live, copy } = stored;
  const before = copy ? parseCopy(kind, copy) : (live?.values ?? documentOf(kind).empty);
  const values = await preparedValues(context, kind, input, {
    key,
    version: currentVersion(stored),
    values: before,
  });
  await recordKindWrite(
    context,
    kind,
    () => key,
    async (trx, now) => {
      const by = { updatedBy: context.actor.email, updatedAt: now.toISOString() };
      if (copy) {
        if (
          !(await updateWorkingCopy(trx, kind.name, key, expected, { data: JSON.stringify(values), ...by }))
        ) {
          throw await refusal(trx, kind, key);
        }
      } else {
        const version = liveVersion(stored);
        const started =
          expected === version &&
          (await insertWorkingCopy(trx, {
            kind: kind.name,
            item_key: key,
            data: JSON.stringify(values),
            base_data: JSON.stringify(before),
            base_version: live?.version ?? 0,
            version: version + 1,
            updated_by: by.updatedBy,
            updated_at: by.updatedAt,
            publish_at: null,
          }));
        // The document must still be the one the copy starts from (not published meanwhile).
        if (!started || liveVersion(await storedItem(trx, kind, key)) !== version) {
          throw await refusal(trx, kind, key);
        }
      }
      return { action: 'save-draft', changes: changedFields(before, values), publicChange: false };
    },
  );
  return getDocumentItem(context.db, kind, key);
}

/**
 * Makes a working copy public, in the caller's transaction: only the fields it changed since it was
 * started (as every kind's), over the document as it is now; false when another write came first.
 * `dueBy`: the publication loop's, only a copy due by then. Answers the audit entry's changes.
 */
async function publishCopy(
  trx: Db,
  kind: DefinedKind,
  key: string,
  copy: WorkingCopyRow,
  now: Date,
  dueBy?: string,
): Promise<Record<string, FieldChange> | 'conflict' | null> {
  const stored = await storedItem(trx, kind, key);
  const { live } = stored;
  let values = parseCopy(kind, copy);
  if (live) {
    const merged = mergeCopy(kind, copy, live.values);
    if (!merged.ok) return 'conflict';
    values = merged.values;
  }
  const taken = await takeWorkingCopy(trx, kind.name, key, copy.version, dueBy);
  if (!taken) return null;
  const written = await documentOf(kind).write(trx, key, {
    expected: live?.version ?? null,
    values,
    version: Math.max(taken.version, liveVersion(stored) + 1),
    now,
  });
  if (!written) return null;
  return changedFields(live?.values ?? null, values);
}

/**
 * Publish the working copy now, schedule it for a time ahead (`publish_at_past` otherwise), or take
 * the schedule back (the copy stays); at the version the editor opened. A document is never taken
 * down, and without a copy there is nothing to publish or schedule (400 on `action`).
 */
export async function changeDocumentPublication(
  context: KindWriteContext,
  kind: DefinedKind,
  key: string,
  expected: number,
  request: PublicationRequest,
): Promise<KindItem> {
  const now = context.now ?? new Date();
  const stored = await storedItem(context.db, kind, key);
  const { copy } = stored;
  // As a published item's draft of changes: publish and (un)schedule act on the copy alone.
  const next =
    request.action === 'unpublish'
      ? ({ ok: false, error: 'not_allowed' } as const)
      : nextPublication(
          { status: 'published', publishedAt: null, copy: copy ? { publishAt: copy.publish_at } : null },
          request,
          now,
        );
  if (!next.ok) throw publicationRefusal(next.error, `A ${kind.names.en.one} cannot ${request.action} now`);
  await recordKindWrite(
    { ...context, now },
    kind,
    () => key,
    async (trx) => {
      if (!copy || currentVersion(stored) !== expected) throw await refusal(trx, kind, key);
      if (next.copy === 'apply') {
        const changes = await publishCopy(trx, kind, key, copy, now);
        if (changes === 'conflict' || changes === null) throw await refusal(trx, kind, key);
        return { action: 'publish', changes, publicChange: true };
      }
      const publishAt = typeof next.copy === 'object' ? next.copy.publishAt : copy.publish_at;
      if (!(await updateWorkingCopy(trx, kind.name, key, copy.version, { publishAt }))) {
        throw await refusal(trx, kind, key);
      }
      return {
        action: request.action,
        changes: changedFields({ publish_at: copy.publish_at }, { publish_at: publishAt }),
        publicChange: false,
      };
    },
  );
  return getDocumentItem(context.db, kind, key);
}

/** Discards an item's working copy opened at `expected`: the editor shows the public values again. */
export async function discardDocumentCopy(
  context: KindWriteContext,
  kind: DefinedKind,
  key: string,
  expected: number,
): Promise<KindItem> {
  const { live, copy } = await storedItem(context.db, kind, key);
  await discardWorkingCopy(
    context,
    kind,
    { entityId: key, key, copy, live: live?.values ?? null },
    expected,
    (trx) => refusal(trx, kind, key),
  );
  return getDocumentItem(context.db, kind, key);
}

/**
 * The publication loop's step for `document` kinds, in the loop's transaction: each working copy
 * whose time has come made public by its own conditional DELETE (so of two API processes only one
 * publishes it), audited `<prefix>.scheduled-publication` with no person, under its own savepoint
 * (one that fails is rolled back alone, kept scheduled for its editor, and logged). Answers the
 * change signals to move.
 */
export async function publishDueDocumentItems(
  trx: Db,
  kinds: readonly DefinedKind[],
  now: Date,
  logger: { warn(obj: object, msg?: string): void },
): Promise<Set<ChangeSignal>> {
  const signals = new Set<ChangeSignal>();
  const at = now.toISOString();
  const audit = scheduledPublicationAudit(trx, now);
  for (const kind of kinds) {
    if (kind.publication.mode !== 'document') continue;
    const { published } = await publishDueCopies(trx, kind, now, logger, async (due) => {
      const changes = await publishCopy(trx, kind, due.item_key, due, now, at);
      if (changes === null || changes === 'conflict') return false;
      await audit(kind, due.item_key, changes);
      // As a person's publication of a document: no file is deleted (its images may be another's).
      return { unused: [] };
    });
    if (published > 0) for (const signal of kind.signals) signals.add(signal);
  }
  return signals;
}
