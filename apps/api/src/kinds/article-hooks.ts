import { CONTENT_LIMITS, slugFromTitle, textImages } from '@estate/domain/content-editor';
import { isMediaPath } from '@estate/domain/site-content';
import { z } from 'zod';
import {
  articleSlugTaken,
  dropFormerSlugs,
  recordFormerSlug,
  type SlugOwner,
} from '../repositories/article-slug-repository';
import { blogCategoryExists } from '../repositories/blog-category-repository';
import { requireStoredImages } from '../services/site-content';
import { fieldError } from './field-error';
import type { KindHooks } from './kind-hooks';

type Values = Record<string, unknown>;

const text = z.string().catch('');
const nullable = z.string().nullable().catch(null);
/** A text left empty is stored as null (an alt text, an author), as the old editor stored it. */
const orNull = (value: unknown) => nullable.parse(value) || null;

interface ArticleOptions {
  /** A cover image with its alt text (news, events, blog posts). */
  cover?: true;
  /** The slug's owner in `content_slug_history` (blog posts, pages). */
  slug?: SlugOwner;
  /** A blog post's category, which must exist. */
  category?: true;
  /** An event's date, stored as an ISO instant. */
  eventDate?: true;
  /** Columns every write of values sets beside them (a page's `updated_at`, which its answer shows). */
  stamp?: (now: Date) => Values;
}

/** A slug that is free: the one given (refused when taken), or one made from the title (-2, -3… until free). */
async function freeSlug(
  db: Parameters<NonNullable<KindHooks['prepare']>>[0],
  owner: SlugOwner,
  values: Values,
  exceptId: number | null,
): Promise<string> {
  const lang = text.parse(values.lang);
  const given = text.parse(values.slug);
  if (given !== '') {
    if (await articleSlugTaken(db, owner, lang, given, exceptId)) {
      throw fieldError('slug', 'slug_taken', 'Slug taken');
    }
    return given;
  }
  const base = slugFromTitle(text.parse(values.title)) || (owner === 'blog' ? 'wpis' : 'strona');
  // Room is kept for the number, so a long title's slug stays within the limit.
  const numbered = (n: number) => `${base.slice(0, CONTENT_LIMITS.slug - String(n).length - 1)}-${n}`;
  let slug = base === 'f' ? numbered(1) : base;
  for (let n = 2; await articleSlugTaken(db, owner, lang, slug, exceptId); n += 1) slug = numbered(n);
  return slug;
}

/**
 * The articles' hooks (decision 052 step S6): what the old content editor checked besides the schema.
 * A cover needs its alt text; every image in the text is one of the store's with an alt text (the
 * sanitiser has already dropped any other address); a blog post's category exists; an event's date
 * is stored as an instant; a blog post's or page's slug is free (made from the title when left
 * empty), and when a row's slug changes the former one is kept, so its address answers with a
 * redirect (checked again at publication: another item may have taken it meanwhile).
 */
export function articleHooks(options: ArticleOptions): KindHooks {
  const { slug: owner } = options;
  return {
    async prepare(db, values, stored, context) {
      const out: Values = { ...values };
      const content = text.parse(values.content);
      for (const image of textImages(content)) {
        if (!isMediaPath(image.src)) throw fieldError('content', 'image_unknown', 'Not an image of the site');
        if (image.alt === '') throw fieldError('content', 'image_alt_missing', 'An image lacks its alt text');
      }
      let cover: string | null = null;
      if (options.cover) {
        cover = nullable.parse(values.image);
        out.imageAlt = cover === null ? null : orNull(values.imageAlt);
        if (cover !== null && out.imageAlt === null)
          throw fieldError('imageAlt', 'required', 'Alt text missing');
      }
      if (context?.media) {
        await requireStoredImages(context.media, [
          { field: 'image', path: cover },
          ...textImages(content).map((image) => ({ field: 'content', path: image.src })),
        ]);
      }
      if (options.category && typeof values.categoryId === 'number') {
        if (!(await blogCategoryExists(db, values.categoryId))) {
          throw fieldError('categoryId', 'category_unknown', 'No such category');
        }
      }
      if (options.category) out.author = orNull(values.author);
      const eventDate = nullable.parse(values.eventDate);
      if (options.eventDate && eventDate !== null) out.eventDate = new Date(eventDate).toISOString();
      if (owner) out.slug = await freeSlug(db, owner, out, stored ? Number(stored.key) : null);
      return out;
    },
    stamp: options.stamp,
    // The values are written as they are: the slug's history is kept beside them.
    async beforeRowChange(db, { id, before, after }, now) {
      if (!owner) return after ?? undefined;
      if (after === null) {
        await dropFormerSlugs(db, owner, id);
        return undefined;
      }
      const from = text.parse(before.slug);
      const to = text.parse(after.slug);
      if (from === to || from === '') return after;
      const lang = text.parse(after.lang);
      if (await articleSlugTaken(db, owner, lang, to, id))
        throw fieldError('slug', 'slug_taken', 'Slug taken');
      await recordFormerSlug(db, owner, { itemId: id, lang, from, to }, now);
      return after;
    },
  };
}
