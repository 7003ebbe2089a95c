import { changedFields, type FieldChange } from '@estate/domain/audit-changes';
import type { Language } from '@estate/domain/language';
import type { MainPageContent } from '@estate/domain/main-page-content';
import { isPromotionCurrent } from '@estate/domain/promotion-window';
import type { HomePageEdit } from '@estate/domain/site-content';
import {
  type HomePageDocument,
  homeDraftDiffers,
  type PublicationRequest,
} from '@estate/domain/site-publication';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import {
  readMainPageDocument,
  readMainPageDraft,
  setMainPageDraftSchedule,
  takeMainPageDraft,
  writeMainPage,
  writeMainPageDraft,
} from '../repositories/main-page-repository';
import { sanitizeRichText } from './rich-text';
import { versionAfter } from './row-version';
import {
  publicationAfter,
  recordContentChange,
  requireStoredImages,
  type SiteContentContext,
} from './site-content';

type Db = Kysely<DatabaseSchema>;

/**
 * The home page written as a draft (issue 18, decision 040): the editor saves a draft of a
 * language's whole page beside the public one; staff preview it, publish it now or at a time (the
 * publication loop), take the schedule back, or discard it. `GET /api/main_page` answers the public
 * document only. The version a save names (409 `edit_conflict` over another) is the draft's when
 * there is one, else the public document's; a published draft hands its version to the public
 * document, so an editor who opened it can go on.
 */

/** A language's page before anyone wrote it (a database without the demo seed). */
const EMPTY_PAGE: HomePageDocument = {
  slider: [],
  popup: null,
  whoWeAre: { title: '', html: '', videoId: null },
};

function documentOf(content: MainPageContent): HomePageDocument {
  const { salesTiles: _kept, ...document } = content;
  return document;
}

async function stored(db: Db, lang: Language) {
  const [published, draft] = await Promise.all([readMainPageDocument(db, lang), readMainPageDraft(db, lang)]);
  return {
    published,
    publicDocument: published ? documentOf(published.content) : null,
    draft,
    version: draft?.updatedAt ?? published?.updatedAt ?? '',
  };
}

/** What the audit log keeps of a page: enough to see what changed, and to put it back by hand. */
function summary(page: HomePageDocument | null) {
  if (page === null) return null;
  return {
    slides: page.slider.map((slide) => `${slide.title} (${slide.image})`),
    popup: page.popup
      ? `${page.popup.title} ${page.popup.startsAt ?? '…'} – ${page.popup.endsAt ?? '…'}`
      : null,
    whoWeAre: page.whoWeAre,
  };
}

/** The page as the editor shows it: the draft when there is one, else the public page. */
export async function homePageForEditor(db: Db, lang: Language) {
  const { publicDocument, draft, version } = await stored(db, lang);
  const shown = draft?.content ?? publicDocument ?? EMPTY_PAGE;
  return {
    lang,
    ...shown,
    updatedAt: version,
    published: publicDocument !== null,
    draft: draft
      ? { differs: homeDraftDiffers(draft.content, publicDocument), publishAt: draft.publishAt }
      : null,
  };
}

/**
 * Saves the slides, the promotion and who-we-are of a language as its draft (the public page stays
 * as it is; the sales tiles are never edited here). Images must be in the media store, who-we-are's
 * text is sanitised, and a save over a version newer than the one the editor opened is refused
 * (409 `edit_conflict`), also when it lands between this save's check and its write. A scheduled
 * draft stays scheduled. Audited; no change signal moves, since
 * nothing public changed.
 */
export async function saveHomePageDraft(context: SiteContentContext, lang: Language, input: HomePageEdit) {
  const { publicDocument, draft, version } = await stored(context.db, lang);
  const conflict = () =>
    new AppError(409, 'edit_conflict', 'The home page was saved by someone else since it was opened');
  if (input.version !== undefined && input.version !== version) throw conflict();
  await requireStoredImages(context.media, [
    ...input.slider.map((slide, index) => ({ field: `slider.${index}.image`, path: slide.image })),
    { field: 'popup.image', path: input.popup?.image ?? null },
  ]);
  const document: HomePageDocument = {
    slider: input.slider,
    popup: input.popup,
    whoWeAre: { ...input.whoWeAre, html: sanitizeRichText(input.whoWeAre.html, 'basic') },
  };
  const now = context.now ?? new Date();
  const at = versionAfter(version, now);
  await recordContentChange(
    { ...context, now },
    {
      action: 'home.save-draft',
      entity: 'home',
      entityId: lang,
      changes: changedFields(summary(draft?.content ?? publicDocument), summary(document)),
    },
    // Written only over the version read: a save that came between refuses this one, unaudited.
    async (trx) => {
      if (!(await writeMainPageDraft(trx, lang, document, at, version))) throw conflict();
    },
    [],
  );
  return homePageForEditor(context.db, lang);
}

/**
 * Makes a language's draft its public page, if the draft is still at `version` (and, for the
 * publication loop, due by `dueBy`): the draft is taken by one conditional DELETE, so two processes
 * or two clicks publish it once. The sales tiles stay the public page's. Answers what the audit
 * entry records, or null when another write came first. Runs in the caller's transaction.
 */
export async function publishHomeDraft(
  trx: Db,
  lang: Language,
  version: string,
  dueBy?: string,
): Promise<Record<string, FieldChange> | null> {
  const taken = await takeMainPageDraft(trx, lang, version, dueBy);
  if (!taken) return null;
  const published = await readMainPageDocument(trx, lang);
  await writeMainPage(
    trx,
    lang,
    { ...taken.content, salesTiles: published?.content.salesTiles ?? [] },
    taken.updatedAt,
  );
  return changedFields(summary(published ? documentOf(published.content) : null), summary(taken.content));
}

/**
 * Publish the draft now, schedule it for a time ahead (`publish_at_past` otherwise), or take the
 * schedule back (the draft stays). 404 without a draft; publishing a draft saved again meanwhile is
 * 409 `edit_conflict` (the page is read again first).
 */
export async function changeHomePublication(
  context: SiteContentContext,
  lang: Language,
  request: PublicationRequest,
) {
  const { draft } = await stored(context.db, lang);
  if (!draft) throw AppError.notFound('Home page draft');
  const now = context.now ?? new Date();
  if (request.action === 'publish') {
    let changes: Record<string, FieldChange> = {};
    await recordContentChange(
      { ...context, now },
      () => ({ action: 'home.publish', entity: 'home', entityId: lang, changes }),
      async (trx) => {
        const made = await publishHomeDraft(trx, lang, draft.updatedAt);
        if (!made) throw new AppError(409, 'edit_conflict', 'The draft changed since it was read');
        changes = made;
      },
    );
  } else {
    const next = publicationAfter(
      { status: draft.publishAt ? 'scheduled' : 'draft', publishedAt: draft.publishAt },
      request,
      now,
    );
    const publishAt = next.status === 'scheduled' ? next.publishedAt : null;
    await recordContentChange(
      { ...context, now },
      {
        action: request.action === 'schedule' ? 'home.schedule' : 'home.unschedule',
        entity: 'home',
        entityId: lang,
        changes: changedFields({ publish_at: draft.publishAt }, { publish_at: publishAt }),
      },
      (trx) => setMainPageDraftSchedule(trx, lang, publishAt),
      [],
    );
  }
  return homePageForEditor(context.db, lang);
}

/** Drops a language's draft: the editor shows the public page again. 404 without one. Audited. */
export async function discardHomeDraft(context: SiteContentContext, lang: Language) {
  const { publicDocument, draft } = await stored(context.db, lang);
  if (!draft) throw AppError.notFound('Home page draft');
  await recordContentChange(
    context,
    {
      action: 'home.discard-draft',
      entity: 'home',
      entityId: lang,
      changes: changedFields(summary(draft.content), summary(publicDocument)),
    },
    async (trx) => {
      if (!(await takeMainPageDraft(trx, lang, draft.updatedAt))) {
        throw new AppError(409, 'edit_conflict', 'The draft changed since it was read');
      }
    },
    [],
  );
  return homePageForEditor(context.db, lang);
}

/**
 * Staff's preview: the home page as `GET /api/main_page` would answer it with the draft published
 * (the public page when there is no draft; the promotion only between its dates, as there). 404
 * for a language with neither.
 */
export async function homePagePreview(db: Db, lang: Language, now: Date) {
  const { published, publicDocument, draft } = await stored(db, lang);
  const document = draft?.content ?? publicDocument;
  if (!document) throw AppError.notFound('Main page');
  const popup = document.popup && isPromotionCurrent(document.popup, now) ? document.popup : null;
  return { lang, ...document, popup, salesTiles: published?.content.salesTiles ?? [] };
}
