import { changedFields, type FieldChange } from '@estate/domain/audit-changes';
import type { ContentStatus } from '@estate/domain/content-editor';
import { LANGUAGES, type Language } from '@estate/domain/language';
import {
  type ChunkTexts,
  chunkKind,
  chunkOrder,
  type FaqEntryCreate,
  type FaqEntryUpdate,
  type FaqOrder,
  KNOWN_CHUNKS,
} from '@estate/domain/site-content';
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
import { findAllChunks, findChunkRows, writeChunk } from '../repositories/chunk-repository';
import {
  deleteFaqEntry,
  findFaqEntry,
  findFaqForEditor,
  insertFaqEntry,
  listFaqIds,
  setFaqPositions,
  updateFaqEntry,
} from '../repositories/faq-repository';
import { setRowPublication } from '../repositories/scheduled-rows';
import { sanitizeRichText } from './rich-text';

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

// FAQ.

function toFaqEntry(row: {
  id: number;
  lang: string;
  question: string;
  answer: string;
  position: number;
  status: string;
  published_at: string | null;
}) {
  return {
    id: row.id,
    lang: row.lang as Language,
    question: row.question,
    answer: row.answer,
    position: row.position,
    status: row.status as ContentStatus,
    publishedAt: row.published_at,
  };
}

/** Every entry of a language in its order, drafts and scheduled ones too (decision 040). */
export async function faqEntries(db: Db, lang: Language) {
  return (await findFaqForEditor(db, lang)).map(toFaqEntry);
}

/** The list with `id` taken out and put at `position` (1-based, clamped; undefined: where it is). */
function placed(ids: readonly number[], id: number, position: number | undefined): number[] {
  const without = ids.filter((each) => each !== id);
  const at = position === undefined ? ids.indexOf(id) : position - 1;
  const index = Math.max(0, Math.min(at < 0 ? without.length : at, without.length));
  return [...without.slice(0, index), id, ...without.slice(index)];
}

/** A new entry is a draft: the public FAQ shows it once published (decision 040). */
export async function createFaqEntry(context: SiteContentContext, input: FaqEntryCreate) {
  const answer = sanitizeRichText(input.answer, 'basic');
  if (answer === '') throw fieldError('answer', 'required', 'The answer is empty');
  let id = 0;
  await recordContentChange(
    context,
    () => ({
      action: 'faq.create',
      entity: 'faq',
      entityId: id,
      changes: changedFields(null, { lang: input.lang, question: input.question, answer }),
    }),
    async (trx) => {
      const ids = await listFaqIds(trx, input.lang);
      id = await insertFaqEntry(trx, {
        lang: input.lang,
        question: input.question,
        answer,
        position: ids.length + 1,
      });
      await setFaqPositions(trx, placed([...ids, id], id, input.position));
    },
  );
  const row = await findFaqEntry(context.db, id);
  if (!row) throw new Error('The FAQ entry was not stored');
  return toFaqEntry(row);
}

export async function updateFaq(context: SiteContentContext, id: number, input: FaqEntryUpdate) {
  const before = await findFaqEntry(context.db, id);
  if (!before) throw AppError.notFound('FAQ entry');
  const answer = sanitizeRichText(input.answer, 'basic');
  if (answer === '') throw fieldError('answer', 'required', 'The answer is empty');
  const lang = before.lang as Language;
  const ids = await listFaqIds(context.db, lang);
  const order = placed(ids, id, input.position);
  await recordContentChange(
    context,
    {
      action: 'faq.update',
      entity: 'faq',
      entityId: id,
      changes: changedFields(
        { question: before.question, answer: before.answer, position: ids.indexOf(id) + 1 },
        { question: input.question, answer, position: order.indexOf(id) + 1 },
      ),
    },
    async (trx) => {
      await updateFaqEntry(trx, id, { question: input.question, answer });
      await setFaqPositions(trx, order);
    },
  );
  const row = await findFaqEntry(context.db, id);
  if (!row) throw AppError.notFound('FAQ entry');
  return toFaqEntry(row);
}

export async function removeFaq(context: SiteContentContext, id: number): Promise<{ lang: Language }> {
  const before = await findFaqEntry(context.db, id);
  if (!before) throw AppError.notFound('FAQ entry');
  const lang = before.lang as Language;
  await recordContentChange(
    context,
    {
      action: 'faq.delete',
      entity: 'faq',
      entityId: id,
      changes: changedFields({ lang, question: before.question, answer: before.answer }, null),
    },
    async (trx) => {
      await deleteFaqEntry(trx, id);
      await setFaqPositions(trx, await listFaqIds(trx, lang));
    },
  );
  return { lang };
}

/**
 * Publish an entry now (a draft is dated now), at a time ahead (the publication loop makes it
 * public then), or take it back to a draft (decision 040).
 */
export async function changeFaqPublication(
  context: SiteContentContext,
  id: number,
  request: PublicationRequest,
): Promise<PublicationState> {
  const before = await findFaqEntry(context.db, id);
  if (!before) throw AppError.notFound('FAQ entry');
  const now = context.now ?? new Date();
  const was = { status: before.status as ContentStatus, publishedAt: before.published_at };
  const next = publicationAfter(was, request, now);
  await recordContentChange(
    { ...context, now },
    {
      action: `faq.${request.action}`,
      entity: 'faq',
      entityId: id,
      changes: changedFields(
        { status: was.status, published_at: was.publishedAt },
        { status: next.status, published_at: next.publishedAt },
      ),
    },
    (trx) => setRowPublication(trx, 'faq', id, { status: next.status, published_at: next.publishedAt }),
  );
  return next;
}

/** The whole order of a language's entries; a list that is not exactly its entries is 409 `list_changed`. */
export async function reorderFaq(context: SiteContentContext, order: FaqOrder) {
  const current = await listFaqIds(context.db, order.lang);
  const known = new Set(current);
  if (order.ids.length !== current.length || !order.ids.every((id) => known.has(id))) {
    throw new AppError(409, 'list_changed', 'The FAQ changed since the page was opened');
  }
  await recordContentChange(
    context,
    {
      action: 'faq.reorder',
      entity: 'faq',
      entityId: order.lang,
      changes: changedFields({ order: current }, { order: order.ids }),
    },
    (trx) => setFaqPositions(trx, order.ids),
  );
  return faqEntries(context.db, order.lang);
}

// Chunks.

/**
 * Every chunk with both languages, the footer's first, and whether it is rich text or plain; the
 * texts the site reads are there even before anyone wrote them (a database without the demo seed).
 */
export async function chunkList(db: Db) {
  const rows = await findAllChunks(db);
  return chunkOrder([...KNOWN_CHUNKS.map((chunk) => chunk.name), ...rows.map((row) => row.name)]).map(
    (name) => {
      const text = (lang: Language) =>
        rows.find((row) => row.name === name && row.lang === lang)?.content ?? '';
      return { name, kind: chunkKind(name), pl: text('pl'), en: text('en') };
    },
  );
}

/**
 * Saves both languages of a chunk the site reads or the table holds (another name is 404): rich
 * text sanitised, plain text as typed (trimmed).
 */
export async function saveChunk(context: SiteContentContext, name: string, input: ChunkTexts) {
  const before = await findChunkRows(context.db, name);
  if (before.length === 0 && !KNOWN_CHUNKS.some((chunk) => chunk.name === name)) {
    throw AppError.notFound('Chunk');
  }
  const kind = chunkKind(name);
  // A rich chunk is shown inside a line (the footer's address), so it keeps what a line can hold.
  const clean = (text: string) => (kind === 'rich' ? sanitizeRichText(text, 'inline') : text);
  const after: Record<Language, string> = { pl: clean(input.pl), en: clean(input.en) };
  const was = Object.fromEntries(before.map((row) => [row.lang, row.content]));
  await recordContentChange(
    context,
    { action: 'chunk.save', entity: 'chunk', entityId: name, changes: changedFields(was, after) },
    async (trx) => {
      for (const lang of LANGUAGES) await writeChunk(trx, name, lang, after[lang]);
    },
  );
  return { name, kind, ...after };
}
