import { changedFields, type FieldChange } from '@estate/domain/audit-changes';
import { LANGUAGES, type Language } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import {
  type ChunkTexts,
  chunkKind,
  chunkOrder,
  type FaqEntryCreate,
  type FaqEntryUpdate,
  type FaqOrder,
  type HomePageEdit,
  KNOWN_CHUNKS,
  SITE_IMAGE_SIZES,
  type SiteImageKind,
} from '@estate/domain/site-content';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { contentName, judgeImage, UploadRefused } from '../media/image-uploads';
import { type MediaStore, mediaKey } from '../media/media-store';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import { findAllChunks, findChunkRows, writeChunk } from '../repositories/chunk-repository';
import {
  deleteFaqEntry,
  findFaq,
  findFaqEntry,
  insertFaqEntry,
  listFaqIds,
  setFaqPositions,
  updateFaqEntry,
} from '../repositories/faq-repository';
import { readMainPageDocument, writeMainPage } from '../repositories/main-page-repository';
import { sanitizeRichText } from './rich-text';

type Db = Kysely<DatabaseSchema>;

/** What a write of the site's content needs: the database, who writes, the media store. */
export interface SiteContentContext {
  db: Db;
  actor: AuditActor;
  media: MediaStore;
  now?: Date;
}

/**
 * One write of the site's content: the change, its audit entry and the content change signal (so
 * every site process drops its cached pages and chunks), in one transaction (decision 038).
 */
interface ContentAuditEntry {
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

// FAQ.

function toFaqEntry(row: { id: number; lang: string; question: string; answer: string; position: number }) {
  return {
    id: row.id,
    lang: row.lang as Language,
    question: row.question,
    answer: row.answer,
    position: row.position,
  };
}

export async function faqEntries(db: Db, lang: Language) {
  return (await findFaq(db, lang)).map(toFaqEntry);
}

/** The list with `id` taken out and put at `position` (1-based, clamped; undefined: where it is). */
function placed(ids: readonly number[], id: number, position: number | undefined): number[] {
  const without = ids.filter((each) => each !== id);
  const at = position === undefined ? ids.indexOf(id) : position - 1;
  const index = Math.max(0, Math.min(at < 0 ? without.length : at, without.length));
  return [...without.slice(0, index), id, ...without.slice(index)];
}

export async function createFaqEntry(context: SiteContentContext, input: FaqEntryCreate) {
  const answer = sanitizeRichText(input.answer);
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
  const answer = sanitizeRichText(input.answer);
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
  const clean = (text: string) => (kind === 'rich' ? sanitizeRichText(text) : text);
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

// The home page.

/** A language's home page before anyone wrote it (a database without the demo seed). */
const EMPTY_HOME_PAGE: { content: MainPageContent; updatedAt: string } = {
  content: { slider: [], popup: null, whoWeAre: { title: '', html: '', videoId: null }, salesTiles: [] },
  updatedAt: '',
};

async function storedHomePage(db: Db, lang: Language) {
  return (await readMainPageDocument(db, lang)) ?? EMPTY_HOME_PAGE;
}

export async function homePageForEditor(db: Db, lang: Language) {
  const stored = await storedHomePage(db, lang);
  const { slider, popup, whoWeAre } = stored.content;
  return { lang, slider, popup, whoWeAre, updatedAt: stored.updatedAt };
}

/**
 * Saves the slides, the promotion and who-we-are of a language (the first save writes the page);
 * the sales tiles stay. Images must
 * be in the media store, who-we-are's text is sanitised, and a save over a version newer than the
 * one the editor opened is refused (409 `edit_conflict`).
 */
export async function saveHomePage(context: SiteContentContext, lang: Language, input: HomePageEdit) {
  const stored = await storedHomePage(context.db, lang);
  if (input.version !== undefined && input.version !== stored.updatedAt) {
    throw new AppError(409, 'edit_conflict', 'The home page was saved by someone else since it was opened');
  }
  await requireStoredImages(context.media, [
    ...input.slider.map((slide, index) => ({ field: `slider.${index}.image`, path: slide.image })),
    { field: 'popup.image', path: input.popup?.image ?? null },
  ]);
  const content: MainPageContent = {
    slider: input.slider,
    popup: input.popup,
    whoWeAre: { ...input.whoWeAre, html: sanitizeRichText(input.whoWeAre.html) },
    salesTiles: stored.content.salesTiles,
  };
  const now = context.now ?? new Date();
  // Strictly later than the version read, so two saves within one millisecond still differ.
  const at = new Date(Math.max(now.getTime(), (Date.parse(stored.updatedAt) || 0) + 1)).toISOString();
  const summary = (page: MainPageContent) => ({
    slides: page.slider.map((slide) => `${slide.title} (${slide.image})`),
    popup: page.popup
      ? `${page.popup.title} ${page.popup.startsAt ?? '…'} – ${page.popup.endsAt ?? '…'}`
      : null,
    whoWeAre: page.whoWeAre,
  });
  await recordContentChange(
    { ...context, now },
    {
      action: 'home.save',
      entity: 'home',
      entityId: lang,
      changes: changedFields(summary(stored.content), summary(content)),
    },
    (trx) => writeMainPage(trx, lang, content, at),
  );
  return homePageForEditor(context.db, lang);
}

// Images.

/**
 * An image for a slide, the promotion or a group, judged by its content like an offer's photo
 * (JPEG, PNG, WebP, AVIF; the pixel limit; read to its end), cropped to the box the site shows it
 * in and stored as WebP without metadata under a name made from its content. Audited; the public
 * sees nothing until a save names it.
 */
export async function uploadSiteImage(context: SiteContentContext, kind: SiteImageKind, upload: Buffer) {
  const size = SITE_IMAGE_SIZES[kind];
  let body: Buffer;
  try {
    const image = await judgeImage(upload);
    body = await image
      .resize({ width: size.width, height: size.height, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new UploadRefused('file_broken');
      });
  } catch (error) {
    if (error instanceof UploadRefused) throw fieldError('image', error.code, `Refused image: ${error.code}`);
    throw error;
  }
  const path = `/media/site/${kind}-${contentName(upload)}.webp`;
  await context.media.put(mediaKey(path), body, 'image/webp');
  await insertAuditEntry(
    context.db,
    { actor: context.actor, action: 'site.image-upload', entity: 'media', entityId: path, changes: {} },
    context.now,
  );
  return { path, width: size.width, height: size.height };
}
