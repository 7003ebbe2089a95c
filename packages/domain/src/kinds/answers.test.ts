import { describe, expect, it } from 'vitest';
import { parseItemAnswer } from './answers';
import { kindPaths } from './kind-paths';

const item = {
  key: '7',
  version: 3,
  status: 'published',
  publishedAt: '2026-12-01T10:00:00.000Z',
  draft: {
    version: 3,
    updatedAt: '2026-12-01T11:00:00.000Z',
    updatedBy: 'anna@example.pl',
    publishAt: null,
    liveSlug: null,
  },
  values: { lang: 'pl', question: 'Czy?', answer: '<p>Tak.</p>' },
};

describe('parseItemAnswer', () => {
  it('answers the item of a FAQ answer, checked by the kind’s schema', () => {
    expect(parseItemAnswer('faq', { data: item })).toEqual(item);
  });

  it('refuses a shape the kind does not have', () => {
    expect(parseItemAnswer('faq', { data: { ...item, values: { ...item.values, extra: 1 } } })).toBeNull();
    expect(parseItemAnswer('faq', { data: { ...item, version: '3' } })).toBeNull();
    expect(parseItemAnswer('faq', { error: { code: 'edit_conflict' } })).toBeNull();
  });

  it('checks an item of a kind the registry does not know by the item’s shape (a described kind’s)', () => {
    expect(parseItemAnswer('nothing', { data: item })).toEqual(item);
    expect(parseItemAnswer('nothing', { data: { ...item, version: '3' } })).toBeNull();
    expect(parseItemAnswer('nothing', { data: { ...item, values: null } })).toBeNull();
  });
});

describe('kindPaths', () => {
  it('names the routes the API registers for a kind', () => {
    const paths = kindPaths('faq');
    expect(paths.list).toBe('/api/back-office/kinds/faq');
    expect(paths.item('7')).toBe('/api/back-office/kinds/faq/7');
    expect(paths.publication('7')).toBe('/api/back-office/kinds/faq/7/publication');
    expect(paths.draft('7')).toBe('/api/back-office/kinds/faq/7/draft');
    expect(paths.order).toBe('/api/back-office/kinds/faq/order');
  });
});
