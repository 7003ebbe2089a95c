import { slugify } from '@estate/domain/slug';
import { blogCategorySlugTaken, countPostsInCategory } from '../repositories/blog-category-repository';
import { fieldError } from './field-error';
import type { KindHooks } from './kind-hooks';

/**
 * The blog categories' hooks (decision 052 step S4): a new category's slug, the blog filter's path,
 * is the one given if free (`slug_taken` otherwise) or made from the Polish name as before (free with
 * -2, -3…; never `f`); the declaration freezes it after. A category posts are in may not be deleted
 * (409 `category_in_use`), as before.
 */
export const blogCategoryHooks: KindHooks = {
  async prepare(db, values, stored) {
    if (stored) return values;
    const given = String(values.slug ?? '');
    if (given !== '') {
      if (await blogCategorySlugTaken(db, given)) throw fieldError('slug', 'slug_taken', 'Slug taken');
      return values;
    }
    const base = slugify(String(values.namePl)) || 'kategoria';
    let slug = base === 'f' ? 'kategoria-f' : base;
    for (let n = 2; await blogCategorySlugTaken(db, slug); n += 1) slug = `${base}-${n}`;
    return { ...values, slug };
  },
  async refuseDelete(db, key) {
    return (await countPostsInCategory(db, Number(key))) > 0 ? 'category_in_use' : null;
  },
};
