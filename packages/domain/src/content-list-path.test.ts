import { describe, expect, it } from 'vitest';
import {
  type ContentListState,
  type ContentListTarget,
  contentListPath,
  decodeContentListPairs,
  encodeContentListPairs,
} from './content-list-path';
import { matchRoute } from './routes';

describe('encodeContentListPairs: one segment per state, defaults left out', () => {
  it.each<[ContentListState, string]>([
    [{ page: 1 }, ''],
    [{ page: 2 }, 'page=2'],
    [{ page: 1, category: 'porady' }, 'category=porady'],
    [{ page: 3, category: 'z-zycia-firmy' }, 'category=z-zycia-firmy;page=3'],
  ])('%j -> %j', (state, segment) => {
    expect(encodeContentListPairs(state)).toBe(segment);
  });
});

describe('decodeContentListPairs', () => {
  it('reads page and category back', () => {
    expect(decodeContentListPairs(undefined, { categories: true })).toEqual({ page: 1 });
    expect(decodeContentListPairs('page=4', { categories: false })).toEqual({ page: 4 });
    expect(decodeContentListPairs('category=rynek;page=2', { categories: true })).toEqual({
      page: 2,
      category: 'rynek',
    });
    // Readable but not canonical: decoded, so the page can redirect to the one URL.
    expect(decodeContentListPairs('page=2;category=rynek', { categories: true })).toEqual({
      page: 2,
      category: 'rynek',
    });
    expect(decodeContentListPairs('page=1', { categories: false })).toEqual({ page: 1 });
  });

  it.each([
    ['', true],
    ['page', true],
    ['=2', true],
    ['page=0', true],
    ['page=02', true],
    ['page=-1', true],
    ['page=1.5', true],
    ['page=abc', true],
    ['page=9999999', true],
    ['page=2;page=3', true],
    ['order=desc', true],
    ['category=Porady', true],
    ['category=por%20ady', true],
    ['category=-porady', true],
    ['category=', true],
    // A category on a list without categories (news, events, special offers).
    ['category=porady', false],
    ['page=2;', true],
  ])('%j (categories: %s) is not a list state: null, a 404', (segment, categories) => {
    expect(decodeContentListPairs(segment, { categories })).toBeNull();
  });
});

describe('contentListPath', () => {
  it.each<[ContentListTarget, ContentListState, 'pl' | 'en', string]>([
    [{ name: 'aktualnosci' }, { page: 1 }, 'pl', '/aktualnosci'],
    [{ name: 'aktualnosci' }, { page: 2 }, 'en', '/en/aktualnosci/f/page=2'],
    [{ name: 'wydarzenia' }, { page: 3 }, 'pl', '/wydarzenia/f/page=3'],
    // Only the blog has categories; a stray one is dropped elsewhere.
    [{ name: 'wydarzenia' }, { page: 1, category: 'x' }, 'pl', '/wydarzenia'],
    [{ name: 'blog' }, { page: 1, category: 'porady' }, 'pl', '/blog/f/category=porady'],
    [{ name: 'blog' }, { page: 2, category: 'rynek' }, 'en', '/en/blog/f/category=rynek;page=2'],
    [
      { name: 'oferta_specjalna', specialoffertype: 'promocje' },
      { page: 2 },
      'pl',
      '/oferta_specjalna/promocje/f/page=2',
    ],
    [
      { name: 'oferta_specjalna', specialoffertype: 'terytorialne', typeId: 11 },
      { page: 3 },
      'en',
      '/en/oferta_specjalna/terytorialne/11/f/page=3',
    ],
    [
      { name: 'oferta_specjalna', specialoffertype: 'typy-nieruchomosci', typeId: 17 },
      { page: 1 },
      'pl',
      '/oferta_specjalna/typy-nieruchomosci/17',
    ],
  ])('%j %j %s -> %s', (target, state, lang, path) => {
    expect(contentListPath(target, state, lang)).toBe(path);
  });

  it('round-trips through the route table and never collides with an article', () => {
    const path = contentListPath({ name: 'blog' }, { page: 2, category: 'porady' }, 'en');
    const match = matchRoute(path);
    expect(match).toEqual({ lang: 'en', name: 'blog', params: { filters: 'category=porady;page=2' } });
    expect(decodeContentListPairs(match?.params.filters, { categories: true })).toEqual({
      page: 2,
      category: 'porady',
    });
    expect(matchRoute('/blog/jak-kupic-dzialke')?.name).toBe('blog-slug');
    // `f` alone is a malformed filter path, never an article.
    expect(matchRoute('/blog/f')).toBeNull();
    expect(matchRoute('/en/oferta_specjalna/promocje/12/f/page=2')).toEqual({
      lang: 'en',
      name: 'oferta_specjalna',
      params: { specialoffertype: 'promocje', typeId: '12', filters: 'page=2' },
    });
  });
});
