import { CONTENT_LIMITS } from '@estate/domain/content-editor';
import { blogCategories } from '@estate/domain/kinds/blog-categories';
import { blogPosts } from '@estate/domain/kinds/blog-posts';
import { events } from '@estate/domain/kinds/events';
import { faqEntries } from '@estate/domain/kinds/faq-entries';
import { news } from '@estate/domain/kinds/news';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import { describe, expect, it } from 'vitest';
import { sentValue } from './fields/sent-value';
import { formSpec } from './form-spec';

const labels = { lang: 'Język', question: 'Pytanie', answer: 'Odpowiedź' };

describe('formSpec', () => {
  it('makes a new FAQ entry’s form from the declaration: limits and the required text from the schemas', () => {
    const spec = formSpec(faqEntries, null, { lang: 'en', labels });
    expect(spec).toMatchObject({
      kind: 'faq',
      key: null,
      version: null,
      status: null,
      draft: null,
      live: false,
      lang: 'en',
    });
    expect(spec.fields).toEqual([
      { name: 'lang', label: 'Język', fixed: true, lang: 'en', widget: 'language', value: 'en' },
      {
        name: 'question',
        label: 'Pytanie',
        fixed: false,
        lang: 'en',
        widget: 'text',
        value: '',
        max: SITE_CONTENT_LIMITS.question,
        required: true,
      },
      {
        name: 'answer',
        label: 'Odpowiedź',
        fixed: false,
        lang: 'en',
        widget: 'richText',
        value: '',
        images: false,
      },
    ]);
    // Plain JSON: what a client component is handed survives the trip unchanged.
    expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
  });

  it('fills an item’s values, version and draft of changes', () => {
    const draft = {
      version: 5,
      updatedAt: '2026-12-01T11:00:00.000Z',
      updatedBy: 'anna@example.pl',
      publishAt: null,
      liveSlug: null,
    };
    const spec = formSpec(
      faqEntries,
      {
        key: '7',
        version: 5,
        status: 'published',
        publishedAt: '2026-12-01T10:00:00.000Z',
        draft,
        values: { lang: 'pl', question: 'Czy?', answer: '<p>Tak.</p>' },
      },
      { lang: 'pl', labels },
    );
    expect(spec).toMatchObject({ key: '7', version: 5, status: 'published', draft });
    expect(spec.fields.map((field) => field.value)).toEqual(['pl', 'Czy?', '<p>Tak.</p>']);
  });

  it('makes a live kind’s form: a number with its schema’s bounds, a field in the other language, a slug fixed at creation', () => {
    const spec = formSpec(
      blogCategories,
      {
        key: '3',
        version: 2,
        status: 'published',
        publishedAt: null,
        draft: null,
        values: { slug: 'porady', namePl: 'Porady', nameEn: 'Advice', position: 4 },
      },
      { lang: 'pl', labels: {}, langs: { nameEn: 'en' } },
    );
    expect(spec.live).toBe(true);
    expect(spec.fields.map(({ name, fixed, lang }) => ({ name, fixed, lang }))).toEqual([
      { name: 'slug', fixed: true, lang: 'pl' },
      { name: 'namePl', fixed: false, lang: 'pl' },
      { name: 'nameEn', fixed: false, lang: 'en' },
      { name: 'position', fixed: false, lang: 'pl' },
    ]);
    expect(spec.fields[3]).toMatchObject({
      widget: 'number',
      value: 4,
      min: 0,
      max: CONTENT_LIMITS.categoryPosition,
    });
    // An empty slug is allowed: the API makes it from the Polish name.
    expect(spec.fields[0]).toMatchObject({ widget: 'text', required: false });
  });

  it('makes an article’s form: a slug that may be left empty, the cover, references as choices, an event’s date in Polish time', () => {
    const post = formSpec(
      blogPosts,
      {
        key: '4',
        version: 1,
        status: 'draft',
        publishedAt: null,
        draft: null,
        values: {
          lang: 'pl',
          title: 'Jak kupić?',
          lead: '',
          content: '',
          translationId: null,
          slug: 'jak-kupic',
          image: '/media/content/cover-1.webp',
          imageAlt: 'Dom',
          categoryId: 2,
          author: null,
        },
      },
      {
        lang: 'pl',
        labels: {},
        choices: { categoryId: { options: [['2', 'Porady']], empty: 'Bez kategorii' } },
      },
    );
    const byName = Object.fromEntries(post.fields.map((field) => [field.name, field]));
    expect(byName.slug).toMatchObject({ widget: 'text', value: 'jak-kupic', required: false });
    expect(byName.image).toMatchObject({
      widget: 'image',
      use: 'cover',
      value: '/media/content/cover-1.webp',
    });
    expect(byName.categoryId).toMatchObject({
      widget: 'select',
      value: '2',
      empty: 'Bez kategorii',
      numeric: true,
    });
    const none = byName.categoryId;
    if (none) expect(sentValue(none, '')).toBeNull();

    const event = formSpec(events, null, { lang: 'pl', labels: {} });
    const date = event.fields.find((field) => field.name === 'eventDate');
    expect(date).toMatchObject({ widget: 'instant', value: '' });
    if (date) {
      // 19:30 in Warsaw in May, with its offset (the API stores it as an instant).
      expect(sentValue(date, '2027-05-01T19:30')).toBe('2027-05-01T19:30:00+02:00');
      expect(sentValue(date, '')).toBeNull();
    }
  });

  it('makes a new article’s language a choice, its translation a picker of the other language, and its cover copyable from the translation', () => {
    const spec = formSpec(news, null, {
      lang: 'pl',
      labels: {},
      choices: {
        lang: {
          options: [
            ['pl', 'polski'],
            ['en', 'angielski'],
          ],
        },
      },
      translations: { options: [{ key: '9', title: 'Open day', lang: 'en' }], empty: 'bez tłumaczenia' },
    });
    const byName = Object.fromEntries(spec.fields.map((field) => [field.name, field]));
    expect(byName.lang).toMatchObject({ widget: 'select', value: 'pl', empty: null, numeric: false });
    expect(byName.translationId).toMatchObject({ widget: 'translation', value: '', kind: 'news' });
    expect(byName.image).toMatchObject({ copy: { kind: 'news', from: 'translationId', alt: 'imageAlt' } });
    expect(byName.content).toMatchObject({ widget: 'richText', images: true });
    const link = byName.translationId;
    if (link) {
      expect(sentValue(link, '9')).toBe(9);
      expect(sentValue(link, '')).toBeNull();
    }
    // Once created, the language is fixed: the form sends it no more, so it stays the screen's value.
    const saved = formSpec(
      news,
      {
        key: '3',
        version: 1,
        status: 'draft',
        publishedAt: null,
        draft: null,
        values: {
          lang: 'en',
          title: 'T',
          lead: '',
          content: '',
          translationId: null,
          image: null,
          imageAlt: null,
        },
      },
      { lang: 'en', labels: {}, choices: { lang: { options: [['pl', 'polski']] } } },
    );
    expect(saved.fields.find((field) => field.name === 'lang')).toMatchObject({
      widget: 'language',
      fixed: true,
    });
  });
});
