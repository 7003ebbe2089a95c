import type { ErrorCode } from '@estate/domain/error-codes';
import { homePage, homePreviewPageSchema } from '@estate/domain/kinds/home-page';
import { LANGUAGES, type Language } from '@estate/domain/language';
import { mainPageContentSchema } from '@estate/domain/main-page-content';
import { isPromotionCurrent } from '@estate/domain/promotion-window';
import { z } from 'zod';
import { publishMainPageDocument, readMainPageDocument } from '../repositories/main-page-repository';
import { requireStoredImages } from '../services/site-content';
import type { KindHooks } from './kind-hooks';

const language = z.enum(LANGUAGES);
const values = homePage.schemas.values;

/** A language's page before anyone wrote it (a database without the demo seed): an empty form. */
const EMPTY = { slider: [], popup: null, whoWeAre: { title: '', html: '', videoId: null } };

const none = (text: string | null) => (text ? text : null);
const instant = (at: string | null) => (at ? new Date(at).toISOString() : null);
const record = z.record(z.string(), z.unknown());
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The home page's hooks (decision 052 step S7; decisions 038 and 040): its items are the languages,
 * each the JSON document `main_page.content` that `GET /api/main_page` answers. The values are the
 * document without its sales tiles, which are not edited here: publishing keeps the public
 * document's (none for a language published the first time). A slide needs an alt text and
 * who-we-are a title when written (documents stored before issue 18 have slides without one, which
 * must still open); every image must be in the media store. The preview is the public answer with
 * the values published, the promotion only between its dates, as `GET /api/main_page` has it.
 */
export const homeHooks: KindHooks = {
  async prepare(_db, prepared, _stored, context) {
    const { slider, popup, whoWeAre } = values.parse(prepared);
    if (context?.media) {
      await requireStoredImages(context.media, [
        ...slider.map((slide, index) => ({ field: `slider.${index}.image`, path: slide.image })),
        { field: 'popup.image', path: popup?.image ?? null },
      ]);
    }
    // Stored as the public page reads them: none as null, times as ISO instants.
    return {
      slider: slider.map((slide) => ({ ...slide, link: none(slide.link), linkLabel: none(slide.linkLabel) })),
      popup: popup && {
        ...popup,
        link: none(popup.link),
        linkLabel: none(popup.linkLabel),
        startsAt: instant(popup.startsAt),
        endsAt: instant(popup.endsAt),
      },
      whoWeAre: { ...whoWeAre, videoId: none(whoWeAre.videoId) },
    };
  },
  document: {
    keys: LANGUAGES,
    empty: EMPTY,
    async read(db, key) {
      const stored = await readMainPageDocument(db, language.parse(key));
      if (!stored) return undefined;
      const { salesTiles: _kept, ...document } = stored.content;
      return { version: stored.version, values: values.parse(document) };
    },
    async write(db, key, { expected, values: written, version, now }) {
      const lang = language.parse(key);
      const stored = await readMainPageDocument(db, lang);
      const content = mainPageContentSchema.parse({
        ...values.parse(written),
        salesTiles: stored?.content.salesTiles ?? [],
      });
      return publishMainPageDocument(db, lang, content, { expected, version, now: now.toISOString() });
    },
    answer: homePreviewPageSchema,
    async preview(db, key, shown, now) {
      const lang: Language = language.parse(key);
      const stored = await readMainPageDocument(db, lang);
      const page = values.parse(shown);
      const popup = page.popup && isPromotionCurrent(page.popup, now) ? page.popup : null;
      return { lang, ...page, popup, salesTiles: stored?.content.salesTiles ?? [] };
    },
    writeIssues(input) {
      const issues: Record<string, ErrorCode> = {};
      const slides = z.array(record).catch([]).parse(input.slider);
      for (const [index, slide] of slides.entries()) {
        if (blank(slide.imageAlt)) issues[`slider.${index}.imageAlt`] = 'required';
      }
      if (blank(record.catch({}).parse(input.whoWeAre).title)) issues['whoWeAre.title'] = 'required';
      return issues;
    },
  },
};
