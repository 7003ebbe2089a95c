import { CONTENT_LIMITS } from '@estate/domain/content-editor';
import { blogCategories } from '@estate/domain/kinds/blog-categories';
import { faqEntries } from '@estate/domain/kinds/faq-entries';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import { describe, expect, it } from 'vitest';
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
      { name: 'answer', label: 'Odpowiedź', fixed: false, lang: 'en', widget: 'richText', value: '' },
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
});
