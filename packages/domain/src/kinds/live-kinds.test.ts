import { describe, expect, it } from 'vitest';
import { ALL_KINDS } from './all-kinds';
import { blogCategories } from './blog-categories';
import { chunks } from './chunks';

describe('the live kinds (decision 052 S3, S4)', () => {
  it('are in the registry, live, with no state to filter by but `published`', () => {
    for (const kind of [chunks, blogCategories]) {
      expect(ALL_KINDS).toContain(kind);
      expect(kind.publication).toEqual({ mode: 'live' });
      expect(kind.schemas.listQuery.safeParse({ status: 'draft' }).success).toBe(false);
      expect(kind.schemas.listQuery.parse({ status: 'published' })).toEqual({ status: 'published', page: 1 });
    }
  });

  it('names a named text by its name, both languages saved together, as the old path limits them', () => {
    expect(chunks.identity).toBe('name');
    expect(chunks.schemas.values.parse({ pl: ' Kraków ', en: '' })).toEqual({ pl: 'Kraków', en: '' });
    expect(chunks.schemas.values.safeParse({ pl: 'x'.repeat(20_001), en: '' }).success).toBe(false);
    expect(chunks.schemas.values.safeParse({ pl: 'a' }).success).toBe(false);
  });

  it('takes a blog category’s slug only when created (empty: made by the API), a valid one, never `f`', () => {
    const names = { namePl: 'Porady', nameEn: 'Advice' };
    expect(blogCategories.schemas.values.parse(names)).toEqual({ ...names, slug: '', position: 0 });
    expect(blogCategories.schemas.values.parse({ ...names, slug: ' Porady-Prawne ' }).slug).toBe(
      'porady-prawne',
    );
    for (const slug of ['f', 'zły slug', '-a']) {
      expect(blogCategories.schemas.values.safeParse({ ...names, slug }).error?.issues[0]?.message).toBe(
        'slug_invalid',
      );
    }
    // Frozen after: a save cannot name it.
    expect(blogCategories.schemas.save.safeParse({ ...names, slug: 'inna', position: 1 }).success).toBe(
      false,
    );
    expect(blogCategories.schemas.save.parse({ ...names, position: 1 })).toEqual({ ...names, position: 1 });
  });
});
